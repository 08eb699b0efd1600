import { attack, pokemon, weak } from '../../kit'
import { alsoDamagesItself } from '../../effects/damage'

export const STOUTLAND_V = pokemon({
  id: 'swsh12pt5-116',
  name: 'Stoutland V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 210,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 3,
  attacks: [
    attack('Double Dip Fangs', ['colorless', 'colorless', 'colorless'], 40, {
      text: "If this attack's damage Knocks Out your opponent's Basic Pokémon, take 1 more Prize card for it.",
      effect(c) {
        const basic = c.pokemonAt(c.defending).stage === 'basic'
        c.dealDamage()
        if (basic && c.exists(c.defending) && c.remainingHp(c.defending) <= 0) c.morePrizesIfKnockedOut(c.defending, 1)
      },
    }),
    attack('Wild Tackle', ['colorless', 'colorless', 'colorless', 'colorless'], 200, {
      text: 'This Pokémon also does 30 damage to itself.',
      effect: alsoDamagesItself(30),
    }),
  ],
})

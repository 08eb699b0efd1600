import { revealOpponentsHand } from '../../effects/cards-in-hand'
import { attack, pokemon, weak } from '../../kit'

export const INTELEON_V = pokemon({
  id: 'swsh2-49',
  name: 'Inteleon V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 200,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 2,
  attacks: [
    attack('Snipe Shot', ['water'], 0, {
      text: "40 damage to 1 of your opponent's Pokémon, Active or Benched (no Weakness or Resistance for a Benched one).",
      *effect(c) {
        const target = yield* c.chooseSlot(c.allPokemon(c.opp), { text: 'Snipe Shot: do 40 damage to which Pokémon?' })
        if (target) c.dealDamage(40, target)
      },
    }),
    attack('Aqua Report', ['water', 'water', 'colorless'], 130, {
      text: 'After the damage, your opponent shows you their hand.',
      effect(c) {
        c.dealDamage()
        revealOpponentsHand(c, 'Aqua Report')
      },
    }),
  ],
})

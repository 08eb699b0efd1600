import { attack, pokemon, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'

export const GREEDENT_V = pokemon({
  id: 'swsh12pt5-120',
  name: 'Greedent V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 210,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 2,
  attacks: [
    attack('Body Slam', ['colorless', 'colorless'], 40, {
      text: "Flip a coin. On heads, your opponent's Active Pokémon is now Paralyzed.",
      effect: ifHeadsDefendingIsNow('paralyzed'),
    }),
    attack('Nom-Nom-Nom Incisors', ['colorless', 'colorless', 'colorless'], 120, {
      text: 'After the damage, draw 3 cards.',
      effect(c) {
        c.dealDamage()
        c.draw(3)
      },
    }),
  ],
})

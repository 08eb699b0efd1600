import { attack, pokemon, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'

export const MEDITITE = pokemon({
  id: 'swsh2-97',
  name: 'Meditite',
  stage: 'basic',
  hp: 70,
  types: ['fighting'],
  weakness: weak('psychic'),
  retreat: 1,
  attacks: [
    attack('Yoga Shock', ['colorless'], 10, {
      text: "Flip a coin. If heads, your opponent's Active Pokémon is now Paralyzed.",
      effect: ifHeadsDefendingIsNow('paralyzed'),
    }),
  ],
})

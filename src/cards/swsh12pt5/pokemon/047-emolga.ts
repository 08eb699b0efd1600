import { attack, pokemon, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'

export const EMOLGA = pokemon({
  id: 'swsh12pt5-47',
  name: 'Emolga',
  stage: 'basic',
  hp: 70,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 0,
  attacks: [
    attack('Thunder Shock', ['lightning'], 30, {
      text: "Flip a coin. On heads, your opponent's Active Pokémon becomes Paralyzed.",
      effect: ifHeadsDefendingIsNow('paralyzed'),
    }),
  ],
})

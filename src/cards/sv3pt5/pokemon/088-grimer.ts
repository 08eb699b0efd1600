import { attack, pokemon, weak } from '../../kit'
import { defendingDuringNextTurn } from '../../effects/next-turn'

export const GRIMER = pokemon({
  id: 'sv3pt5-88',
  name: 'Grimer',
  stage: 'basic',
  hp: 80,
  types: ['darkness'],
  weakness: weak('fighting'),
  retreat: 2,
  attacks: [
    attack('Gummy Press', ['darkness'], 10, {
      text: "After the damage, the Defending Pokémon's Retreat Cost is 1 Colorless higher during your opponent's next turn.",
      effect: defendingDuringNextTurn({ source: 'sv3pt5-88', key: 'gummy-press' }),
    }),
  ],
  markers: {
    'gummy-press': { retreatCost: (_h, cost) => cost + 1 },
  },
})

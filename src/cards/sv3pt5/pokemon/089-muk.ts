import { attack, pokemon, weak } from '../../kit'
import { defendingDuringNextTurn } from '../../effects/next-turn'

export const MUK = pokemon({
  id: 'sv3pt5-89',
  name: 'Muk',
  stage: 'stage1',
  evolvesFrom: 'Grimer',
  hp: 150,
  types: ['darkness'],
  weakness: weak('fighting'),
  retreat: 4,
  attacks: [
    attack('Sticky Jail', ['darkness'], 30, {
      text: "After the damage, during your opponent's next turn the Defending Pokémon's attacks cost 1 Colorless more and its Retreat Cost is 1 Colorless higher.",
      effect: defendingDuringNextTurn({ source: 'sv3pt5-89', key: 'sticky-jail' }),
    }),
    attack('Sludge Bomb', ['darkness', 'darkness', 'darkness', 'colorless'], 180),
  ],
  markers: {
    'sticky-jail': {
      attackCost: (_h, _attack, cost) => [...cost, 'colorless'],
      retreatCost: (_h, cost) => cost + 1,
    },
  },
})

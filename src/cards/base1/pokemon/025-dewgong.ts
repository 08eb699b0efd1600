import { attack, pokemon, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'

export const DEWGONG = pokemon({
  id: 'base1-25',
  name: 'Dewgong',
  stage: 'stage1',
  evolvesFrom: 'Seel',
  hp: 80,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 3,
  attacks: [
    attack('Aurora Beam', ['water', 'water', 'colorless'], 50),
    attack('Ice Beam', ['water', 'water', 'colorless', 'colorless'], 30, {
      text: 'Flip a coin: on heads, the Defending Pokémon becomes Paralyzed.',
      effect: ifHeadsDefendingIsNow('paralyzed'),
    }),
  ],
})

import { attack, pokemon, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'
import { TEAM_ASSEMBLY } from '../attacks'

export const OMANYTE = pokemon({
  id: 'ex2-70',
  name: 'Omanyte',
  stage: 'stage1',
  evolvesFrom: 'Mysterious Fossil',
  hp: 70,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [
    TEAM_ASSEMBLY,
    attack('Bind', ['colorless', 'colorless'], 20, {
      text: 'Flip a coin. If heads, the Defending Pokémon is now Paralyzed.',
      effect: ifHeadsDefendingIsNow('paralyzed'),
    }),
  ],
})

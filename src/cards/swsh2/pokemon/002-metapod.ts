import { adaptiveEvolution } from '../../effects/powers'
import { attack, pokemon, weak } from '../../kit'

export const METAPOD = pokemon({
  id: 'swsh2-2',
  name: 'Metapod',
  stage: 'stage1',
  evolvesFrom: 'Caterpie',
  hp: 80,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 3,
  abilities: [adaptiveEvolution],
  attacks: [attack('Ram', ['colorless', 'colorless'], 20)],
})

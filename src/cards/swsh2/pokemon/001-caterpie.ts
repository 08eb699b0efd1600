import { adaptiveEvolution } from '../../effects/powers'
import { attack, pokemon, weak } from '../../kit'

export const CATERPIE = pokemon({
  id: 'swsh2-1',
  name: 'Caterpie',
  stage: 'basic',
  hp: 50,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  abilities: [adaptiveEvolution],
  attacks: [attack('Gnaw', ['colorless'], 10)],
})

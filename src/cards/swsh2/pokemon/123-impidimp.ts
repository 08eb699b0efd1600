import { attack, pokemon, weak } from '../../kit'

export const IMPIDIMP = pokemon({
  id: 'swsh2-123',
  name: 'Impidimp',
  stage: 'basic',
  hp: 70,
  types: ['darkness'],
  weakness: weak('grass'),
  retreat: 1,
  attacks: [attack('Beat', ['darkness'], 10), attack('Stampede', ['darkness', 'colorless'], 20)],
})

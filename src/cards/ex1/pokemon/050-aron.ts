import { attack, pokemon, resist, weak } from '../../kit'

/** ex1-50. Aron (Gnaw). */
export const ARON_50 = pokemon({
  id: 'ex1-50',
  name: 'Aron',
  stage: 'basic',
  hp: 50,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass'),
  retreat: 2,
  attacks: [attack('Gnaw', ['colorless'], 10)],
})

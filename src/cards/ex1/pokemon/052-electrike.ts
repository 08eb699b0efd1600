import { attack, pokemon, resist, weak } from '../../kit'

/** ex1-52. Electrike (Headbutt). */
export const ELECTRIKE_52 = pokemon({
  id: 'ex1-52',
  name: 'Electrike',
  stage: 'basic',
  hp: 50,
  types: ['lightning'],
  weakness: weak('fighting'),
  resistance: resist('metal'),
  retreat: 1,
  attacks: [attack('Headbutt', ['colorless'], 10)],
})

import { attack, pokemon, resist } from '../../kit'

export const DRATINI = pokemon({
  id: 'base1-26',
  name: 'Dratini',
  stage: 'basic',
  hp: 40,
  types: ['colorless'],
  resistance: resist('psychic'),
  retreat: 1,
  attacks: [attack('Pound', ['colorless'], 10)],
})

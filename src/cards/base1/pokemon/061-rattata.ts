import { attack, pokemon, resist, weak } from '../../kit'

export const RATTATA = pokemon({
  id: 'base1-61',
  name: 'Rattata',
  stage: 'basic',
  hp: 30,
  types: ['colorless'],
  weakness: weak('fighting'),
  resistance: resist('psychic'),
  retreat: 0,
  attacks: [attack('Bite', ['colorless'], 20)],
})

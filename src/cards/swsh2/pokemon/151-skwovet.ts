import { attack, pokemon, weak } from '../../kit'

export const SKWOVET = pokemon({
  id: 'swsh2-151',
  name: 'Skwovet',
  stage: 'basic',
  hp: 70,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [attack('Tackle', ['colorless'], 10), attack('Bite', ['colorless', 'colorless'], 20)],
})

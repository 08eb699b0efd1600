import { attack, pokemon, weak } from '../../kit'

export const VOLTORB = pokemon({
  id: 'base1-67',
  name: 'Voltorb',
  stage: 'basic',
  hp: 40,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [attack('Tackle', ['colorless'], 10)],
})

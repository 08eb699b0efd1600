import { attack, pokemon, weak } from '../../kit'

export const ROLYCOLY = pokemon({
  id: 'swsh2-105',
  name: 'Rolycoly',
  stage: 'basic',
  hp: 70,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 2,
  attacks: [attack('Ram', ['colorless'], 10)],
})

import { attack, pokemon, weak } from '../../kit'

export const CARKOL = pokemon({
  id: 'swsh2-106',
  name: 'Carkol',
  stage: 'stage1',
  evolvesFrom: 'Rolycoly',
  hp: 100,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 3,
  attacks: [
    attack('Ram', ['colorless', 'colorless'], 30),
    attack('Heat Crash', ['fighting', 'colorless', 'colorless'], 60),
  ],
})

import { attack, pokemon, weak } from '../../kit'

export const BALTOY = pokemon({
  id: 'swsh12pt5-70',
  name: 'Baltoy',
  stage: 'basic',
  hp: 60,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 1,
  attacks: [attack('Smack', ['colorless', 'colorless'], 20)],
})

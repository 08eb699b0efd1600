import { attack, pokemon, weak } from '../../kit'

export const BALTOY_102 = pokemon({
  id: 'swsh1-102',
  name: 'Baltoy',
  stage: 'basic',
  hp: 60,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 1,
  attacks: [attack('Spinning Attack', ['fighting'], 20)],
})

import { attack, pokemon, weak } from '../../kit'

export const SNORLAX = pokemon({
  id: 'swsh12pt5-109',
  name: 'Snorlax',
  stage: 'basic',
  hp: 160,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 3,
  attacks: [attack('Heavy Impact', ['colorless', 'colorless', 'colorless'], 80)],
})

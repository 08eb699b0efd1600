import { attack, pokemon, weak } from '../../kit'

export const SNORLAX = pokemon({
  id: 'swsh1-140',
  name: 'Snorlax',
  stage: 'basic',
  hp: 150,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 4,
  attacks: [
    attack('Rolling Tackle', ['colorless', 'colorless', 'colorless'], 80),
    attack('Heavy Impact', ['colorless', 'colorless', 'colorless', 'colorless'], 130),
  ],
})

import { attack, pokemon, weak } from '../../kit'

export const HELIOPTILE = pokemon({
  id: 'swsh12pt5-49',
  name: 'Helioptile',
  stage: 'basic',
  hp: 70,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [attack('Static Shock', ['lightning'], 10), attack('Rear Kick', ['colorless', 'colorless'], 20)],
})

import { attack, pokemon, weak } from '../../kit'

export const SIZZLIPEDE_37 = pokemon({
  id: 'swsh1-37',
  name: 'Sizzlipede',
  stage: 'basic',
  hp: 70,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  attacks: [attack('Bite', ['colorless'], 10), attack('Combustion', ['fire', 'colorless', 'colorless'], 50)],
})

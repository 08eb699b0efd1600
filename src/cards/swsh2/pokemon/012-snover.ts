import { attack, pokemon, weak } from '../../kit'

export const SNOVER = pokemon({
  id: 'swsh2-12',
  name: 'Snover',
  stage: 'basic',
  hp: 90,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 3,
  attacks: [
    attack('Beat', ['colorless', 'colorless'], 20),
    attack('Razor Leaf', ['grass', 'colorless', 'colorless'], 50),
  ],
})

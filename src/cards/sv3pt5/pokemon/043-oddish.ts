import { attack, pokemon, weak } from '../../kit'

export const ODDISH = pokemon({
  id: 'sv3pt5-43',
  name: 'Oddish',
  stage: 'basic',
  hp: 60,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [attack('Razor Leaf', ['colorless', 'colorless'], 20)],
})

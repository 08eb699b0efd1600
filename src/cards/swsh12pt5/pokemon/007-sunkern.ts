import { attack, pokemon, weak } from '../../kit'

export const SUNKERN = pokemon({
  id: 'swsh12pt5-7',
  name: 'Sunkern',
  stage: 'basic',
  hp: 40,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [attack('Seed Bomb', ['colorless', 'colorless'], 20)],
})

import { attack, pokemon, weak } from '../../kit'

export const WOOLOO_153 = pokemon({
  id: 'swsh1-153',
  name: 'Wooloo',
  stage: 'basic',
  hp: 70,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [attack('Tackle', ['colorless'], 10), attack('Headbutt', ['colorless', 'colorless', 'colorless'], 50)],
})

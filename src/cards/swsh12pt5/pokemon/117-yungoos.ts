import { attack, pokemon, weak } from '../../kit'

export const YUNGOOS = pokemon({
  id: 'swsh12pt5-117',
  name: 'Yungoos',
  stage: 'basic',
  hp: 70,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [attack('Sharp Fang', ['colorless'], 20)],
})

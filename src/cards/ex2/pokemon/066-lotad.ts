import { attack, pokemon, weak } from '../../kit'
import { RAIN_DISH } from '../bodies'

export const LOTAD_66 = pokemon({
  id: 'ex2-66',
  name: 'Lotad',
  stage: 'basic',
  hp: 40,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  abilities: [RAIN_DISH],
  attacks: [attack('Ram', ['colorless'], 10)],
})

import { attack, pokemon, weak } from '../../kit'

export const MINCCINO_146 = pokemon({
  id: 'swsh1-146',
  name: 'Minccino',
  stage: 'basic',
  hp: 60,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [attack('Tail Whap', ['colorless'], 30)],
})

import { attack, pokemon, weak } from '../../kit'

export const MACHOP = pokemon({
  id: 'base1-52',
  name: 'Machop',
  stage: 'basic',
  hp: 50,
  types: ['fighting'],
  weakness: weak('psychic'),
  retreat: 1,
  attacks: [attack('Low Kick', ['fighting'], 20)],
})

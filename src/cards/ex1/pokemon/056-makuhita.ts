import { attack, pokemon, weak } from '../../kit'

/** ex1-56. Makuhita (the Ruby theme deck's). */
export const MAKUHITA = pokemon({
  id: 'ex1-56',
  name: 'Makuhita',
  stage: 'basic',
  hp: 50,
  types: ['fighting'],
  weakness: weak('psychic'),
  retreat: 1,
  attacks: [attack('Slap Push', ['colorless'], 10), attack('Lunge Out', ['colorless', 'colorless'], 20)],
})

import { attack, pokemon, resist, weak } from '../../kit'

/** ex1-63. Poochyena (the Ruby theme deck's). */
export const POOCHYENA = pokemon({
  id: 'ex1-63',
  name: 'Poochyena',
  stage: 'basic',
  hp: 40,
  types: ['darkness'],
  weakness: weak('fighting'),
  resistance: resist('psychic'),
  retreat: 1,
  attacks: [attack('Bite', ['colorless'], 10)],
})

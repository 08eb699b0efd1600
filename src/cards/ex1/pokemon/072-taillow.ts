import { attack, pokemon, resist, weak } from '../../kit'

/** ex1-72. Taillow (the Ruby theme deck's). */
export const TAILLOW = pokemon({
  id: 'ex1-72',
  name: 'Taillow',
  stage: 'basic',
  hp: 40,
  types: ['colorless'],
  weakness: weak('lightning'),
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [attack('Peck', ['colorless'], 10), attack('Wing Attack', ['colorless', 'colorless'], 20)],
})

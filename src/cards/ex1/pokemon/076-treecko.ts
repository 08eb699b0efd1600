import { attack, pokemon, resist, weak } from '../../kit'

/** ex1-76. Treecko (Tail Slap, Razor Leaf). */
export const TREECKO = pokemon({
  id: 'ex1-76',
  name: 'Treecko',
  stage: 'basic',
  hp: 40,
  types: ['grass'],
  weakness: weak('fire'),
  resistance: resist('water'),
  retreat: 1,
  attacks: [attack('Tail Slap', ['colorless'], 10), attack('Razor Leaf', ['grass', 'colorless'], 20)],
})

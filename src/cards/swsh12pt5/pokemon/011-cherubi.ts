import { attack, pokemon, weak } from '../../kit'

export const CHERUBI = pokemon({
  id: 'swsh12pt5-11',
  name: 'Cherubi',
  stage: 'basic',
  hp: 50,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [attack('Leafage', ['grass'], 10)],
})

import { attack, pokemon, resist, weak } from '../../kit'

export const HONEDGE = pokemon({
  id: 'swsh2-133',
  name: 'Honedge',
  stage: 'basic',
  hp: 60,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass'),
  retreat: 1,
  attacks: [attack('Slicing Blade', ['metal', 'colorless'], 30)],
})

import { attack, pokemon, resist, weak } from '../../kit'

export const BRONZOR = pokemon({
  id: 'swsh2-129',
  name: 'Bronzor',
  stage: 'basic',
  hp: 60,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass'),
  retreat: 1,
  attacks: [attack('Ram', ['metal'], 10), attack('Speed Dive', ['metal', 'colorless'], 20)],
})

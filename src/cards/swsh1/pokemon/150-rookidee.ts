import { attack, pokemon, resist, weak } from '../../kit'

export const ROOKIDEE = pokemon({
  id: 'swsh1-150',
  name: 'Rookidee',
  stage: 'basic',
  hp: 60,
  types: ['colorless'],
  weakness: weak('lightning'),
  resistance: resist('fighting', 30),
  retreat: 1,
  attacks: [attack('Flap', ['colorless'], 10), attack('Glide', ['colorless', 'colorless'], 30)],
})

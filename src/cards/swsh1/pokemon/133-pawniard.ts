import { attack, pokemon, resist, weak } from '../../kit'

export const PAWNIARD = pokemon({
  id: 'swsh1-133',
  name: 'Pawniard',
  stage: 'basic',
  hp: 70,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass', 30),
  retreat: 1,
  attacks: [attack('Cut Up', ['colorless'], 10), attack('Metal Claw', ['metal', 'colorless'], 20)],
})

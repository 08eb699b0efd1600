import { attack, pokemon, resist, weak } from '../../kit'

export const FERROSEED = pokemon({
  id: 'swsh1-130',
  name: 'Ferroseed',
  stage: 'basic',
  hp: 70,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass', 30),
  retreat: 2,
  attacks: [attack('Rollout', ['colorless'], 10)],
})

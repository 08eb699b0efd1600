import { attack, pokemon, resist, weak } from '../../kit'

/** The second Crown Zenith Pawniard (70 HP, Pierce): a card of its own, not a print of swsh12pt5-91. */
export const PAWNIARD_92 = pokemon({
  id: 'swsh12pt5-92',
  name: 'Pawniard',
  stage: 'basic',
  hp: 70,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass', 30),
  retreat: 1,
  attacks: [attack('Pierce', ['metal'], 20)],
})

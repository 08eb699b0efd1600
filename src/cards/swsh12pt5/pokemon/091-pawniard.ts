import { alsoDamagesItself } from '../../effects/damage'
import { attack, pokemon, resist, weak } from '../../kit'

export const PAWNIARD = pokemon({
  id: 'swsh12pt5-91',
  name: 'Pawniard',
  stage: 'basic',
  hp: 60,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass', 30),
  retreat: 1,
  attacks: [
    attack('Reckless Charge', ['metal'], 30, {
      text: 'This Pokémon also does 10 damage to itself.',
      effect: alsoDamagesItself(10),
    }),
  ],
})

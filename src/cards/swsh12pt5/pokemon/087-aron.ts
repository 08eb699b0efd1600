import { alsoDamagesItself } from '../../effects/damage'
import { attack, pokemon, resist, weak } from '../../kit'

export const ARON = pokemon({
  id: 'swsh12pt5-87',
  name: 'Aron',
  stage: 'basic',
  hp: 70,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass', 30),
  retreat: 2,
  attacks: [
    attack('Ram', ['metal'], 10),
    attack('Slight Intrusion', ['colorless', 'colorless'], 30, {
      text: 'This Pokémon also does 10 damage to itself.',
      effect: alsoDamagesItself(10),
    }),
  ],
})

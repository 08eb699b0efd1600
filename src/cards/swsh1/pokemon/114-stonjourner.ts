import { attack, pokemon, weak } from '../../kit'
import { alsoDamagesItself } from '../../effects/damage'

export const STONJOURNER = pokemon({
  id: 'swsh1-114',
  name: 'Stonjourner',
  stage: 'basic',
  hp: 120,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 2,
  attacks: [
    attack('Wild Tackle', ['fighting', 'fighting'], 70, {
      text: 'This Pokémon also does 10 damage to itself.',
      effect: alsoDamagesItself(10),
    }),
  ],
})

import { attack, pokemon, weak } from '../../kit'
import { alsoDamagesItself } from '../../effects/damage'

export const GALARIAN_YAMASK = pokemon({
  id: 'swsh2-101',
  name: 'Galarian Yamask',
  stage: 'basic',
  hp: 70,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 2,
  attacks: [
    attack('Reckless Charge', ['colorless', 'colorless'], 50, {
      text: 'This Pokémon also does 30 damage to itself.',
      effect: alsoDamagesItself(30),
    }),
  ],
})

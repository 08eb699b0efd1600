import { alsoDamagesItself } from '../../effects/damage'
import { attack, pokemon, weak } from '../../kit'

/** ex1-54. Koffing (the Sapphire theme deck's). */
export const KOFFING = pokemon({
  id: 'ex1-54',
  name: 'Koffing',
  stage: 'basic',
  hp: 50,
  types: ['grass'],
  weakness: weak('psychic'),
  retreat: 1,
  attacks: [
    attack('Tackle', ['colorless'], 10),
    attack('Double-edge', ['grass', 'colorless'], 30, {
      text: 'Koffing also does 10 damage to itself.',
      effect: alsoDamagesItself(10),
    }),
  ],
})

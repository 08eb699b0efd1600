import { defendingIsNow } from '../../effects/conditions'
import { attack, pokemon, resist, weak } from '../../kit'

/** ex1-69. Shroomish (the Sapphire theme deck's). */
export const SHROOMISH = pokemon({
  id: 'ex1-69',
  name: 'Shroomish',
  stage: 'basic',
  hp: 40,
  types: ['grass'],
  weakness: weak('fire'),
  resistance: resist('water'),
  retreat: 1,
  attacks: [
    attack('Sleep Powder', ['colorless'], 10, {
      text: 'The Defending Pokémon is now Asleep.',
      effect: defendingIsNow('asleep'),
    }),
  ],
})

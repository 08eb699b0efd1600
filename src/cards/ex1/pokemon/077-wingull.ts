import { ifTailsDoesNothing } from '../../effects/coins'
import { attack, pokemon, resist, weak } from '../../kit'

/** ex1-77. Wingull (the Sapphire theme deck's). */
export const WINGULL = pokemon({
  id: 'ex1-77',
  name: 'Wingull',
  stage: 'basic',
  hp: 40,
  types: ['water'],
  weakness: weak('lightning'),
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [
    attack('Surprise Attack', ['water'], 20, {
      text: 'Flip a coin. If tails, this attack does nothing.',
      effect: ifTailsDoesNothing,
    }),
  ],
})

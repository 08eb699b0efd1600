import { attack, pokemon, weak } from '../../kit'
import { ifTailsDoesNothing } from '../../effects/coins'

/** ex1-71. Skitty: Tackle, and Lunge, which does nothing on tails. */
export const SKITTY_71 = pokemon({
  id: 'ex1-71',
  name: 'Skitty',
  stage: 'basic',
  hp: 50,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Tackle', ['colorless'], 10),
    attack('Lunge', ['colorless', 'colorless'], 30, {
      text: 'Flip a coin. If tails, this attack does nothing.',
      effect: ifTailsDoesNothing,
    }),
  ],
})

import { attack, pokemon, weak } from '../../kit'
import { ifTailsDoesNothing } from '../../effects/coins'

export const SEEDOT_76 = pokemon({
  id: 'ex2-76',
  name: 'Seedot',
  stage: 'basic',
  hp: 40,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Surprise Attack', ['grass'], 30, {
      text: 'Flip a coin. If tails, this attack does nothing.',
      effect: ifTailsDoesNothing,
    }),
  ],
})

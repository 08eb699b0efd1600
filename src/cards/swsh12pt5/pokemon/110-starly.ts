import { attack, pokemon, resist, weak } from '../../kit'
import { ifTailsDoesNothing } from '../../effects/coins'

export const STARLY = pokemon({
  id: 'swsh12pt5-110',
  name: 'Starly',
  stage: 'basic',
  hp: 60,
  types: ['colorless'],
  weakness: weak('lightning'),
  resistance: resist('fighting', 30),
  retreat: 1,
  attacks: [
    attack('Claw', ['colorless'], 30, {
      text: 'Flip a coin. On tails, this attack does nothing.',
      effect: ifTailsDoesNothing,
    }),
  ],
})

import { attack, pokemon, weak } from '../../kit'
import { ifTailsDoesNothing } from '../../effects/coins'
import { attachFromDiscardToThis } from '../../effects/energy'

export const GRUBBIN = pokemon({
  id: 'swsh12pt5-15',
  name: 'Grubbin',
  stage: 'basic',
  hp: 70,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 2,
  attacks: [
    attack('Energize', ['colorless'], 0, {
      text: 'Take a basic Lightning Energy card from your discard pile and attach it to this Pokémon.',
      effect: attachFromDiscardToThis('lightning'),
    }),
    attack('Surprise Attack', ['colorless', 'colorless', 'colorless'], 50, {
      text: 'Flip a coin. On tails, this attack does nothing at all.',
      effect: ifTailsDoesNothing,
    }),
  ],
})

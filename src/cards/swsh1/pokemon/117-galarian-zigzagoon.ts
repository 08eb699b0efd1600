import { attack, pokemon, weak } from '../../kit'
import { ifTailsDoesNothing } from '../../effects/coins'
import { onPlayPutCountersOnOpponents } from '../../effects/powers'

export const GALARIAN_ZIGZAGOON = pokemon({
  id: 'swsh1-117',
  name: 'Galarian Zigzagoon',
  stage: 'basic',
  hp: 70,
  types: ['darkness'],
  weakness: weak('grass'),
  retreat: 1,
  abilities: [
    onPlayPutCountersOnOpponents(
      'Headbutt Tantrum',
      'bench',
      1,
      "When you play this Pokémon from your hand onto your Bench during your turn, you may put 1 damage counter on 1 of your opponent's Pokémon.",
    ),
  ],
  attacks: [
    attack('Surprise Attack', ['darkness', 'colorless'], 30, {
      text: 'Flip a coin. If tails, this attack does nothing.',
      effect: ifTailsDoesNothing,
    }),
  ],
})

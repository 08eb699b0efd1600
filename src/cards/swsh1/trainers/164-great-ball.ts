import { trainer } from '../../kit'
import { lookAtTopAndTakeOne } from '../../effects/cards-in-hand'
import { isPokemonCard } from '../../effects/card-kinds'

/** swsh1-164. An Item: a Pokémon among the top 7 cards of the deck. */
export const GREAT_BALL = trainer('item', {
  id: 'swsh1-164',
  name: 'Great Ball',
  text:
    'Look at the top 7 cards of your deck. You may show your opponent a Pokémon among them and put it into your hand. ' +
    'Shuffle the rest back into your deck. You can play this only if your deck has cards.',
  canPlay: (c) => c.me.deck.length > 0,
  play: lookAtTopAndTakeOne(7, isPokemonCard, 'a Pokémon'),
})

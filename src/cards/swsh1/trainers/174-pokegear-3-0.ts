import { trainer } from '../../kit'
import { lookAtTopAndTakeOne } from '../../effects/cards-in-hand'
import { isSupporter } from '../../effects/card-kinds'

/** swsh1-174. An Item: a Supporter among the top 7 cards of the deck. */
export const POKEGEAR_3_0 = trainer('item', {
  id: 'swsh1-174',
  name: 'Pokégear 3.0',
  text:
    'Look at the top 7 cards of your deck. You may show your opponent a Supporter card among them and put it into ' +
    'your hand. Shuffle the rest back into your deck. You can play this only if your deck has cards.',
  canPlay: (c) => c.me.deck.length > 0,
  play: lookAtTopAndTakeOne(7, isSupporter, 'a Supporter card'),
})

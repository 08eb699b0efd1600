import { trainer } from '../../kit'
import { drawCards } from '../../effects/cards-in-hand'

/** swsh12pt5-131. A Supporter: draw 3. */
export const FRIENDS_IN_SINNOH = trainer('supporter', {
  id: 'swsh12pt5-131',
  name: 'Friends in Sinnoh',
  text: 'Draw 3 cards.',
  play: drawCards(3),
})

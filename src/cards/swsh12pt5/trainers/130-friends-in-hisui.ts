import { trainer } from '../../kit'
import { drawCards } from '../../effects/cards-in-hand'

/** swsh12pt5-130. A Supporter: draw 3. */
export const FRIENDS_IN_HISUI = trainer('supporter', {
  id: 'swsh12pt5-130',
  name: 'Friends in Hisui',
  text: 'Draw 3 cards.',
  play: drawCards(3),
})

import { trainer } from '../../kit'
import { drawCards } from '../../effects/cards-in-hand'

/** swsh1-165. A Supporter: draw 3. */
export const HOP = trainer('supporter', {
  id: 'swsh1-165',
  name: 'Hop',
  text: 'Draw 3 cards.',
  play: drawCards(3),
})

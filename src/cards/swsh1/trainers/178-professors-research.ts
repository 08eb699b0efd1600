import { trainer } from '../../kit'
import { discardHandAndDraw } from '../../effects/cards-in-hand'

/** swsh1-178. A Supporter: discard the hand, draw 7 (the name counts as "Professor's Research": rules.md N-9). */
export const PROFESSORS_RESEARCH = trainer('supporter', {
  id: 'swsh1-178',
  name: "Professor's Research (Professor Magnolia)",
  text: 'Discard your hand, then draw 7 cards.',
  play: discardHandAndDraw(7),
})

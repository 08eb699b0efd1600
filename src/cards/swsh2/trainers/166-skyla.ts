import { trainer } from '../../kit'

/** swsh2-166. A Supporter: any Trainer card from the deck into the hand. */
export const SKYLA = trainer('supporter', {
  id: 'swsh2-166',
  name: 'Skyla',
  text: 'Search your deck for a Trainer card, show it to your opponent and put it into your hand, then shuffle your deck.',
  *play(c) {
    yield* c.searchDeck({
      text: 'Choose a Trainer card to put into your hand',
      filter: (d) => d.kind === 'trainer',
      max: 1,
    })
  },
})

import { trainer } from '../../kit'

/** swsh12pt5-126. A Supporter: a coin decides how many cards from the bottom of the deck to choose 1 from. */
export const DIGGING_DUO = trainer('supporter', {
  id: 'swsh12pt5-126',
  name: 'Digging Duo',
  text:
    'Flip a coin. Look at the bottom 8 cards of your deck on heads, the bottom 3 on tails, and put 1 of them into your ' +
    'hand. Shuffle the others back into your deck. You can play this only if your deck has a card.',
  canPlay: (c) => c.me.deck.length > 0,
  *play(c) {
    const n = c.flip('Digging Duo') ? 8 : 3
    const bottom = c.me.deck.slice(-n)
    c.lookAt(bottom, 'Digging Duo')
    const picks = yield* c.chooseCards(bottom, {
      text: `Digging Duo: put which of the bottom ${bottom.length} cards of your deck into your hand?`,
      min: 1,
      max: 1,
    })
    for (const u of picks) c.moveTo(u, 'hand')
    c.shuffleDeck()
  },
})

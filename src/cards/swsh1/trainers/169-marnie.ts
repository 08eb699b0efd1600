import { trainer } from '../../kit'

/** swsh1-169. A Supporter: both hands go under their decks; you draw 5, your opponent draws 4. */
export const MARNIE = trainer('supporter', {
  id: 'swsh1-169',
  name: 'Marnie',
  text:
    'Each player shuffles their hand and puts it on the bottom of their deck. If either player put any cards there ' +
    'this way, you draw 5 cards and your opponent draws 4 cards.',
  play(c) {
    const mine = [...c.me.hand]
    const theirs = [...c.them.hand]
    c.shuffleToBottomOfDeck(mine)
    c.shuffleToBottomOfDeck(theirs)
    if (mine.length + theirs.length === 0) return
    c.draw(5)
    c.draw(4, c.opp)
  },
})

import { classicTrainer } from '../../kit'
import { discardHandAndDraw, otherCardsInHand } from '../../effects/cards-in-hand'

/** base1-73 */
export const IMPOSTOR_PROFESSOR_OAK = classicTrainer({
  id: 'base1-73',
  name: 'Impostor Professor Oak',
  text: 'Your opponent shuffles their hand into their deck, then draws 7 cards.',
  play(c) {
    for (const u of [...c.them.hand]) c.moveTo(u, 'deck')
    c.shuffleDeck(c.opp)
    c.draw(7, c.opp)
  },
})

/** base1-75 */
export const LASS = classicTrainer({
  id: 'base1-75',
  name: 'Lass',
  text: 'Both players show their hands to each other. Then each player shuffles every Trainer card from their hand into their deck.',
  play(c) {
    c.reveal(c.me.hand, 'Lass')
    c.revealHand(c.opp, 'Lass')
    for (const seat of [c.seat, c.opp]) {
      const trainers = c.cardsIn(seat, 'hand', (d) => d.kind === 'trainer')
      for (const u of trainers) c.moveTo(u, 'deck')
      c.shuffleDeck(seat)
    }
  },
})

/** base1-83 */
export const MAINTENANCE = classicTrainer({
  id: 'base1-83',
  name: 'Maintenance',
  text: 'Shuffle 2 other cards from your hand into your deck, then draw a card. You can play this only if you have 2 other cards in hand.',
  canPlay: (c) => otherCardsInHand(c).length >= 2,
  *play(c) {
    const cards = yield* c.chooseCards(c.me.hand, { text: 'Choose 2 cards to shuffle into your deck', min: 2, max: 2 })
    for (const u of cards) c.moveTo(u, 'deck')
    c.shuffleDeck()
    c.draw(1)
  },
})

/** base1-88 */
export const PROFESSOR_OAK = classicTrainer({
  id: 'base1-88',
  name: 'Professor Oak',
  text: 'Put every card in your hand into your discard pile, then draw 7 cards.',
  play: discardHandAndDraw(7),
})

/** base1-91 */
export const BILL = classicTrainer({
  id: 'base1-91',
  name: 'Bill',
  text: 'You draw 2 cards.',
  play(c) {
    c.draw(2)
  },
})

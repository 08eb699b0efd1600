import { trainer } from '../../kit'

/** swsh12pt5-145. An Item: keep the top card of the deck, or discard it and draw. */
export const TREKKING_SHOES = trainer('item', {
  id: 'swsh12pt5-145',
  name: 'Trekking Shoes',
  text:
    'Look at the top card of your deck. Either put it into your hand, or discard it and draw a card. You can play ' +
    'this only if your deck has cards.',
  canPlay: (c) => c.me.deck.length > 0,
  *play(c) {
    const top = c.me.deck[0]
    if (top === undefined) return
    c.lookAt([top], 'Trekking Shoes')
    // a private question: only this player looked at the card
    const keep = yield* c.yesNo(
      `Trekking Shoes: put ${c.def(top).name} into your hand? (No: discard it and draw a card)`,
      c.seat,
      { hidden: true },
    )
    if (keep) {
      c.moveTo(top, 'hand')
      return
    }
    c.discard([top])
    c.draw(1)
  },
})

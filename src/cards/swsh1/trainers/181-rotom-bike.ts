import { trainer } from '../../kit'
import { drawUntilHandHas } from '../../effects/cards-in-hand'

/** swsh1-181. An Item: draw up to 6 cards in hand, and the turn ends. */
export const ROTOM_BIKE = trainer('item', {
  id: 'swsh1-181',
  name: 'Rotom Bike',
  text: 'Draw cards until you have 6 cards in your hand. Then your turn ends.',
  play(c) {
    drawUntilHandHas(c, c.seat, 6)
    c.endTurn()
  },
})

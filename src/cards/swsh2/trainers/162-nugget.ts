import { trainer } from '../../kit'

/** swsh2-162. An Item played only as the card just drawn for the turn (TurnFlags.drawnForTurn): draw 3. */
export const NUGGET = trainer('item', {
  id: 'swsh2-162',
  name: 'Nugget',
  text:
    'Draw 3 cards. You can play this only if it is the card you drew at the start of your turn, and only before you do ' +
    'anything else that turn.',
  canPlay: (c) => c.me.turn.drawnForTurn === c.src.card,
  play(c) {
    c.draw(3)
  },
})

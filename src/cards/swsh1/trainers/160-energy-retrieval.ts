import { isBasicEnergy } from '../../../engine'
import { trainer } from '../../kit'
import { putFromDiscardIntoHand } from '../../effects/discard-pile'

/** swsh1-160. An Item: up to 2 basic Energy cards from the discard pile to the hand. */
export const ENERGY_RETRIEVAL = trainer('item', {
  id: 'swsh1-160',
  name: 'Energy Retrieval',
  text:
    'Put 1 or 2 basic Energy cards from your discard pile into your hand. ' +
    'You can play this only if there is a basic Energy card in your discard pile.',
  canPlay: (c) => c.cardsIn(c.seat, 'discard', isBasicEnergy).length > 0,
  *play(c) {
    yield* putFromDiscardIntoHand(c, isBasicEnergy, 2, 'Choose up to 2 basic Energy cards to put into your hand')
  },
})

import { isBasicEnergy } from '../../../engine'
import { trainer } from '../../kit'

/** swsh2-169. A Stadium: once a turn each player may take a basic Energy card back from their discard pile. */
export const TRAINING_COURT = trainer('stadium', {
  id: 'swsh2-169',
  name: 'Training Court',
  text:
    "Once during each player's turn, that player may put a basic Energy card from their discard pile into their hand " +
    '("Use Training Court").',
  stadiumAction: {
    text: 'Put a basic Energy card from your discard pile into your hand.',
    canUse: (c) => c.cardsIn(c.seat, 'discard', isBasicEnergy).length > 0,
    *use(c) {
      const [pick] = yield* c.chooseCards(c.cardsIn(c.seat, 'discard', isBasicEnergy), {
        text: 'Choose a basic Energy card to put into your hand',
        min: 1,
        max: 1,
        publicOptions: true,
      })
      if (pick !== undefined) c.moveTo(pick, 'hand')
    },
  },
})

import { trainer } from '../../kit'
import { isBasicEnergy } from '../../../engine'

/** sv3pt5-157. A Stadium with a once-per-turn action for each player (TrainerDef.stadiumAction). */
export const CYCLING_ROAD = trainer('stadium', {
  id: 'sv3pt5-157',
  name: 'Cycling Road',
  text:
    "Once during each player's turn, that player may discard a Basic Energy card from their hand to draw 1 card " +
    '("Use Cycling Road").',
  stadiumAction: {
    text: 'Discard a Basic Energy card from your hand to draw a card.',
    canUse: (c) => c.cardsIn(c.seat, 'hand', isBasicEnergy).length > 0,
    *use(c) {
      const cost = yield* c.chooseCards(c.cardsIn(c.seat, 'hand', isBasicEnergy), {
        text: 'Choose a Basic Energy card to discard',
        min: 1,
        max: 1,
      })
      c.discard(cost)
      c.draw(1)
    },
  },
})

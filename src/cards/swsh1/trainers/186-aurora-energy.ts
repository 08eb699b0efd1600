import { energy } from '../../kit'
import { otherCardsInHand } from '../../effects/cards-in-hand'

/** swsh1-186. A Special Energy: every type, 1 at a time; attaching it from the hand costs another card. */
export const AURORA_ENERGY = energy({
  id: 'swsh1-186',
  name: 'Aurora Energy',
  basic: false,
  text:
    'You can attach this card from your hand to 1 of your Pokémon only if you discard another card from your hand. ' +
    'While attached, it provides 1 Energy of every type (but only 1 at a time).',
  provides: [{ types: 'any' }],
  canAttach: (c) => otherCardsInHand(c).length > 0,
  *onAttach(c) {
    const cost = yield* c.chooseCards(c.me.hand, { text: 'Choose a card to discard for Aurora Energy', min: 1, max: 1 })
    c.discard(cost)
  },
})

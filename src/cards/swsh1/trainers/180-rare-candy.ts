import type { EffectCtx } from '../../../engine'
import { trainer } from '../../kit'
import { evolveSkippingStage1, skipStage1Moves } from '../../effects/evolution'

/** Rare Candy's own limits: not on your first turn, not on a Basic Pokémon put into play this turn. */
const moves = (c: EffectCtx) => (c.isFirstTurnOf(c.seat) ? [] : skipStage1Moves(c, (r) => !c.cameIntoPlayThisTurn(r)))

/** swsh1-180. An Item: evolve a Basic Pokémon straight into the Stage 2 from the hand. */
export const RARE_CANDY = trainer('item', {
  id: 'swsh1-180',
  name: 'Rare Candy',
  text:
    'Choose 1 of your Basic Pokémon in play and a Stage 2 card in your hand that evolves from it (through its ' +
    'Stage 1), and put the Stage 2 card on it, skipping the Stage 1. Not during your first turn, and not on a Basic ' +
    'Pokémon put into play this turn. You can play this only if you have such a pair.',
  canPlay: (c) => moves(c).length > 0,
  *play(c) {
    yield* evolveSkippingStage1(c, moves(c))
  },
})

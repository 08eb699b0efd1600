/** Test helpers for the Rebel Clash card tests: the shared harness on the app's cards, Sword & Shield rules (the rule set of its decks). */
import { cardHarness } from '../../testing'
import { SV_ENERGY } from '../../sve'
export { active, bench, top, pile, energyOf } from '../../../engine/testing/read'
export { menu } from '../../../engine/testing/menu'

/** Basic Energy ids (sve): the theme decks' Sun & Moon basic Energy maps to these. */
export const E = SV_ENERGY

/** The id of swsh2 card number n. */
export const swsh2 = (n: number): string => `swsh2-${n}`

/** Scenario drivers under Sword & Shield rules unless told; decks and Prize piles get Fire Energy as filler. */
export const { engine, game } = cardHarness(E.fire, { rules: 'swsh' })

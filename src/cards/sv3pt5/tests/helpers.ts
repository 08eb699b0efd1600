/** Test helpers for the Scarlet & Violet—151 card tests: the shared harness on the app's cards, modern rules. */
import { cardHarness } from '../../testing'
import { SV_ENERGY } from '../../sve'
export { active, bench, top, pile, energyOf } from '../../../engine/testing/read'
export { menu } from '../../../engine/testing/menu'

/** Basic Energy ids (sve). */
export const E = SV_ENERGY

/** The id of sv3pt5 card number n. */
export const sv = (n: number): string => `sv3pt5-${n}`

/** Scenario drivers under modern rules unless told; decks and Prize piles get Fire Energy as filler. */
export const { engine, game } = cardHarness(E.fire, { rules: 'modern' })

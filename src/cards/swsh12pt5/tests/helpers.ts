/** Test helpers for the Crown Zenith card tests: the shared harness on the app's cards, Sword & Shield rules (the rule set of its decks). */
import { cardHarness } from '../../testing'
import { SV_ENERGY } from '../../sve'
export { active, bench, top, pile, energyOf } from '../../../engine/testing/read'
export { menu } from '../../../engine/testing/menu'

/** Basic Energy ids (sve; Crown Zenith's own basic Energy prints reuse them). */
export const E = SV_ENERGY

/** The id of swsh12pt5 card number n. */
export const crz = (n: number): string => `swsh12pt5-${n}`

/** Scenario drivers under Sword & Shield rules unless told; decks and Prize piles get Fire Energy as filler. */
export const { engine, game } = cardHarness(E.fire, { rules: 'swsh' })

/**
 * Test helpers for the EX Sandstorm card tests: the shared harness on the app's cards, under the EX-era rules
 * (`ex2003`, the rule set of its decks).
 */
import { cardHarness } from '../../testing'
export { active, bench, top, pile, energyOf, stackOf } from '../../../engine/testing/read'
export { menu } from '../../../engine/testing/menu'

/**
 * Basic Energy ids for the tests. EX Sandstorm prints none (its theme decks play EX Ruby & Sapphire's); a basic
 * Energy card of any set is the same card to the rules, so the tests use Base Set's, and its Double Colorless Energy
 * where they need a Special Energy card. Base Set prints no Metal Energy: the basic one is the Scarlet & Violet print.
 */
export const E = {
  dce: 'base1-96',
  fighting: 'base1-97',
  fire: 'base1-98',
  grass: 'base1-99',
  lightning: 'base1-100',
  psychic: 'base1-101',
  water: 'base1-102',
  metal: 'sve-8',
} as const

/** The id of ex2 card number n. */
export const ss = (n: number): string => `ex2-${n}`

/** Scenario drivers under the EX-era rules unless told; decks and Prize piles get Fire Energy as filler. */
export const { engine, game } = cardHarness(E.fire, { rules: 'ex2003' })

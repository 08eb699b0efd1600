/** The rules tests' harness (src/engine/testing) on their card pool (./cards.ts). */
import { fill, harness } from '../testing/harness'
import { rulesEngine } from './cards'

/**
 * A side without a `deck` gets 10 inert cards (Omanyte, a Restored Pokémon that offers no action from hand), so turns
 * can pass without decking out.
 */
export const FILLER: string[] = fill(10, 'restored')

export const { engine, game, playSetup } = harness(rulesEngine(), { deck: FILLER })
export { actionLabels, isAction } from '../testing/menu'
export { defsOf } from '../testing/read'
export { mono } from '../testing/setup-play'

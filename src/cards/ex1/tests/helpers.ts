/** Test helpers for the EX Ruby & Sapphire card tests: the shared harness on the app's cards, EX-era rules. */
import { cardHarness } from '../../testing'
export type { PokemonSpec } from '../../../engine/testing/scenario'
export { active, bench, top, pile, energyOf } from '../../../engine/testing/read'
export { menu, attack, canPlay, actionLabels } from '../../../engine/testing/menu'

/** The id of ex1 card number n. */
export const rs = (n: number): string => `ex1-${n}`

/** EX Ruby & Sapphire's basic Energy (ex1-104 … ex1-109). */
export const E = {
  grass: rs(104),
  fighting: rs(105),
  water: rs(106),
  psychic: rs(107),
  fire: rs(108),
  lightning: rs(109),
} as const

/** Scenario drivers under the EX-era rules (the rule set of its decks); decks and Prize piles get Fire Energy. */
export const { engine, game } = cardHarness(E.fire, { rules: 'ex2003' })

/**
 * Every card set the app ships, one line each (in the order they were added; the card database keeps this order).
 * Everything else is derived from this list: the card database (registry.ts), the deck catalogue (decks/),
 * the new-game screen's groups, the card gallery, the simulation deck sources and the CI fuzz gates.
 * Adding a set: docs/cards.md.
 */
import { BASE1_SET } from './base1'
import { SV3PT5_SET } from './sv3pt5'
import { SVE_SET } from './sve'
import { SWSH1_SET } from './swsh1'
import { SWSH2_SET } from './swsh2'
import { SWSH12PT5_SET } from './swsh12pt5'
import { EX2_SET } from './ex2'
import { EX1_SET } from './ex1'
import type { CardSet } from './set'

export type { AbilityTerm, CardSet, FuzzGate } from './set'

export const SETS: readonly CardSet[] = [
  BASE1_SET,
  SV3PT5_SET,
  SVE_SET,
  SWSH1_SET,
  SWSH2_SET,
  SWSH12PT5_SET,
  EX2_SET,
  EX1_SET,
]

/** The sets newest first (the order players are offered their decks in); sets of one year keep list order. */
export const SETS_NEWEST_FIRST: readonly CardSet[] = SETS.map((s, i) => ({ s, i }))
  .sort((a, b) => b.s.released - a.s.released || a.i - b.i)
  .map(({ s }) => s)

/**
 * The set whose decks the AI ladder, its benchmarks and its weight fits play by default (docs/ai.md): changing it
 * moves every published figure.
 */
export const LADDER_SET: CardSet = BASE1_SET

export function setById(id: string): CardSet | undefined {
  return SETS.find((s) => s.id === id)
}

/**
 * The id of the card printed as `number` in the set deck lists call `code` (`BS 63` is Base Set's Squirtle): how
 * code outside src/cards names a particular printing without naming a set id. Throws for an unknown code.
 */
export function cardIdByCode(code: string, number: number | string): string {
  const set = SETS.find((s) => s.code === code)
  if (!set) throw new Error(`No set of src/cards/sets.ts has the deck-list code "${code}"`)
  return `${set.id}-${number}`
}

/** The set a card id belongs to (card ids are `<set id>-<number>`), or undefined for a card of no set. */
export function setOfCard(cardId: string): CardSet | undefined {
  const dash = cardId.lastIndexOf('-')
  return dash > 0 ? setById(cardId.slice(0, dash)) : undefined
}

/** The sets a list of card ids draws from, in list order (what a game with these decks must load). */
export function setsOfCards(cardIds: Iterable<string>): CardSet[] {
  const ids = new Set<string>()
  for (const id of cardIds) {
    const set = setOfCard(id)
    if (!set) throw new Error(`Card "${id}" belongs to no set of src/cards/sets.ts`)
    ids.add(set.id)
  }
  return SETS.filter((s) => ids.has(s.id))
}

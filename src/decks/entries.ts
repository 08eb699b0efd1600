/**
 * A deck as the deck builder, import and export hold it: card ids with counts, in the player's order. The engine
 * deals a flat list of card ids (`cardIdsOf`); a prebuilt deck is such a list (`entriesOf`).
 */
import type { CardDb, CardDef } from '../engine'

/**
 * The most cards a player's deck list may hold: a deck being built may go over its rule set's size (the builder says
 * so), but a stored deck never holds more (src/store/decks/deck-record.ts), so an import keeps no more either.
 */
export const MAX_LIST_CARDS = 200

/** One line of a deck: a card (its id, `<set id>-<number>`) and how many copies of it. */
export interface DeckEntry {
  cardId: string
  count: number
}

/** The entries of a flat list of card ids: one per id, in the order ids first appear. */
export function entriesOf(cardIds: readonly string[]): DeckEntry[] {
  const counts = new Map<string, number>()
  for (const id of cardIds) counts.set(id, (counts.get(id) ?? 0) + 1)
  return [...counts].map(([cardId, count]) => ({ cardId, count }))
}

/** The flat list of card ids the engine deals (`newGame`'s `decks`), each entry's copies together. */
export function cardIdsOf(entries: readonly DeckEntry[]): string[] {
  return entries.flatMap((e) => Array.from({ length: Math.max(0, e.count) }, () => e.cardId))
}

/** How many cards the entries hold. */
export function deckSize(entries: readonly DeckEntry[]): number {
  return entries.reduce((n, e) => n + Math.max(0, e.count), 0)
}

/**
 * The entries with `cardId` at `count` copies (0 or less removes it; a new card is added at the end). Entries of
 * the same card are merged, so the result has each card once. Never changes its input.
 */
export function withCount(entries: readonly DeckEntry[], cardId: string, count: number): DeckEntry[] {
  const merged = entriesOf(cardIdsOf(entries))
  const i = merged.findIndex((e) => e.cardId === cardId)
  if (i < 0) return count > 0 ? [...merged, { cardId, count }] : merged
  return count > 0 ? merged.map((e, j) => (j === i ? { cardId, count } : e)) : merged.filter((_, j) => j !== i)
}

/** The entries with `n` more copies of `cardId` (negative: fewer). */
export function addCopies(entries: readonly DeckEntry[], cardId: string, n = 1): DeckEntry[] {
  const now = entries.filter((e) => e.cardId === cardId).reduce((k, e) => k + e.count, 0)
  return withCount(entries, cardId, now + n)
}

/** The part of a deck list a card is listed in (deck lists' sections: Pokémon, Trainer, Energy). */
export type DeckSection = 'pokemon' | 'trainer' | 'energy'

export const SECTIONS: readonly DeckSection[] = ['pokemon', 'trainer', 'energy']

/** Its heading in a deck list, as Pokémon TCG Live writes it. */
export const SECTION_TITLE: Record<DeckSection, string> = { pokemon: 'Pokémon', trainer: 'Trainer', energy: 'Energy' }

/** A Trainer played as a Pokémon (Clefairy Doll, a Fossil) is still a Trainer card. */
export const sectionOf = (def: CardDef): DeckSection => def.kind

export interface DeckGroup {
  section: DeckSection
  entries: DeckEntry[]
  /** The copies of its cards together. */
  total: number
}

/**
 * The deck grouped as Pokémon / Trainer / Energy (always the three, in that order, each keeping the entries'
 * order), with totals; cards the database does not know are left out (validation names them).
 */
export function groupBySection(db: CardDb, entries: readonly DeckEntry[]): DeckGroup[] {
  return SECTIONS.map((section) => {
    const mine = entries.filter((e) => db.has(e.cardId) && sectionOf(db.get(e.cardId)) === section)
    return { section, entries: mine, total: deckSize(mine) }
  })
}

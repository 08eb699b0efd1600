/**
 * Deck list export in the Pokémon TCG Live format: a section per card kind with its count (`Pokémon: 12`), a line
 * per card (`4 Charmander MEW 4`, `12 Basic {R} Energy SVE 2`), a blank line between sections and `Total Cards: 60`.
 * importDeckList reads it back to the same cards.
 */
import type { CardDb } from '../engine'
import { deckListName } from './energy-names'
import { deckSize, groupBySection, SECTION_TITLE, type DeckEntry } from './entries'
import { codeOfSet } from './set-codes'

/** One card's line: count, name, then the set's deck-list code and the card's number when it has them. */
export function exportLine(db: CardDb, entry: DeckEntry): string {
  const def = db.get(entry.cardId)
  const code = def.set !== undefined ? codeOfSet(def.set) : undefined
  const where = code && def.number !== undefined ? ` ${code} ${def.number}` : ''
  return `${entry.count} ${deckListName(def)}${where}`
}

/**
 * The entries exportDeckList leaves out: cards the database does not know (a set this version does not have), which
 * it cannot name. The player is told which (ExportDialog), so no card leaves the list silently.
 */
export function unnamedEntries(db: CardDb, entries: readonly DeckEntry[]): DeckEntry[] {
  return entries.filter((e) => e.count > 0 && !db.has(e.cardId))
}

/**
 * The deck as Pokémon TCG Live writes it (sections without cards are left out; lines end with `\n`). Entries of a
 * card the database does not know are left out too (`unnamedEntries` lists them).
 */
export function exportDeckList(db: CardDb, entries: readonly DeckEntry[]): string {
  const known = entries.filter((e) => db.has(e.cardId) && e.count > 0)
  const blocks = groupBySection(db, known)
    .filter((g) => g.total > 0)
    .map((g) => [`${SECTION_TITLE[g.section]}: ${g.total}`, ...g.entries.map((e) => exportLine(db, e))].join('\n'))
  return [...blocks, `Total Cards: ${deckSize(known)}`].join('\n\n') + '\n'
}

/** A file name for the downloaded list: the deck's name in safe characters, `.txt`. */
export function exportFileName(deckName: string): string {
  const safe = deckName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  return `${safe || 'deck'}.txt`
}

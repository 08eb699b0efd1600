/**
 * Decks: the framework-free logic behind the deck builder, deck import/export and games with players' own decks
 * (docs/decks.md). No React, no storage: the UI keeps decks where it likes and calls these.
 *
 * A deck is `DeckEntry[]` (card id + count, in the player's order). `cardIdsOf(entries)` is the flat list the
 * engine's `newGame` deals; `entriesOf(ids)` turns a prebuilt deck (`ThemeDeck.cards`) into entries.
 *
 * - **Editing**: `withCount`, `addCopies`, `deckSize`; `groupBySection(db, entries)` → Pokémon / Trainer / Energy
 *   with totals; `copyLimit(def, rules)` (how many copies of a card a deck may hold) and `copiesOfName`.
 * - **Validation** for the rule set the deck is for: `validateEntries(db, entries, rules)` →
 *   `{ ok, problems, deckWide, byCard }`. Each `DeckProblem` is `{ kind, rule, message, cardIds?, name?, count?,
 *   limit? }`: `byCard.get(cardId)` lists what to show next to a card, `deckWide` the rest (size, no Basic). The
 *   messages are the ones the engine's newGame refuses an illegal deck with.
 * - **Import**: `await importDeckList(text, { rules })` (loads every set's cards) or `resolveDeckList(text, cards)`
 *   on definitions already loaded → `{ entries, lines, problems }`: `lines` says how each line resolved
 *   (`exact`, `set`, `name`, `energy`), `problems` every line that did not with its `reason` (`unknown-card`,
 *   `missing-set` with `setName`, `count`, `malformed`, `total`) and a `message`. `parseDeckList(text)` reads the
 *   lines without card data.
 * - **Export**: `exportDeckList(db, entries)` → the Pokémon TCG Live text; `unnamedEntries(db, entries)` the cards it
 *   leaves out (unknown to the database); `exportFileName(deckName)` for a download.
 * - **Random decks**: `randomLegalDeck(randomDeckPool(cards, set), rng, rules)`: a random legal deck of a set's cards
 *   (or any cards), for the fuzzer, the arena and a "surprise me".
 * - **Card pool**: `cardLegalIn(def, rules)`: may a deck for a rule set hold the card (its era or older, or basic
 *   Energy; `RULEBOOK_YEAR` orders the rule sets).
 * - **Set codes**: `ourSetByCode('MEW')`, `setNameByCode('PAL')`, `codeOfSet(setId)`.
 */
export {
  addCopies,
  cardIdsOf,
  deckSize,
  entriesOf,
  groupBySection,
  MAX_LIST_CARDS,
  SECTIONS,
  SECTION_TITLE,
  sectionOf,
  withCount,
} from './entries'
export type { DeckEntry, DeckGroup, DeckSection } from './entries'
export { copiesOfName, copyLimit, validateEntries } from './validate'
export type { DeckProblem, DeckProblemKind, DeckValidation } from './validate'
export { importDeckList, resolveDeckList } from './import'
export type { DeckImport, ImportedLine, ImportMatch, ImportOptions, ImportProblem, ImportReason } from './import'
export { normalizeName, parseDeckList } from './parse'
export type { ParsedLine } from './parse'
export { exportDeckList, exportFileName, exportLine, unnamedEntries } from './export'
export { basicEnergyType, deckListName } from './energy-names'
export { codeOfSet, KNOWN_SET_CODES, ourSetByCode, setNameByCode } from './set-codes'
export { randomDeckPool, randomLegalDeck } from './random-deck'
export { cardLegalIn, RULEBOOK_YEAR } from './legal'

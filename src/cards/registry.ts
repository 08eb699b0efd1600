/**
 * The card database for the engine, built from the sets of src/cards/sets.ts. `loadCards`/`loadCardDb` fetch
 * each set's definitions (one chunk per set) only when asked, and only once.
 *
 * Interim: `ALL_CARDS` and `cardDb()` below still import every set's cards statically for the game store, the AI
 * worker and the table, until they load the sets a game needs (issue 13, lazy loading). A test
 * (sets.test.ts) checks that this list holds exactly the cards of SETS.
 */
import { makeCardDb, type CardDb, type CardDef } from '../engine'
import { SETS } from './sets'
import type { CardSet } from './set'
import { CARDS as BASE1 } from './base1/cards'
import { CARDS as SV3PT5 } from './sv3pt5/cards'
import { CARDS as SVE } from './sve/cards'

export const ALL_CARDS: CardDef[] = [...BASE1, ...SV3PT5, ...SVE]

let db: CardDb | null = null
export function cardDb(): CardDb {
  db ??= makeCardDb(ALL_CARDS)
  return db
}

const loading = new Map<string, Promise<readonly CardDef[]>>()

/** The card definitions of one set, fetched once. */
export function loadSet(set: CardSet): Promise<readonly CardDef[]> {
  let p = loading.get(set.id)
  if (!p) {
    p = set.cards()
    // A failed fetch (offline without the chunk, an update in another tab) may be retried later.
    p.catch(() => loading.delete(set.id))
    loading.set(set.id, p)
  }
  return p
}

/** The cards of the given sets (every set by default), in the order of SETS. */
export async function loadCards(sets: readonly CardSet[] = SETS): Promise<CardDef[]> {
  const wanted = SETS.filter((s) => sets.some((w) => w.id === s.id))
  return (await Promise.all(wanted.map(loadSet))).flat()
}

const dbs = new Map<string, Promise<CardDb>>()

/** A card database of the given sets (every set by default); the same object for the same sets. */
export function loadCardDb(sets: readonly CardSet[] = SETS): Promise<CardDb> {
  const key = SETS.filter((s) => sets.some((w) => w.id === s.id))
    .map((s) => s.id)
    .join(' ')
  let p = dbs.get(key)
  if (!p) {
    p = loadCards(sets).then(makeCardDb)
    p.catch(() => dbs.delete(key))
    dbs.set(key, p)
  }
  return p
}

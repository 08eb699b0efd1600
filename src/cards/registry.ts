/**
 * The card database, built from the sets of src/cards/sets.ts. Each set's definitions are a chunk of their own,
 * fetched only when asked (`loadSet`, `loadCards`, `loadCardDb`) and only once: a game loads the sets of its decks,
 * the gallery every set. Nothing here imports a set's cards statically, so neither does the start screen.
 *
 * `cardDb()` is the database of every set loaded so far, for code that reads card definitions while drawing a game
 * whose sets are already loaded (the table's `defOf`); it refuses a card whose set has not been fetched.
 */
import { makeCardDb, type CardDb, type CardDef } from '../engine'
import { SETS } from './sets'
import type { CardSet } from './set'

const loading = new Map<string, Promise<readonly CardDef[]>>()
const loaded = new Map<string, readonly CardDef[]>()
let merged: CardDb = makeCardDb([])

/** Every card of the sets loaded so far, in the order of SETS. */
export function loadedCards(): CardDef[] {
  return SETS.flatMap((s) => loaded.get(s.id) ?? [])
}

/** The card definitions of one set, fetched once. */
export function loadSet(set: CardSet): Promise<readonly CardDef[]> {
  let p = loading.get(set.id)
  if (!p) {
    p = set.cards().then((cards) => {
      loaded.set(set.id, cards)
      merged = makeCardDb(loadedCards())
      return cards
    })
    // A failed fetch (offline without the chunk, an update in another tab) may be retried later.
    p.catch(() => loading.delete(set.id))
    loading.set(set.id, p)
  }
  return p
}

const listed = (sets: readonly CardSet[]): CardSet[] => SETS.filter((s) => sets.some((w) => w.id === s.id))

/** The cards of the given sets (every set by default), in the order of SETS. */
export async function loadCards(sets: readonly CardSet[] = SETS): Promise<CardDef[]> {
  return (await Promise.all(listed(sets).map(loadSet))).flat()
}

const dbs = new Map<string, Promise<CardDb>>()

/** A card database of the given sets (every set by default); the same object for the same sets. */
export function loadCardDb(sets: readonly CardSet[] = SETS): Promise<CardDb> {
  const key = listed(sets)
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

const live: CardDb = {
  get(id) {
    if (!merged.has(id)) throw new Error(`Unknown card id ${id}, or its set's cards are not loaded yet`)
    return merged.get(id)
  },
  has: (id) => merged.has(id),
  byName: (name) => merged.byName(name),
}

/** The database of every set loaded so far (one object, growing as sets load). */
export function cardDb(): CardDb {
  return live
}

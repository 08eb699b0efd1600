/**
 * Where the player's decks are kept: IndexedDB database "coinflip-decks" (apart from the game save's "coinflip"),
 * object store "decks" keyed by deck id, and "aside" for records that could not be read, kept whole under
 * `<id or key>@<time>` so nothing is lost. `memoryDecks()` is the same interface over Maps (tests, and browsers
 * where IndexedDB is blocked: decks then last for the session).
 */
import type { SavedDeck } from './deck-record'
import { idbConnection, idbRequest } from '../idb-connection'

export const DECKS_DB = 'coinflip-decks'
export const DECKS_DB_VERSION = 1
const DECKS = 'decks'
const ASIDE = 'aside'

export interface StoredEntry {
  key: string
  value: unknown
}

export interface DeckStorage {
  /** Every stored record, raw (the caller parses them). May reject when storage is unavailable. */
  all(): Promise<StoredEntry[]>
  put(deck: SavedDeck): Promise<void>
  remove(id: string): Promise<void>
  /** Move the record under `key` to the aside store (kept, not shown); returns its aside key. */
  setAside(key: string, value: unknown): Promise<string>
  /** Keys of records set aside. */
  asideKeys(): Promise<string[]>
  /** Whether decks outlive the page (false: a memory store). */
  persistent: boolean
  /**
   * Called once when this page lets go of the database because a newer version of Coinflip opened it in another
   * tab (`versionchange`); every later operation then fails with the same sentence.
   */
  onLost?(listener: (message: string) => void): void
  /**
   * Called when another tab has written a deck (`put`, the record as written, raw) or removed one (`removed`, its
   * id), so a page never goes on editing a deck from before another tab's change and writes over it.
   */
  onChanged?(listener: (change: DeckChange) => void): void
}

/** A change another tab made to the stored decks. */
export type DeckChange = { put: unknown } | { removed: string }

/** Why this page no longer reads or writes decks (a newer version upgraded the database in another tab). */
export const DECKS_SUPERSEDED =
  'A newer version of Coinflip opened your decks in another tab: reload this page to keep editing them'

let asideCount = 0
const asideKey = (key: string) => `${key.slice(0, 80)}@${Date.now()}-${asideCount++}`

/**
 * Decks in IndexedDB. Writes are queued, so an older edit never lands after a newer one. When a newer version asks
 * for the database (`versionchange`), the connection is closed at once, so that tab's upgrade is never blocked by
 * this one, and every later operation here fails with DECKS_SUPERSEDED (`onLost` is told), like the game's saves
 * (src/store/match/save-storage.ts).
 */
export function idbDecks(
  factory: IDBFactory,
  name = DECKS_DB,
  version = DECKS_DB_VERSION,
  /** The BroadcastChannel other tabs of the same database are told about each write on (none: not told). */
  changes: string | null = null,
): DeckStorage {
  const superseded = () => new Error(DECKS_SUPERSEDED)
  const idb = idbConnection({ factory, name, version, stores: [DECKS, ASIDE], superseded })
  const run = <T>(mode: IDBTransactionMode, f: (t: IDBTransaction) => Promise<T>): Promise<T> =>
    idb.run([DECKS, ASIDE], mode, f)
  const channel = changes !== null && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(changes) : null
  const tell = (change: DeckChange) => {
    try {
      channel?.postMessage(change)
    } catch {
      // a channel that cannot send: the other tabs see the change at their next load
    }
  }
  return {
    persistent: true,
    all: () =>
      run('readonly', async (t) => {
        const s = t.objectStore(DECKS)
        const [keys, values] = await Promise.all([idbRequest(s.getAllKeys()), idbRequest(s.getAll())])
        return keys.map((k, i) => ({ key: String(k), value: values[i] as unknown }))
      }),
    put: async (deck) => {
      await run('readwrite', async (t) => void (await idbRequest(t.objectStore(DECKS).put(deck, deck.id))))
      tell({ put: deck })
    },
    remove: async (id) => {
      await run('readwrite', async (t) => void (await idbRequest(t.objectStore(DECKS).delete(id))))
      tell({ removed: id })
    },
    setAside: (key, value) =>
      run('readwrite', async (t) => {
        const k = asideKey(key)
        await idbRequest(t.objectStore(ASIDE).put(value, k))
        await idbRequest(t.objectStore(DECKS).delete(key))
        return k
      }),
    asideKeys: () => run('readonly', async (t) => (await idbRequest(t.objectStore(ASIDE).getAllKeys())).map(String)),
    onLost: (listener) => idb.onLost((e) => listener(e.message)),
    onChanged: (listener) =>
      channel?.addEventListener('message', (e: MessageEvent<DeckChange>) => {
        if (typeof e.data === 'object' && e.data !== null) listener(e.data)
      }),
  }
}

/** The same interface over Maps. */
export function memoryDecks(
  decks = new Map<string, unknown>(),
  aside = new Map<string, unknown>(),
): DeckStorage & { decks: Map<string, unknown>; aside: Map<string, unknown> } {
  return {
    decks,
    aside,
    persistent: false,
    all: async () => [...decks].map(([key, value]) => ({ key, value: structuredClone(value) })),
    put: async (deck) => void decks.set(deck.id, structuredClone(deck)),
    remove: async (id) => void decks.delete(id),
    setAside: async (key, value) => {
      const k = asideKey(key)
      aside.set(k, value)
      decks.delete(key)
      return k
    },
    asideKeys: async () => [...aside.keys()],
  }
}

/** IndexedDB when the browser has it, else a memory store. */
export function browserDecks(): DeckStorage {
  try {
    if (typeof indexedDB !== 'undefined') return idbDecks(indexedDB, DECKS_DB, DECKS_DB_VERSION, DECKS_DB)
  } catch {
    // blocked (some private modes)
  }
  return memoryDecks()
}

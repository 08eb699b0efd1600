/**
 * Where the player's decks are kept: IndexedDB database "coinflip-decks" (apart from the game save's "coinflip"),
 * object store "decks" keyed by deck id, and "aside" for records that could not be read, kept whole under
 * `<id or key>@<time>` so nothing is lost. `memoryDecks()` is the same interface over Maps (tests, and browsers
 * where IndexedDB is blocked: decks then last for the session).
 */
import type { SavedDeck } from './deck-record'

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
}

/** Why this page no longer reads or writes decks (a newer version upgraded the database in another tab). */
export const DECKS_SUPERSEDED =
  'A newer version of Coinflip opened your decks in another tab: reload this page to keep editing them'

const req = <T>(r: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result)
    r.onerror = () => reject(r.error ?? new Error('IndexedDB request failed'))
  })

function openDb(factory: IDBFactory, name: string, version: number): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    let gaveUp = false
    const r = factory.open(name, version)
    r.onupgradeneeded = () => {
      // Version 1 creates both stores; a later version adds its own steps here and keeps these records.
      for (const s of [DECKS, ASIDE]) if (!r.result.objectStoreNames.contains(s)) r.result.createObjectStore(s)
    }
    // Opened after all, once the blocking tab let go: the next operation opens it afresh.
    r.onsuccess = () => (gaveUp ? r.result.close() : resolve(r.result))
    r.onerror = () => reject(r.error ?? new Error('IndexedDB could not be opened'))
    r.onblocked = () => {
      gaveUp = true
      reject(new Error('IndexedDB is blocked by another tab'))
    }
  })
}

let asideCount = 0
const asideKey = (key: string) => `${key.slice(0, 80)}@${Date.now()}-${asideCount++}`

/**
 * Decks in IndexedDB. Writes are queued, so an older edit never lands after a newer one. When a newer version asks
 * for the database (`versionchange`), the connection is closed at once, so that tab's upgrade is never blocked by
 * this one, and every later operation here fails with DECKS_SUPERSEDED (`onLost` is told), like the game's saves
 * (src/store/match/save-storage.ts).
 */
export function idbDecks(factory: IDBFactory, name = DECKS_DB, version = DECKS_DB_VERSION): DeckStorage {
  let dbp: Promise<IDBDatabase> | null = null
  let superseded = false
  const lost = new Set<(message: string) => void>()
  const db = () => {
    dbp ??= openDb(factory, name, version).then(
      (d) => {
        d.onversionchange = () => {
          d.close()
          superseded = true
          dbp = null
          for (const l of lost) l(DECKS_SUPERSEDED)
        }
        return d
      },
      (e: unknown) => {
        dbp = null
        throw e
      },
    )
    return dbp
  }
  let queue: Promise<unknown> = Promise.resolve()
  const run = <T>(mode: IDBTransactionMode, f: (t: IDBTransaction) => Promise<T>): Promise<T> => {
    const p = queue.then(async () => {
      if (superseded) throw new Error(DECKS_SUPERSEDED)
      const tx = (await db()).transaction([DECKS, ASIDE], mode)
      const done = new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve()
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'))
        tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'))
      })
      const result = await f(tx)
      await done
      return result
    })
    queue = p.catch(() => undefined)
    return p
  }
  return {
    persistent: true,
    all: () =>
      run('readonly', async (t) => {
        const s = t.objectStore(DECKS)
        const [keys, values] = await Promise.all([req(s.getAllKeys()), req(s.getAll())])
        return keys.map((k, i) => ({ key: String(k), value: values[i] as unknown }))
      }),
    put: (deck) => run('readwrite', async (t) => void (await req(t.objectStore(DECKS).put(deck, deck.id)))),
    remove: (id) => run('readwrite', async (t) => void (await req(t.objectStore(DECKS).delete(id)))),
    setAside: (key, value) =>
      run('readwrite', async (t) => {
        const k = asideKey(key)
        await req(t.objectStore(ASIDE).put(value, k))
        await req(t.objectStore(DECKS).delete(key))
        return k
      }),
    asideKeys: () => run('readonly', async (t) => (await req(t.objectStore(ASIDE).getAllKeys())).map(String)),
    onLost: (listener) => void lost.add(listener),
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
    if (typeof indexedDB !== 'undefined') return idbDecks(indexedDB)
  } catch {
    // blocked (some private modes)
  }
  return memoryDecks()
}

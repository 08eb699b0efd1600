/**
 * Where saved games are kept: the storage adapter. One record in IndexedDB (database "coinflip", object store
 * "saves", key "current"); a record that cannot be used is moved aside (kept under "corrupt-<time>-<n>", never
 * deleted). A tiny promise wrapper over IndexedDB, no library; `memorySaves()` is the same interface over a Map
 * (tests, browsers with IndexedDB blocked). The adapter stores what it is given: what a record is lives in
 * save-record.ts, when one is written and how it is checked in save-slot.ts.
 */
import type { SaveRecord } from './save-record'

export const SAVE_DB = 'coinflip'
export const SAVE_STORE = 'saves'
export const CURRENT_KEY = 'current'

export interface SaveStorage {
  /** The raw current record, or null when there is none. May reject when storage is unavailable. */
  load(): Promise<unknown>
  save(record: SaveRecord): Promise<void>
  clear(): Promise<void>
  /** Keep `raw` under another key (so nothing is lost) and remove the current save. Returns that key. */
  moveAside(raw: unknown): Promise<string>
  /** Keys of saves moved aside, oldest first. */
  asideKeys(): Promise<string[]>
}

// ---------- IndexedDB ----------

const req = <T>(r: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result)
    r.onerror = () => reject(r.error ?? new Error('IndexedDB request failed'))
  })

function openDb(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const r = factory.open(name, 1)
    r.onupgradeneeded = () => {
      if (!r.result.objectStoreNames.contains(SAVE_STORE)) r.result.createObjectStore(SAVE_STORE)
    }
    r.onsuccess = () => resolve(r.result)
    r.onerror = () => reject(r.error ?? new Error('IndexedDB could not be opened'))
    r.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'))
  })
}

/** Saves in IndexedDB. Writes are queued, so an older save never lands after a newer one. */
export function idbSaves(factory: IDBFactory, name = SAVE_DB): SaveStorage {
  let dbp: Promise<IDBDatabase> | null = null
  const db = () => {
    dbp ??= openDb(factory, name).catch((e: unknown) => {
      dbp = null
      throw e
    })
    return dbp
  }
  let queue: Promise<unknown> = Promise.resolve()
  const run = <T>(mode: IDBTransactionMode, f: (s: IDBObjectStore) => Promise<T>): Promise<T> => {
    const p = queue.then(async () => {
      const d = await db()
      const tx = d.transaction(SAVE_STORE, mode)
      const done = new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve()
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'))
        tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'))
      })
      const result = await f(tx.objectStore(SAVE_STORE))
      await done
      return result
    })
    queue = p.catch(() => undefined)
    return p
  }
  return {
    load: () => run('readonly', async (s) => (await req(s.get(CURRENT_KEY))) ?? null),
    save: (record) => run('readwrite', async (s) => void (await req(s.put(record, CURRENT_KEY)))),
    clear: () => run('readwrite', async (s) => void (await req(s.delete(CURRENT_KEY)))),
    moveAside: (raw) =>
      run('readwrite', async (s) => {
        const key = asideKey()
        await req(s.put(raw, key))
        await req(s.delete(CURRENT_KEY))
        return key
      }),
    asideKeys: () =>
      run('readonly', async (s) => {
        const keys = await req(s.getAllKeys())
        return keys
          .map(String)
          .filter((k) => k.startsWith('corrupt-'))
          .sort()
      }),
  }
}

let asideCount = 0
const asideKey = () => `corrupt-${Date.now()}-${asideCount++}`

/** The same interface over a Map: for tests and for browsers where IndexedDB is unavailable (nothing persists). */
export function memorySaves(map = new Map<string, unknown>()): SaveStorage & { map: Map<string, unknown> } {
  return {
    map,
    load: async () => structuredClone(map.get(CURRENT_KEY) ?? null),
    save: async (record) => void map.set(CURRENT_KEY, structuredClone(record)),
    clear: async () => void map.delete(CURRENT_KEY),
    moveAside: async (raw) => {
      const key = asideKey()
      map.set(key, raw)
      map.delete(CURRENT_KEY)
      return key
    },
    asideKeys: async () => [...map.keys()].filter((k) => k.startsWith('corrupt-')).sort(),
  }
}

/** IndexedDB when the browser has it, else a memory store. */
export function browserSaves(): SaveStorage {
  try {
    if (typeof indexedDB !== 'undefined') return idbSaves(indexedDB)
  } catch {
    // blocked (some private modes)
  }
  return memorySaves()
}

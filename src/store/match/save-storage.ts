/**
 * Where saved games are kept: the storage adapter. One record in IndexedDB (database "coinflip", object store
 * "saves", key "current"); a record that cannot be used is moved aside (kept under "corrupt-<time>-<n>", never
 * deleted). A tiny promise wrapper over IndexedDB, no library; `memorySaves()` is the same interface over a Map
 * (tests, browsers with IndexedDB blocked). The adapter stores what it is given, with one check: a write lands only
 * over the record it follows (`follows`), read in the same transaction, so a tab never replaces a save it has not
 * seen (another tab's move or new game). What a record is lives in save-record.ts, when one is written and how it
 * is checked in save-slot.ts.
 */
import type { SaveProblem } from '../game-contract'
import { revisionOf, type SaveRecord, type SaveRevision } from './save-record'
import { IdbBlocked, idbConnection, idbRequest } from '../idb-connection'

export const SAVE_DB = 'coinflip'
/** The database's version: a newer app may raise it (then this one stops saving and says so, never blocking it). */
export const SAVE_DB_VERSION = 1
export const SAVE_STORE = 'saves'
export const CURRENT_KEY = 'current'

/** A write or clear landed, or was refused because the slot holds `found` (null: nothing, or not a record). */
export type SaveOutcome = { ok: true } | { ok: false; found: SaveRevision | null }

/**
 * May `record` replace `stored`? Revision 0 (a new game, which the player chose to start) replaces anything;
 * revision n only revision n − 1 of the same game, so a record this tab has not seen is never overwritten.
 */
export function follows(stored: unknown, record: SaveRevision): boolean {
  if (record.revision === 0) return true
  const s = revisionOf(stored)
  return s !== null && s.gameId === record.gameId && s.revision === record.revision - 1
}

/** Is `stored` exactly `at` (nothing newer has landed since)? */
const isAt = (stored: unknown, at: SaveRevision) => {
  const s = revisionOf(stored)
  return s !== null && s.gameId === at.gameId && s.revision === at.revision
}
const refused = (stored: unknown): SaveOutcome => ({ ok: false, found: revisionOf(stored) })

export interface SaveStorage {
  /** The raw current record, or null when there is none. May reject when storage is unavailable. */
  load(): Promise<unknown>
  /** Write `record` if it `follows` the stored one (checked in the same transaction); else refuse, saying why. */
  save(record: SaveRecord): Promise<SaveOutcome>
  /** Remove the current record: only if it is still `at` when given (a finished game clears only itself). */
  clear(at?: SaveRevision): Promise<SaveOutcome>
  /** Keep `raw` under another key (so nothing is lost) and remove the current save. Returns that key. */
  moveAside(raw: unknown): Promise<string>
  /** Keys of saves moved aside, oldest first. */
  asideKeys(): Promise<string[]>
  /**
   * Be told when storage is taken away between operations: a newer version opened the database in another tab (this
   * one closed it at once so as not to block that upgrade, and saves no more).
   */
  onLost?(listener: (fault: StorageFault) => void): void
}

/**
 * Why storage failed, for the player: 'unavailable' (IndexedDB cannot be opened or used: blocked by the browser,
 * private mode, the store missing, full), 'blocked' (an older Coinflip tab holds the database open, so this version
 * cannot upgrade it), 'newer' (a newer Coinflip has upgraded the database: this version may not write to it).
 */
export type StorageFaultKind = NonNullable<SaveProblem>

/** A storage operation failed; `kind` says what the player can do about it. */
export class StorageFault extends Error {
  constructor(
    readonly kind: StorageFaultKind,
    message: string,
  ) {
    super(message)
    this.name = 'StorageFault'
  }
}

/** Any error of a storage operation as a StorageFault ('unavailable' unless it already says otherwise). */
export function faultOf(e: unknown): StorageFault {
  if (e instanceof StorageFault) return e
  if (e instanceof IdbBlocked) return new StorageFault('blocked', e.message)
  const name = e instanceof Error || e instanceof DOMException ? e.name : ''
  const message = e instanceof Error || e instanceof DOMException ? e.message : String(e)
  // VersionError: the database is at a higher version than this app opens (a newer Coinflip upgraded it).
  return new StorageFault(name === 'VersionError' ? 'newer' : 'unavailable', message)
}

// ---------- IndexedDB ----------

/**
 * Saves in IndexedDB. Writes are queued, so an older save never lands after a newer one. Every failure rejects with
 * a StorageFault. When a newer version asks for the database (`versionchange`), the connection is closed at once so
 * that tab's upgrade is never blocked, and this one fails every later operation as 'newer' (and tells `onLost`).
 */
export function idbSaves(factory: IDBFactory, name = SAVE_DB, version = SAVE_DB_VERSION): SaveStorage {
  const newer = () => new StorageFault('newer', 'A newer version of Coinflip opened its saves in another tab')
  const idb = idbConnection({ factory, name, version, stores: [SAVE_STORE], superseded: newer })
  const run = <T>(mode: IDBTransactionMode, f: (s: IDBObjectStore) => Promise<T>): Promise<T> =>
    idb
      .run(SAVE_STORE, mode, (t) => f(t.objectStore(SAVE_STORE)))
      .catch((e: unknown) => {
        throw faultOf(e)
      })
  return {
    load: () => run('readonly', async (s) => (await idbRequest(s.get(CURRENT_KEY))) ?? null),
    // The check and the write are one readwrite transaction: no other tab's write can land between them.
    save: (record) =>
      run('readwrite', async (s): Promise<SaveOutcome> => {
        const stored: unknown = await idbRequest(s.get(CURRENT_KEY))
        if (!follows(stored, record)) return refused(stored)
        await idbRequest(s.put(record, CURRENT_KEY))
        return { ok: true }
      }),
    clear: (at) =>
      run('readwrite', async (s): Promise<SaveOutcome> => {
        if (at) {
          const stored: unknown = await idbRequest(s.get(CURRENT_KEY))
          if (!isAt(stored, at)) return refused(stored)
        }
        await idbRequest(s.delete(CURRENT_KEY))
        return { ok: true }
      }),
    moveAside: (raw) =>
      run('readwrite', async (s) => {
        const key = asideKey()
        await idbRequest(s.put(raw, key))
        await idbRequest(s.delete(CURRENT_KEY))
        return key
      }),
    asideKeys: () =>
      run('readonly', async (s) => {
        const keys = await idbRequest(s.getAllKeys())
        return keys
          .map(String)
          .filter((k) => k.startsWith('corrupt-'))
          .sort()
      }),
    onLost: (listener) => idb.onLost(listener),
  }
}

let asideCount = 0
const asideKey = () => `corrupt-${Date.now()}-${asideCount++}`

/** The same interface over a Map: for tests and for browsers where IndexedDB is unavailable (nothing persists). */
export function memorySaves(map = new Map<string, unknown>()): SaveStorage & { map: Map<string, unknown> } {
  return {
    map,
    load: async () => structuredClone(map.get(CURRENT_KEY) ?? null),
    save: async (record) => {
      const stored = map.get(CURRENT_KEY)
      if (!follows(stored, record)) return refused(stored)
      map.set(CURRENT_KEY, structuredClone(record))
      return { ok: true }
    },
    clear: async (at) => {
      const stored = map.get(CURRENT_KEY)
      if (at && !isAt(stored, at)) return refused(stored)
      map.delete(CURRENT_KEY)
      return { ok: true }
    },
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

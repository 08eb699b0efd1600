/**
 * The saved game: one record in IndexedDB (database "coinflip", object store "saves", key "current"), written after
 * every accepted step. A game is saved as its setup and the responses so far (the engine's replay input), so a
 * resumed game is rebuilt by `engine.replay` and a tampered or damaged save is detected instead of trusted. A
 * fingerprint of the state JSON catches edits that still replay. A save that cannot be read is moved aside (kept
 * under "corrupt-<time>", never deleted) and reported.
 *
 * A tiny promise wrapper over IndexedDB, no library. `memorySaves()` is the same interface over a Map (tests,
 * browsers with IndexedDB blocked).
 */
import type { GameSetup, Response, RuleSetId } from '../engine'
import { AI_LEVELS, DEFAULT_LEVEL, type AiLevel, type GameConfig } from './game-contract'

export const SAVE_VERSION = 1
export const SAVE_DB = 'coinflip'
export const SAVE_STORE = 'saves'
export const CURRENT_KEY = 'current'

export interface SaveRecord {
  version: typeof SAVE_VERSION
  config: GameConfig
  setup: GameSetup
  responses: Response[]
  savedAt: number
  /** fingerprint(JSON of the state after the responses). */
  stateHash: string
}

export interface SaveStore {
  /** The raw current record, or null when there is none. May reject when storage is unavailable. */
  load(): Promise<unknown>
  save(record: SaveRecord): Promise<void>
  clear(): Promise<void>
  /** Keep `raw` under another key (so nothing is lost) and remove the current save. Returns that key. */
  moveAside(raw: unknown): Promise<string>
  /** Keys of saves moved aside, oldest first. */
  asideKeys(): Promise<string[]>
}

/** FNV-1a (32-bit) of a string, as 8 hex digits: cheap, enough to notice a changed state. */
export function fingerprint(text: string): string {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return (h >>> 0).toString(16).padStart(8, '0')
}

const RULES: RuleSetId[] = ['modern', 'classic1999', 'ex2003']
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v)
const isStrList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string')

/** Check the shape of a stored record. Returns the record, or a short reason it is unusable. */
export function parseSave(raw: unknown): SaveRecord | string {
  if (!isObj(raw)) return 'the save is not a game record'
  if (raw.version !== SAVE_VERSION) return `the save has an unknown version (${String(raw.version)})`
  const c = raw.config
  if (
    !isObj(c) ||
    typeof c.humanDeck !== 'string' ||
    typeof c.aiDeck !== 'string' ||
    !RULES.includes(c.rules as RuleSetId) ||
    !isInt(c.seed) ||
    (c.humanSeat !== 0 && c.humanSeat !== 1) ||
    (c.level !== undefined && !AI_LEVELS.includes(c.level as AiLevel))
  )
    return 'the game settings in the save are damaged'
  const s = raw.setup
  if (
    !isObj(s) ||
    !Array.isArray(s.decks) ||
    s.decks.length !== 2 ||
    !s.decks.every(isStrList) ||
    !isInt(s.seed) ||
    !RULES.includes(s.rules as RuleSetId)
  )
    return 'the decks in the save are damaged'
  if (
    !Array.isArray(raw.responses) ||
    !raw.responses.every((r) => isObj(r) && isInt(r.decision) && Array.isArray(r.picks) && r.picks.every(isInt))
  )
    return 'the moves in the save are damaged'
  if (typeof raw.savedAt !== 'number' || typeof raw.stateHash !== 'string') return 'the save is incomplete'
  // Saves from before levels: the computer played the default level.
  const config = { ...(c as unknown as GameConfig), level: (c.level as AiLevel | undefined) ?? DEFAULT_LEVEL }
  return { ...(raw as unknown as SaveRecord), config }
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
export function idbSaves(factory: IDBFactory, name = SAVE_DB): SaveStore {
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
export function memorySaves(map = new Map<string, unknown>()): SaveStore & { map: Map<string, unknown> } {
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
export function browserSaves(): SaveStore {
  try {
    if (typeof indexedDB !== 'undefined') return idbSaves(indexedDB)
  } catch {
    // blocked (some private modes)
  }
  return memorySaves()
}

/**
 * Is there a saved game that looks resumable? A cheap check for the start screen that loads neither the engine nor
 * the cards (only the shape is checked; `useGame.checkSaved` replays it). Never rejects.
 */
export async function peekSave(saves: SaveStore = browserSaves()): Promise<boolean> {
  try {
    return typeof parseSave(await saves.load()) !== 'string'
  } catch {
    return false
  }
}

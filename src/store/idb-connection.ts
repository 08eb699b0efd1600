/**
 * One IndexedDB connection for a storage adapter (the game's saves, the player's decks): opened on first use, its
 * operations queued so an older write never lands after a newer one, and let go at once when a newer version of
 * Coinflip asks for the database in another tab (`versionchange`), so that tab's upgrade is never blocked by this
 * one. After that every operation fails with the adapter's own "superseded" error, and its listeners are told.
 * A tiny promise wrapper, no library.
 */

/** An IndexedDB request as a promise. */
export const idbRequest = <T>(r: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result)
    r.onerror = () => reject(r.error ?? new Error('IndexedDB request failed'))
  })

/** An older tab holds the database open and does not let go. */
export class IdbBlocked extends Error {
  constructor() {
    super('IndexedDB is blocked by another tab')
    this.name = 'IdbBlocked'
  }
}

/** Opens `name` at `version`, creating the object stores it lacks (version 1 creates them all). */
export function openIdb(
  factory: IDBFactory,
  name: string,
  version: number,
  stores: readonly string[],
): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    let gaveUp = false
    const r = factory.open(name, version)
    r.onupgradeneeded = () => {
      // A later version adds its own steps here and keeps the records.
      for (const s of stores) if (!r.result.objectStoreNames.contains(s)) r.result.createObjectStore(s)
    }
    // Opened after all, once the blocking tab let go: the next operation opens it afresh.
    r.onsuccess = () => (gaveUp ? r.result.close() : resolve(r.result))
    r.onerror = () => reject(r.error ?? new Error('IndexedDB could not be opened'))
    // Give up for now (the player is told; a later operation opens again) instead of holding every write behind it.
    r.onblocked = () => {
      gaveUp = true
      reject(new IdbBlocked())
    }
  })
}

export interface IdbConnectionOptions<E extends Error> {
  factory: IDBFactory
  name: string
  version: number
  stores: readonly string[]
  /** The error every operation fails with once a newer version took the database. */
  superseded: () => E
}

export interface IdbConnection<E extends Error> {
  /** Runs `f` in one transaction over `stores`, after every operation queued before it; resolves once it commits. */
  run<T>(stores: string | string[], mode: IDBTransactionMode, f: (t: IDBTransaction) => Promise<T>): Promise<T>
  /** Called once when a newer version took the database, with the superseded error. */
  onLost(listener: (error: E) => void): void
}

export function idbConnection<E extends Error>(o: IdbConnectionOptions<E>): IdbConnection<E> {
  let dbp: Promise<IDBDatabase> | null = null
  let superseded = false
  const lost = new Set<(error: E) => void>()
  const db = () => {
    dbp ??= openIdb(o.factory, o.name, o.version, o.stores).then(
      (d) => {
        d.onversionchange = () => {
          d.close()
          superseded = true
          dbp = null
          for (const l of lost) l(o.superseded())
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
  const run = <T>(stores: string | string[], mode: IDBTransactionMode, f: (t: IDBTransaction) => Promise<T>) => {
    const p = queue.then(async () => {
      if (superseded) throw o.superseded()
      const tx = (await db()).transaction(stores, mode)
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
  return { run, onLost: (listener) => void lost.add(listener) }
}

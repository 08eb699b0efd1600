import { describe, expect, it } from 'vitest'
import { IDBFactory } from 'fake-indexeddb'
import {
  CURRENT_KEY,
  follows,
  idbSaves,
  memorySaves,
  SAVE_DB,
  SAVE_DB_VERSION,
  SAVE_STORE,
  StorageFault,
} from './save-storage'
import type { SaveRecord } from './save-record'
import { sampleRecord } from './testing/save-fixture'

const record: SaveRecord = sampleRecord()

describe('IndexedDB save storage', () => {
  it('round-trips a record through IndexedDB, in the order written', async () => {
    const saves = idbSaves(new IDBFactory())
    expect(await saves.load()).toBeNull()
    void saves.save({ ...record, savedAt: 1 })
    await saves.save(record)
    expect(await saves.load()).toEqual(record)
    await saves.clear()
    expect(await saves.load()).toBeNull()
  })

  it('moves a record aside instead of deleting it', async () => {
    const saves = idbSaves(new IDBFactory())
    await saves.save(record)
    const key = await saves.moveAside({ anything: 1 })
    expect(key).toMatch(/^corrupt-/)
    expect(await saves.load()).toBeNull()
    expect(await saves.asideKeys()).toEqual([key])
    expect(key).not.toBe(CURRENT_KEY)
  })

  for (const [name, make] of [
    ['IndexedDB', () => idbSaves(new IDBFactory())],
    ['memory', () => memorySaves()],
  ] as const)
    it(`${name}: a write lands only over the record it follows; a clear only over its own record`, async () => {
      const saves = make()
      expect(await saves.save({ ...record, revision: 1 })).toEqual({ ok: false, found: null })
      expect(await saves.save(record)).toEqual({ ok: true })
      expect(await saves.save({ ...record, revision: 1, savedAt: 5 })).toEqual({ ok: true })
      // A stale tab's revision 1, and a revision 2 of another game: refused, naming what is stored.
      expect(await saves.save({ ...record, revision: 1, savedAt: 6 })).toEqual({
        ok: false,
        found: { gameId: 'g1', revision: 1 },
      })
      expect(await saves.save({ ...record, gameId: 'g2', revision: 2 })).toMatchObject({ ok: false })
      expect(await saves.clear({ gameId: 'g1', revision: 0 })).toMatchObject({ ok: false })
      expect(await saves.load()).toMatchObject({ gameId: 'g1', revision: 1, savedAt: 5 })
      // A new game replaces anything (the player chose it).
      expect(await saves.save({ ...record, gameId: 'g3', savedAt: 7 })).toEqual({ ok: true })
      expect(await saves.clear({ gameId: 'g3', revision: 0 })).toEqual({ ok: true })
      expect(await saves.load()).toBeNull()
    })

  it('a save from before revisions is followed by revision 1 of its game', () => {
    const old = { ...record, gameId: undefined, revision: undefined }
    expect(follows(old, { gameId: 'before-revisions-123', revision: 1 })).toBe(true)
    expect(follows(old, { gameId: 'before-revisions-124', revision: 1 })).toBe(false)
    expect(follows({ junk: 1 }, { gameId: 'g1', revision: 1 })).toBe(false)
  })
})

describe('IndexedDB faults (issue 19: storage failures are not silent)', () => {
  /** Open `coinflip` at `version` in another "tab", with the saves store unless `store` is false. */
  const openOther = (factory: IDBFactory, version: number, store = true) =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const r = factory.open(SAVE_DB, version)
      r.onupgradeneeded = () => {
        if (store && !r.result.objectStoreNames.contains(SAVE_STORE)) r.result.createObjectStore(SAVE_STORE)
      }
      r.onsuccess = () => resolve(r.result)
      r.onerror = () => reject(r.error)
      r.onblocked = () => reject(new Error('blocked'))
    })
  const kindOf = (p: Promise<unknown>) =>
    p.then(
      () => 'ok',
      (e: unknown) => (e instanceof StorageFault ? e.kind : `not a fault: ${String(e)}`),
    )

  it("a newer version's database: every operation fails as 'newer'", async () => {
    const factory = new IDBFactory()
    ;(await openOther(factory, SAVE_DB_VERSION + 1)).close()
    const saves = idbSaves(factory)
    expect(await kindOf(saves.save(record))).toBe('newer')
    expect(await kindOf(saves.load())).toBe('newer')
  })

  it('a newer version opening the database is not blocked: this tab lets go, is told, and saves no more', async () => {
    const factory = new IDBFactory()
    const saves = idbSaves(factory)
    const lost: string[] = []
    saves.onLost!((f) => lost.push(f.kind))
    await saves.save(record)
    // Without the handler this open would wait (blocked) for as long as this tab stays open.
    const newer = await openOther(factory, SAVE_DB_VERSION + 1)
    expect(lost).toEqual(['newer'])
    expect(await kindOf(saves.save({ ...record, revision: 1 }))).toBe('newer')
    newer.close()
  })

  it("an older tab holding the database open: the upgrade fails as 'blocked', and works once it lets go", async () => {
    const factory = new IDBFactory()
    const older = await openOther(factory, SAVE_DB_VERSION) // an old build: no versionchange handler
    const saves = idbSaves(factory, SAVE_DB, SAVE_DB_VERSION + 1)
    expect(await kindOf(saves.save(record))).toBe('blocked')
    older.close()
    await new Promise((r) => setTimeout(r, 10))
    expect(await kindOf(saves.save(record))).toBe('ok')
    expect(await saves.load()).toEqual(record)
  })

  it("the saves store missing: fails as 'unavailable'", async () => {
    const factory = new IDBFactory()
    ;(await openOther(factory, SAVE_DB_VERSION, false)).close()
    expect(await kindOf(idbSaves(factory).save(record))).toBe('unavailable')
  })
})

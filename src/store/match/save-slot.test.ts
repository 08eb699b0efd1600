import { afterEach, describe, expect, it, vi } from 'vitest'
import { IDBFactory } from 'fake-indexeddb'
import type { GameState } from '../../engine'
import { fingerprint, type SaveRecord } from './save-record'
import { createSaveSlot, peekSave, RestoreLater, type RebuildFrom } from './save-slot'
import { CURRENT_KEY, idbSaves, memorySaves, StorageFault, type SaveStorage } from './save-storage'
import { sampleRecord } from './testing/save-fixture'

/** A stand-in for the state a record replays to: the slot only fingerprints it and looks at its result. */
const state = { turn: 3, result: null } as unknown as GameState
const record: SaveRecord = sampleRecord({ stateHash: fingerprint(JSON.stringify(state)) })
const replays = () => ({ state })
afterEach(() => vi.restoreAllMocks())
const over = { ...state, result: { winner: 0 } } as unknown as GameState

describe('save slot', () => {
  it('finds a saved game whose replay matches its fingerprint, and leaves it in place', async () => {
    const storage = memorySaves()
    await storage.save(record)
    const r = await createSaveSlot(storage).restore(replays)
    expect(r).toEqual({ kind: 'found', record, game: { state }, from: 'moves' })
    expect(storage.map.get(CURRENT_KEY)).toEqual(record)
  })

  it('sets aside what cannot be resumed, saying why and where it was kept', async () => {
    const cases: [unknown, () => { state: GameState }, RegExp][] = [
      [{ junk: true }, replays, /unknown version/],
      [record, () => ({ state: { ...state, turn: 4 } as GameState }), /does not match the save/],
      [{ ...record, stateHash: fingerprint(JSON.stringify(over)) }, () => ({ state: over }), /already over/],
      [
        record,
        () => {
          throw new Error('move 1 of 1 is not legal (no such option)')
        },
        /move 1 of 1 is not legal/,
      ],
    ]
    for (const [raw, rebuild, why] of cases) {
      const storage = memorySaves()
      await storage.save({ ...(raw as SaveRecord), revision: 0 })
      const r = await createSaveSlot(storage).restore(rebuild)
      expect(r.kind).toBe('corrupt')
      expect(r.kind === 'corrupt' && r.message).toMatch(why)
      expect(r.kind === 'corrupt' && r.message).toMatch(
        /could not be restored: .* It was set aside \(kept as "corrupt-/,
      )
      expect(storage.map.has(CURRENT_KEY)).toBe(false)
      expect(await storage.asideKeys()).toHaveLength(1)
    }
  })

  it('keeps a record it cannot check now (its cards did not load) where it is', async () => {
    const storage = memorySaves()
    await storage.save(record)
    const r = await createSaveSlot(storage).restore(() => {
      throw new RestoreLater('offline')
    })
    expect(r).toEqual({ kind: 'later', reason: 'offline' })
    expect(storage.map.get(CURRENT_KEY)).toEqual(record)
    expect(await storage.asideKeys()).toEqual([])
  })

  it('keeps a record naming a deck this version does not know where it is, says so, and does not replay it', async () => {
    const storage = memorySaves()
    const newer = { ...record, config: { ...record.config, aiDeck: 'd-next-set-deck' } }
    await storage.save(newer)
    const rebuild = vi.fn(replays)
    const r = await createSaveSlot(storage).restore(rebuild)
    expect(r.kind).toBe('kept')
    expect(r.kind === 'kept' && r.message).toMatch(/deck this version does not know.*It is kept/)
    expect(rebuild).not.toHaveBeenCalled()
    expect(storage.map.get(CURRENT_KEY)).toEqual(newer)
    expect(await storage.asideKeys()).toEqual([])
    expect(await peekSave(storage)).toBe(false)
  })

  it('finds nothing without storage, or when storage cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await createSaveSlot(null).restore(replays)).toEqual({ kind: 'none' })
    const broken = { ...memorySaves(), load: () => Promise.reject(new Error('blocked')) }
    expect(await createSaveSlot(broken).restore(replays)).toEqual({ kind: 'none' })
    expect(await createSaveSlot(memorySaves()).restore(replays)).toEqual({ kind: 'none' })
  })

  it('lands writes in the order they were made; a failed write is warned about and does not stop the next', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const storage = memorySaves()
    let fail = true
    const flaky = {
      ...storage,
      save: async (r: SaveRecord) => {
        if (fail) {
          fail = false
          throw new Error('quota')
        }
        return storage.save(r)
      },
    }
    const slot = createSaveSlot(flaky)
    slot.write({ ...record, savedAt: 1 })
    slot.write({ ...record, savedAt: 2 })
    slot.write({ ...record, savedAt: 3 })
    await slot.settled()
    expect((storage.map.get(CURRENT_KEY) as SaveRecord).savedAt).toBe(3)
    expect(console.warn).toHaveBeenCalledTimes(1)
    slot.clear({ gameId: 'g1', revision: 0 })
    await slot.settled()
    expect(storage.map.has(CURRENT_KEY)).toBe(false)
  })

  it("never overwrites another tab's newer save: the refusal is reported once, and the game is not written again", async () => {
    const storage = memorySaves()
    const refused = vi.fn()
    const a = createSaveSlot(storage, { refused })
    const b = createSaveSlot(storage)
    a.write(record)
    await a.settled()
    // Tab B resumed the same game and moved first: revision 1 is B's.
    b.write({ ...record, revision: 1, savedAt: 2 })
    await b.settled()
    a.write({ ...record, revision: 1, savedAt: 3 })
    // Revision 2 would follow B's revision 1, but A's chain is broken: it is not tried.
    a.write({ ...record, revision: 2, savedAt: 4 })
    a.clear({ gameId: 'g1', revision: 2 })
    await a.settled()
    expect((storage.map.get(CURRENT_KEY) as SaveRecord).savedAt).toBe(2)
    expect(refused).toHaveBeenCalledTimes(1)
    expect(refused).toHaveBeenCalledWith({ gameId: 'g1', revision: 1 }, 'g1')
  })

  it("a finished game clears only its own save, never another tab's new game", async () => {
    const storage = memorySaves()
    const refused = vi.fn()
    const old = createSaveSlot(storage, { refused })
    old.write({ ...record, revision: 0 })
    await old.settled()
    const third = createSaveSlot(storage)
    third.write({ ...record, gameId: 'g2', savedAt: 9 })
    await third.settled()
    old.write({ ...record, revision: 1 })
    old.clear({ gameId: 'g1', revision: 1 })
    await old.settled()
    expect(storage.map.get(CURRENT_KEY)).toMatchObject({ gameId: 'g2', savedAt: 9 })
    expect(refused).toHaveBeenCalledWith({ gameId: 'g2', revision: 0 }, 'g1')
  })

  it('a restored record may be written on from: the tab has seen it', async () => {
    const storage = memorySaves()
    const slot = createSaveSlot(storage, { refused: () => {} })
    await storage.save({ ...record, revision: 0 })
    await storage.save({ ...record, revision: 1 })
    slot.write({ ...record, revision: 1, savedAt: 5 })
    await slot.settled()
    expect(await slot.restore(replays)).toMatchObject({ kind: 'found', record: { revision: 1 } })
    slot.write({ ...record, revision: 2, savedAt: 6 })
    await slot.settled()
    expect(storage.map.get(CURRENT_KEY)).toMatchObject({ revision: 2, savedAt: 6 })
  })
})

describe('a save this version no longer replays (issue 19: an update changed the rules)', () => {
  /** The record as this version writes it: with the state it recorded. */
  const withSnapshot: SaveRecord = { ...record, snapshot: state, app: '0.1.0', engine: 1 }
  /** A rebuild whose replay fails like a rules change, and whose snapshot loads. */
  const rulesChanged = (replay: () => { state: GameState }) =>
    vi.fn((_r: SaveRecord, from: RebuildFrom) => (from === 'moves' ? replay() : { state }))

  it('continues from the snapshot when a move is no longer legal, or the replay ends elsewhere; the record stays', async () => {
    const replays: (() => { state: GameState })[] = [
      () => {
        throw new Error('move 12 of 40 is not legal (no such option)')
      },
      () => ({ state: { ...state, turn: 9 } as GameState }),
    ]
    for (const replay of replays) {
      const storage = memorySaves()
      await storage.save(withSnapshot)
      const rebuild = rulesChanged(replay)
      const r = await createSaveSlot(storage).restore(rebuild)
      expect(r).toEqual({ kind: 'found', record: withSnapshot, game: { state }, from: 'snapshot' })
      expect(rebuild.mock.calls.map((c) => c[1])).toEqual(['moves', 'snapshot'])
      expect(storage.map.get(CURRENT_KEY)).toEqual(withSnapshot)
      expect(await storage.asideKeys()).toEqual([])
    }
  })

  it('a record that replays is resumed by replay: the snapshot is not used', async () => {
    const storage = memorySaves()
    await storage.save(withSnapshot)
    const rebuild = rulesChanged(replays)
    expect((await createSaveSlot(storage).restore(rebuild)).kind).toBe('found')
    expect(rebuild.mock.calls.map((c) => c[1])).toEqual(['moves'])
  })

  it('sets aside, saying so plainly, a record whose snapshot cannot be loaded either', async () => {
    const broken = () => {
      throw new Error('move 3 of 9 is not legal (no such option)')
    }
    const cases: [SaveRecord, (r: SaveRecord, from: RebuildFrom) => { state: GameState }, RegExp][] = [
      // The engine refuses the position (a card in two places, a rule this version does not have).
      [
        withSnapshot,
        (_r, from) => {
          if (from === 'snapshot') throw new Error('This game state cannot be loaded: card 4 is in no zone')
          return broken()
        },
        /could not be restored: its moves no longer replay, and the position it saved could not be loaded \(card 4 is in no zone\)\. It was set aside/,
      ],
      // Changed since it was written: it is not the state the record's fingerprint names.
      [
        { ...withSnapshot, snapshot: { ...state, turn: 5 } as GameState },
        (_r, from) => (from === 'snapshot' ? { state } : broken()),
        /could not be loaded \(it does not match the rest of the save\)/,
      ],
    ]
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const [rec, rebuild, why] of cases) {
      const storage = memorySaves()
      await storage.save(rec)
      const r = await createSaveSlot(storage).restore(rebuild)
      expect(r.kind === 'corrupt' && r.message).toMatch(why)
      expect(r.kind === 'corrupt' && r.message).toMatch(/It was set aside \(kept as "corrupt-/)
      const [key] = await storage.asideKeys()
      expect(storage.map.get(key!)).toEqual(rec)
    }
  })

  it('a game already over is not resumed from its snapshot either', async () => {
    const storage = memorySaves()
    const ended = { ...withSnapshot, snapshot: over, stateHash: fingerprint(JSON.stringify(over)) }
    await storage.save(ended)
    const rebuild = vi.fn(() => ({ state: over }))
    const r = await createSaveSlot(storage).restore(rebuild)
    expect(r.kind === 'corrupt' && r.message).toMatch(/already over\. It was set aside/)
    expect(rebuild).toHaveBeenCalledTimes(1)
  })

  it('keeps the record in place when the snapshot cannot be checked now (its cards did not load)', async () => {
    const storage = memorySaves()
    await storage.save(withSnapshot)
    const r = await createSaveSlot(storage).restore((_r, from) => {
      if (from === 'moves') throw new Error('move 1 of 1 is not legal')
      throw new RestoreLater('offline')
    })
    expect(r).toEqual({ kind: 'later', reason: 'offline' })
    expect(storage.map.get(CURRENT_KEY)).toEqual(withSnapshot)
  })
})

describe('peekSave', () => {
  it('tells whether a resumable-looking save exists, without throwing', async () => {
    const saves = idbSaves(new IDBFactory())
    expect(await peekSave(saves)).toBe(false)
    await saves.save(record)
    expect(await peekSave(saves)).toBe(true)
    await saves.moveAside(record)
    await saves.save({ junk: true, revision: 0 } as never)
    expect(await peekSave(saves)).toBe(false)
    const broken = { ...saves, load: () => Promise.reject(new Error('blocked')) }
    expect(await peekSave(broken)).toBe(false)
  })
})

describe('storage failures (issue 19: the player is told, and retry works once storage is back)', () => {
  /** Memory storage that fails every operation while `down` (as IndexedDB does when it cannot be used). */
  function sabotaged() {
    const saves = memorySaves()
    const state = { down: true }
    const fail = () => Promise.reject(new StorageFault('unavailable', 'sabotaged'))
    const storage: SaveStorage = {
      ...saves,
      load: () => (state.down ? fail() : saves.load()),
      save: (r) => (state.down ? fail() : saves.save(r)),
      clear: (at) => (state.down ? fail() : saves.clear(at)),
    }
    return { saves, storage, state }
  }
  const at = (revision: number, savedAt = revision) => ({ ...record, gameId: 'g1', revision, savedAt })

  it('reports the problem, keeps it while writes fail, and lands the latest save on retry once storage is back', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { saves, storage, state } = sabotaged()
    const problems: (string | null)[] = []
    const refused = vi.fn()
    const slot = createSaveSlot(storage, { problem: (k) => problems.push(k), refused })
    slot.write(at(0))
    slot.write(at(1))
    await slot.settled()
    expect(problems).toEqual(['unavailable'])
    await slot.retry()
    expect(problems).toEqual(['unavailable']) // still down: still reported, said once
    expect(saves.map.has(CURRENT_KEY)).toBe(false)

    state.down = false
    await slot.retry()
    expect(problems).toEqual(['unavailable', null])
    // The latest move is saved, as the game's first save (none of the earlier ones landed).
    expect(saves.map.get(CURRENT_KEY)).toMatchObject({ savedAt: 1, revision: 0 })
    // The game's later saves follow it: the failed ones are not taken for another tab's.
    slot.write(at(2))
    await slot.settled()
    expect(saves.map.get(CURRENT_KEY)).toMatchObject({ savedAt: 2, revision: 1 })
    expect(refused).not.toHaveBeenCalled()
  })

  it('a write that fails between two that land is not taken for another tab: the next one lands', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { saves, storage, state } = sabotaged()
    state.down = false
    const problems: (string | null)[] = []
    const refused = vi.fn()
    const slot = createSaveSlot(storage, { problem: (k) => problems.push(k), refused })
    slot.write(at(0))
    await slot.settled()
    state.down = true
    slot.write(at(1))
    await slot.settled()
    state.down = false
    slot.write(at(2))
    await slot.settled()
    expect(problems).toEqual(['unavailable', null])
    expect(refused).not.toHaveBeenCalled()
    expect(saves.map.get(CURRENT_KEY)).toMatchObject({ savedAt: 2, revision: 1 })
    // The game ends: its last save is cleared.
    slot.clear({ gameId: 'g1', revision: 2 })
    await slot.settled()
    expect(saves.map.has(CURRENT_KEY)).toBe(false)
    expect(refused).not.toHaveBeenCalled()
  })

  it('a storage that cannot even be read is reported when the slot looks for a saved game; retry checks it again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { storage, state } = sabotaged()
    const problems: (string | null)[] = []
    const slot = createSaveSlot(storage, { problem: (k) => problems.push(k) })
    expect(await slot.restore(replays)).toEqual({ kind: 'none' })
    expect(problems).toEqual(['unavailable'])
    state.down = false
    await slot.retry()
    expect(problems).toEqual(['unavailable', null])
  })

  it('reports the storage taken away by a newer version in another tab', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    let lose: (f: StorageFault) => void = () => {}
    const storage: SaveStorage = { ...memorySaves(), onLost: (l) => void (lose = l) }
    const problems: (string | null)[] = []
    createSaveSlot(storage, { problem: (k) => problems.push(k) })
    lose(new StorageFault('newer', 'upgraded elsewhere'))
    expect(problems).toEqual(['newer'])
  })
})

import { describe, expect, it } from 'vitest'
import { IDBFactory } from 'fake-indexeddb'
import { CURRENT_KEY, fingerprint, idbSaves, parseSave, peekSave, type SaveRecord } from './saves'

const record: SaveRecord = {
  version: 1,
  config: { humanDeck: 'd-base1-1', aiDeck: 'random', rules: 'modern', seed: 4, humanSeat: 0, level: 'hard' },
  setup: { decks: [['a'], ['b']], seed: 4, rules: 'modern' },
  responses: [{ decision: 1, picks: [0] }],
  savedAt: 123,
  stateHash: 'abcd1234',
}

describe('saves', () => {
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

  it('a save from before levels loads with the computer at Normal', () => {
    const old: Record<string, unknown> = { ...record.config }
    delete old.level
    const r = parseSave({ ...record, config: old })
    expect(typeof r === 'string' ? r : r.config.level).toBe('normal')
  })

  it('parseSave accepts a good record and names what is wrong with a bad one', () => {
    expect(parseSave(record)).toEqual(record)
    expect(parseSave(null)).toMatch(/not a game record/)
    expect(parseSave({ ...record, version: 9 })).toMatch(/unknown version/)
    expect(parseSave({ ...record, config: { ...record.config, rules: 'nope' } })).toMatch(/settings/)
    expect(parseSave({ ...record, config: { ...record.config, level: 'godlike' } })).toMatch(/settings/)
    expect(parseSave({ ...record, responses: [{ decision: 'x', picks: [] }] })).toMatch(/moves/)
    expect(parseSave({ ...record, setup: { ...record.setup, decks: [['a']] } })).toMatch(/decks/)
  })

  it('fingerprint is stable and sensitive', () => {
    expect(fingerprint('abc')).toBe(fingerprint('abc'))
    expect(fingerprint('abc')).not.toBe(fingerprint('abd'))
    expect(fingerprint('')).toMatch(/^[0-9a-f]{8}$/)
  })
})

describe('peekSave', () => {
  it('tells whether a resumable-looking save exists, without throwing', async () => {
    const saves = idbSaves(new IDBFactory())
    expect(await peekSave(saves)).toBe(false)
    await saves.save(record)
    expect(await peekSave(saves)).toBe(true)
    await saves.moveAside(record)
    await saves.save({ junk: true } as never)
    expect(await peekSave(saves)).toBe(false)
    const broken = { ...saves, load: () => Promise.reject(new Error('blocked')) }
    expect(await peekSave(broken)).toBe(false)
  })
})

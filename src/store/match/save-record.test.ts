import { describe, expect, it } from 'vitest'
import { ENGINE_VERSION, type GameState } from '../../engine'
import { APP_VERSION, fingerprint, newGameId, parseSave, saveRecordOf, type SaveRecord } from './save-record'
import { derivedAiSeed } from './ai-seed'
import { sampleRecord } from './testing/save-fixture'

const record: SaveRecord = sampleRecord()

describe('save records', () => {
  it('a save from before levels loads with the computer at Normal', () => {
    const old: Record<string, unknown> = { ...record.config }
    delete old.level
    const r = parseSave({ ...record, config: old })
    expect(typeof r === 'string' ? r : r.config.level).toBe('normal')
  })

  it("a save from before the computer's own seed loads with one derived from the game's; a damaged one likewise", () => {
    expect(parseSave(record)).toMatchObject({ config: { aiSeed: 0x9e3779b9 } })
    const old: Record<string, unknown> = { ...record.config }
    delete old.aiSeed
    for (const config of [old, { ...old, aiSeed: -1 }, { ...old, aiSeed: 2 ** 32 }, { ...old, aiSeed: '7' }]) {
      const r = parseSave({ ...record, config })
      expect(typeof r === 'string' ? r : r.config.aiSeed).toBe(derivedAiSeed(4))
    }
  })

  it("a save from before revisions loads as its game's first revision; a bad revision is refused", () => {
    const old: Record<string, unknown> = { ...record }
    delete old.gameId
    delete old.revision
    const r = parseSave(old)
    expect(typeof r === 'string' ? r : [r.gameId, r.revision]).toEqual(['before-revisions-123', 0])
    expect(parseSave({ ...record, revision: -1 })).toMatch(/incomplete/)
    expect(parseSave({ ...record, gameId: 'x'.repeat(65) })).toMatch(/incomplete/)
  })

  it('a 2-on-2 Battle save keeps its format; a save without one is a 1-on-1 game; a damaged format is refused', () => {
    const double = {
      ...record,
      config: { ...record.config, rules: 'ex2003', format: 'double' },
      setup: { ...record.setup, rules: 'ex2003', format: 'double' },
    } as const
    const r = parseSave(double)
    expect(typeof r === 'string' ? r : [r.config.format, r.setup.format]).toEqual(['double', 'double'])
    const old = parseSave(record)
    expect(typeof old === 'string' ? old : old.setup.format).toBeUndefined()
    expect(parseSave({ ...double, setup: { ...double.setup, format: 'triple' } })).toMatch(/decks/)
    expect(parseSave({ ...double, config: { ...double.config, format: 7 } })).toMatch(/settings/)
  })

  it('new game ids differ', () => {
    expect(newGameId()).toMatch(/^[0-9a-f]{16}$/)
    expect(newGameId()).not.toBe(newGameId())
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

  it('a record carries the versions that wrote it and the state itself, so an update can continue from it', () => {
    const state = { turn: 7, result: null } as unknown as GameState
    const start = { turn: 2, result: null } as unknown as GameState
    const at = { gameId: 'g1', revision: 3 }
    const r = saveRecordOf(record.config, record.setup, record.responses, state, at)
    expect(r).toMatchObject({ app: APP_VERSION, engine: ENGINE_VERSION, snapshot: state })
    expect(APP_VERSION).toMatch(/^\d+\.\d+\.\d+/) // package.json's, as the start screen shows it
    expect(r.stateHash).toBe(fingerprint(JSON.stringify(state)))
    expect(r.start).toBeUndefined()
    expect(saveRecordOf(record.config, record.setup, [], state, at, start).start).toBe(start)
    expect(parseSave(JSON.parse(JSON.stringify(r)))).toEqual(JSON.parse(JSON.stringify(r)))
  })

  it('a record from before snapshots still parses; malformed extras are dropped, a malformed start is not', () => {
    expect(parseSave(record)).toEqual(record)
    const odd = { ...record, snapshot: 'x', app: 'v'.repeat(5000), engine: 'one' }
    expect(parseSave(odd)).toEqual(record)
    expect(parseSave({ ...record, start: [1] })).toMatch(/position the moves start from is damaged/)
  })

  it('fingerprint is stable and sensitive', () => {
    expect(fingerprint('abc')).toBe(fingerprint('abc'))
    expect(fingerprint('abc')).not.toBe(fingerprint('abd'))
    expect(fingerprint('')).toMatch(/^[0-9a-f]{8}$/)
  })
})

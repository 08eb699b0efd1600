import { describe, expect, it } from 'vitest'
import { IDBFactory } from 'fake-indexeddb'
import { CURRENT_KEY, idbSaves } from './save-storage'
import type { SaveRecord } from './save-record'

const record: SaveRecord = {
  version: 1,
  config: { humanDeck: 'd-base1-1', aiDeck: 'random', rules: 'modern', seed: 4, humanSeat: 0, level: 'hard' },
  setup: { decks: [['a'], ['b']], seed: 4, rules: 'modern' },
  responses: [{ decision: 1, picks: [0] }],
  savedAt: 123,
  stateHash: 'abcd1234',
  gameId: 'g1',
  revision: 0,
}

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
})

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { commitsOf, openRecord } from './arena-record'

// A long arena run stopped and started again must play each game once and only under the settings it began with
// (docs/ai.md: the 1,000-game runs take more than a session).
describe('arena record', () => {
  const settings = { a: 'expert', b: 'normal', games: 4, seed: 7 }
  const file = () => join(mkdtempSync(join(tmpdir(), 'arena-record-')), 'run.jsonl')

  it('keeps finished games and gives them back when the run goes on', () => {
    const path = file()
    const first = openRecord<{ game: number; winner: string }>(path, settings, 'abc1234')
    first.add({ game: 0, winner: 'a' })
    first.add({ game: 1, winner: 'b' })
    const again = openRecord<{ game: number; winner: string }>(path, settings, 'def5678')
    expect([...again.done.keys()]).toEqual([0, 1])
    again.add({ game: 2, winner: 'a' })
    expect(commitsOf([...again.done.values()])).toEqual({ abc1234: 2, def5678: 1 })
  })

  it('refuses to go on under other settings, naming the difference', () => {
    const path = file()
    openRecord(path, settings, 'abc1234')
    expect(() => openRecord(path, { ...settings, seed: 8 }, 'abc1234')).toThrow(/seed: recorded 7, asked 8/)
    expect(readFileSync(path, 'utf8').split('\n')[0]).toContain('"seed":7') // the record is left as it was
  })

  it('plays again a game whose line was cut off when the run was killed', () => {
    const path = file()
    const r = openRecord<{ game: number }>(path, settings, 'abc1234')
    r.add({ game: 0 })
    writeFileSync(path, readFileSync(path, 'utf8') + '{"game":1,"win')
    expect([...openRecord(path, settings, 'abc1234').done.keys()]).toEqual([0])
  })

  it('says so when the file is not a record', () => {
    const path = file()
    writeFileSync(path, 'hello\n')
    expect(() => openRecord(path, settings, 'abc1234')).toThrow(/not JSON/)
    writeFileSync(path, '{"x":1}\n')
    expect(() => openRecord(path, settings, 'abc1234')).toThrow(/not an arena record/)
  })
})

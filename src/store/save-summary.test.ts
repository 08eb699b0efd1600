import { describe, expect, it } from 'vitest'
import { describeSave } from './save-summary'
import { SAVE_VERSION } from './match/save-record'

const record = (config: Record<string, unknown>, savedAt: number) => ({
  version: SAVE_VERSION,
  config: { humanDeck: 'd-sv3pt5-mew', aiDeck: 'd-sv3pt5-venusaur', rules: 'modern', seed: 1, humanSeat: 0, ...config },
  setup: { decks: [[], []], seed: 1, rules: 'modern' },
  responses: [],
  savedAt,
  stateHash: '00000000',
})

describe('the saved game named before a new game replaces it', () => {
  const now = new Date(2026, 10, 25, 18, 0)
  it('names both decks, the rules and when it was saved', () => {
    const at = new Date(2026, 10, 25, 17, 40).getTime()
    expect(describeSave(record({}, at), now)).toMatch(
      /^Genome Hackers against Poison Garden, Modern rules, saved today, \S+:40/,
    )
  })
  it('names a 2-on-2 Battle as such', () => {
    const at = new Date(2026, 10, 25, 17, 40).getTime()
    expect(describeSave(record({ rules: 'ex2003', format: 'double' }, at), now)).toMatch(
      /, EX 2003 rules, 2-on-2 Battle, saved today/,
    )
  })
  it('echoes no stored text: an unknown deck id and an impossible date are not shown', () => {
    const text = describeSave(record({ humanDeck: 'x'.repeat(100_000) }, 1e21), now)!
    expect(text).toBe('a deck this version does not know against Poison Garden, Modern rules')
  })
  it('is null without a save, and says so for a record this version cannot resume', () => {
    expect(describeSave(null, now)).toBeNull()
    expect(describeSave({ version: 'x'.repeat(100) }, now)).toBe('a saved game this version cannot resume')
  })
})

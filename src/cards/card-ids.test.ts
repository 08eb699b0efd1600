/**
 * A card's set and number are written once, in its id (`<set id>-<number>`): the builders of kit.ts derive them.
 * These tests fail if a defined card's set or number disagrees with its id, and pin how the builders treat ids.
 */
import { describe, expect, it } from 'vitest'
import { attack, CARD_ID, pokemon, reprint, setAndNumber, trainer } from './kit'
import { loadSet } from './registry'
import { SETS } from './sets'

describe("every defined card's set and number", () => {
  it.each(SETS.map((s) => [s.id, s] as const))(
    '%s: are those of its id, and the set is the folder it is in',
    async (_, set) => {
      const cards = await loadSet(set)
      expect(cards.length).toBeGreaterThan(0)
      const wrong = cards.filter((d) => d.id !== `${d.set}-${d.number}` || d.set !== set.id || !CARD_ID.test(d.id))
      expect(wrong.map((d) => `${d.id}: set ${d.set}, number ${d.number}`)).toEqual([])
    },
  )
})

describe('the builders', () => {
  const basic = {
    name: 'Test Mon',
    stage: 'basic' as const,
    hp: 50,
    types: ['fire' as const],
    retreat: 1,
    attacks: [attack('Tackle', [], 10)],
  }

  it('read the set and number from the id, numbers with letters too', () => {
    expect(pokemon({ id: 'sv3pt5-151', ...basic })).toMatchObject({ set: 'sv3pt5', number: '151' })
    expect(trainer('item', { id: 'swsh12pt5gg-GG01', name: 'Test Item' })).toMatchObject({
      set: 'swsh12pt5gg',
      number: 'GG01',
    })
    expect(setAndNumber('swsh45sv-SV049')).toEqual({ set: 'swsh45sv', number: 'SV049' })
  })

  it('refuse a set or number written beside an id that already says them', () => {
    expect(() => pokemon({ id: 'base1-4', set: 'base1', number: '4', ...basic })).toThrow(/come from the id/)
    expect(() => pokemon({ id: 'base1-4', number: '5', ...basic })).toThrow(/come from the id/)
  })

  it('take the set and number given for an id of another shape (test cards), and none when none is given', () => {
    expect(pokemon({ id: 'm-recoil', set: 'test', number: '1', ...basic })).toMatchObject({ set: 'test', number: '1' })
    const bare = pokemon({ id: 'fire-basic', ...basic })
    expect('set' in bare || 'number' in bare).toBe(false)
  })

  it("give a reprint the set and number of its own id, not the original's", () => {
    const original = pokemon({ id: 'sve-5', ...basic })
    expect(reprint(original, 'sv3pt5-207')).toMatchObject({ id: 'sv3pt5-207', set: 'sv3pt5', number: '207' })
  })
})

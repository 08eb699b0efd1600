import { describe, expect, it } from 'vitest'
import { CHOICES_KEY, loadChoices, parseChoices, saveChoices } from './new-game-choices'
import { formatFor } from './format-choice'

describe('the new-game screen remembers the last choices', () => {
  it('round-trips decks, rules and level', () => {
    const map = new Map<string, string>()
    const storage = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => map.set(k, v) }
    const c = {
      humanDeck: 'custom-a',
      aiDeck: 'random',
      rules: 'classic1999',
      rulesChosen: true,
      level: 'hard',
    } as const
    saveChoices(c, storage)
    expect(map.has(CHOICES_KEY)).toBe(true)
    expect(loadChoices(storage)).toEqual(c)
  })

  it('remembers Sword & Shield rules (every rule set the screen offers)', () => {
    expect(parseChoices('{"rules":"swsh","rulesChosen":true}')).toMatchObject({ rules: 'swsh', rulesChosen: true })
    expect(parseChoices('{"rules":"ex2003"}')).toMatchObject({ rules: 'ex2003' })
  })

  it('drops each unreadable field on its own, and survives junk', () => {
    expect(parseChoices('{"humanDeck":"x","rules":"future","level":"godlike","aiDeck":7}')).toEqual({
      humanDeck: 'x',
      aiDeck: undefined,
      rules: undefined,
      rulesChosen: undefined,
      level: undefined,
    })
    expect(parseChoices('not json')).toEqual({})
    expect(parseChoices(JSON.stringify({ humanDeck: 'x'.repeat(1000) })).humanDeck).toBeUndefined()
    expect(
      loadChoices({
        getItem: () => {
          throw new Error('blocked')
        },
        setItem: () => {},
      }),
    ).toEqual({})
  })
})

describe('the 2-on-2 Battle choice', () => {
  it('is remembered; choices saved before it existed load as 1-on-1', () => {
    expect(parseChoices('{"rules":"ex2003","double":true}')).toMatchObject({ rules: 'ex2003', double: true })
    expect(parseChoices('{"rules":"ex2003","level":"hard"}').double).toBeUndefined()
    expect(parseChoices('{"double":"yes"}').double).toBeUndefined()
  })

  it('is offered with the EX, Modern and Sword & Shield rules, not with Classic 1999 (unlimited retreats)', () => {
    expect(formatFor('ex2003', true)).toBe('double')
    expect(formatFor('modern', true)).toBe('double')
    expect(formatFor('swsh', true)).toBe('double')
    expect(formatFor('classic1999', true)).toBeUndefined()
    expect(formatFor('ex2003', false)).toBeUndefined()
  })
})

describe('remembered choices from a damaged store', () => {
  it('reads anything that is not an object of known values as no choice, never throwing', () => {
    for (const raw of ['[]', '42', 'null', '"Blazing Wings"', '{"rules":{"x":1},"level":3,"rulesChosen":"yes"}', ''])
      expect(parseChoices(raw)).toEqual({})
    expect(parseChoices(null)).toEqual({})
    expect(parseChoices('{"humanDeck":""}').humanDeck).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import { RULE_SETS, type CardDef, type RuleSetId } from '../engine'
import { loadedCards } from '../cards/registry'
import { SETS, setOfCard } from '../cards/sets'
import { cardLegalIn, RULEBOOK_YEAR } from './legal'

// Every set is loaded before tests (src/cards/load-all.setup.ts).
const cards = loadedCards()
const legal = (rules: RuleSetId) => cards.filter((d) => cardLegalIn(d, rules))
const setId = (d: CardDef) => setOfCard(d.id)!.id
const isBasicEnergy = (d: CardDef) => d.kind === 'energy' && d.basic

describe('which cards a deck for a rule set may hold', () => {
  it('modern rules play every card we have', () => {
    expect(legal('modern')).toHaveLength(cards.length)
  })

  it('the 1999 rules play the 1999 cards and basic Energy, nothing newer', () => {
    const classic = legal('classic1999')
    expect(classic.filter((d) => setId(d) === 'base1')).toHaveLength(cards.filter((d) => setId(d) === 'base1').length)
    expect(classic.filter((d) => setId(d) !== 'base1').every(isBasicEnergy)).toBe(true)
    // A Scarlet & Violet basic Fire Energy is the same card as the 1999 one.
    expect(classic.some((d) => setId(d) === 'sve' && d.name === 'Basic Fire Energy')).toBe(true)
    // Nothing the 1999 rulebook has no rule for: no Supporter, Stadium or Tool, no rule box.
    expect(classic.some((d) => d.kind === 'trainer' && d.trainerKind !== 'item')).toBe(false)
    expect(classic.some((d) => d.kind === 'pokemon' && d.ruleBox !== undefined)).toBe(false)
  })

  it('the Sword & Shield rules play their own era and older, not the Scarlet & Violet cards', () => {
    const swsh = legal('swsh')
    const sets = new Set(swsh.filter((d) => !isBasicEnergy(d)).map(setId))
    expect([...sets].sort()).toEqual(
      SETS.filter((s) => RULEBOOK_YEAR[s.rules] <= 2020)
        .map((s) => s.id)
        .sort(),
    )
    expect(sets).toContain('base1')
    expect(sets).not.toContain('sv3pt5')
    expect(swsh.some((d) => d.kind === 'pokemon' && d.ruleBox === 'ex')).toBe(false)
  })

  it('the EX rules play the 1999 cards and the EX sets, not the Sword & Shield ones', () => {
    const ex = legal('ex2003').filter((d) => !isBasicEnergy(d))
    const sets = new Set(ex.map(setId))
    expect([...sets].sort()).toEqual(
      SETS.filter((s) => RULEBOOK_YEAR[s.rules] <= 2003)
        .map((s) => s.id)
        .sort(),
    )
    expect(sets).toContain('base1')
    expect(sets).not.toContain('swsh1')
  })

  it('a newer rulebook plays every card an older one does', () => {
    const ids = (Object.keys(RULE_SETS) as RuleSetId[]).sort((a, b) => RULEBOOK_YEAR[a] - RULEBOOK_YEAR[b])
    for (let i = 1; i < ids.length; i++) {
      const newer = new Set(legal(ids[i]!).map((d) => d.id))
      expect(legal(ids[i - 1]!).every((d) => newer.has(d.id))).toBe(true)
    }
  })

  it('every prebuilt deck is legal under the rules it was made for', () => {
    const byId = new Map(cards.map((d) => [d.id, d]))
    for (const set of SETS)
      for (const deck of set.decks)
        expect(
          deck.cards.filter((id) => !cardLegalIn(byId.get(id)!, deck.rules)),
          `${deck.name}`,
        ).toEqual([])
  })

  it('a card of no set we have is legal nowhere', () => {
    const stray = { ...cards.find((d) => d.kind === 'pokemon')!, id: 'zz9-1' }
    for (const rules of Object.keys(RULE_SETS) as RuleSetId[]) expect(cardLegalIn(stray, rules)).toBe(false)
  })
})

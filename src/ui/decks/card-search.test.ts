import { describe, expect, it } from 'vitest'
import { loadedCards } from '../../cards/registry'
import { filterCards, fold, indexCards, NO_FILTERS, type CardFilters } from './card-search'

// Every set is loaded before tests (src/cards/load-all.setup.ts).
const cards = indexCards(loadedCards())
const find = (f: Partial<CardFilters>) => filterCards(cards, { ...NO_FILTERS, ...f }).map((c) => c.def)

describe('the card browser’s search and filters', () => {
  it('shows every card of every set with no filter', () => {
    expect(find({})).toHaveLength(loadedCards().length)
  })

  it('finds by name first, then by text, ignoring case and accents', () => {
    const hits = find({ query: 'CHARMANDER' })
    expect(hits[0]!.name).toBe('Charmander')
    // Charmeleon evolves from Charmander: found by its text, after every card named Charmander.
    const firstText = hits.findIndex((d) => !d.name.includes('Charmander'))
    expect(firstText).toBeGreaterThan(0)
    expect(hits.slice(firstText).some((d) => d.name === 'Charmeleon')).toBe(true)
    expect(fold('Pokémon  Center')).toBe('pokemon center')
    expect(find({ query: 'pokemon center' }).length).toBeGreaterThan(0)
  })

  it('filters by set, kind, stage, type and rule box', () => {
    const base = find({ set: 'base1' })
    expect(base.every((d) => d.id.startsWith('base1-'))).toBe(true)
    expect(find({ kind: 'supporter' }).every((d) => d.kind === 'trainer' && d.trainerKind === 'supporter')).toBe(true)
    expect(find({ kind: 'basic-energy' }).every((d) => d.kind === 'energy' && d.basic)).toBe(true)
    const stage2Fire = find({ stage: 'stage2', type: 'fire' })
    expect(stage2Fire.map((d) => d.name)).toContain('Charizard')
    expect(stage2Fire.every((d) => d.kind === 'pokemon' && d.stage === 'stage2' && d.types.includes('fire'))).toBe(true)
    const ex = find({ ruleBox: 'ex' })
    expect(ex.length).toBeGreaterThan(0)
    expect(ex.every((d) => d.kind === 'pokemon' && d.ruleBox === 'ex')).toBe(true)
    expect(find({ ruleBox: 'none', kind: 'pokemon' }).some((d) => d.kind === 'pokemon' && d.ruleBox)).toBe(false)
  })

  it('keeps cards a deck for the chosen rules may not hold out of the "Legal in" filter (src/decks/legal.ts)', () => {
    const classic = find({ legalIn: 'classic1999' })
    expect(classic.length).toBeGreaterThan(0)
    expect(classic.some((d) => d.kind === 'pokemon' && d.ruleBox === 'ex')).toBe(false)
    expect(find({ legalIn: 'modern' })).toHaveLength(loadedCards().length)
    // Sword & Shield rules play their era and older: Charizard of 1999, not the Charizard ex of 151.
    const swshCharizards = find({ legalIn: 'swsh', query: 'charizard' }).filter((d) => d.name.startsWith('Charizard'))
    expect(swshCharizards.map((d) => d.id)).toContain('base1-4')
    expect(swshCharizards.some((d) => d.id.startsWith('sv3pt5-'))).toBe(false)
  })
})

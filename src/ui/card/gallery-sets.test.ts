import { describe, expect, it } from 'vitest'
import { SETS } from '../../cards/sets'
import type { CardDef } from '../../engine'
import { gallerySets, looksOf, oneCardPerLook, wantsOneCardPerLook } from './gallery-sets'

const ids = (search: string) => gallerySets(search).map((s) => s.id)

describe('the card gallery shows the sets its address names', () => {
  it('shows every set when none is named', () => {
    expect(ids('?gallery')).toEqual(SETS.map((s) => s.id))
  })
  it('shows only the named sets, in the order of the set list', () => {
    expect(ids('?gallery&set=swsh1,base1')).toEqual(['base1', 'swsh1'])
  })
  it('shows no set for set=none or an unknown id (the made-up samples only)', () => {
    expect(ids('?gallery&set=none')).toEqual([])
    expect(ids('?gallery&set=nosuchset')).toEqual([])
  })
})

describe('one card per look (the accessibility check reads the faces of every look, not every card)', () => {
  const all = async () => (await Promise.all(SETS.map((s) => s.cards()))).flat()
  it('keeps a card of every tone, frame, stage, rule box and kind in the sets, and a tenth of the cards', async () => {
    const cards = await all()
    const kept = oneCardPerLook(cards)
    expect(new Set(kept.flatMap(looksOf))).toEqual(new Set(cards.flatMap(looksOf)))
    expect(kept.length).toBeLessThan(cards.length / 10)
    // every rule box, Pokémon type and Trainer kind of the sets is still on the page
    const boxes = (cs: readonly CardDef[]) => new Set(cs.map((c) => (c.kind === 'pokemon' ? c.ruleBox : undefined)))
    const kinds = (cs: readonly CardDef[]) => new Set(cs.map((c) => (c.kind === 'trainer' ? c.trainerKind : c.kind)))
    expect(boxes(kept)).toEqual(boxes(cards))
    expect(kinds(kept)).toEqual(kinds(cards))
  })
  it('tells a Pokémon with a Poké-Power from the same Pokémon without one', async () => {
    const plain = (await all()).find((c) => c.kind === 'pokemon' && !c.abilities?.length && c.types[0] === 'psychic')
    expect(plain).toBeDefined()
    if (plain?.kind !== 'pokemon') return
    const powered: CardDef = { ...plain, abilities: [{ name: 'Test Power', exKind: 'poke-power' }] }
    expect(looksOf(powered)).toContain('power poke-power')
    expect(oneCardPerLook([plain, powered, plain])).toEqual([plain, powered])
  })
  it('is asked for with &looks', () => {
    expect(wantsOneCardPerLook('?gallery&looks')).toBe(true)
    expect(wantsOneCardPerLook('?gallery&set=base1')).toBe(false)
  })
})

/**
 * Capability: othersRetreatCost, othersCanRetreat and othersWeakness hooks let a Pokémon in play change another
 * Pokémon's Retreat Cost, stop it retreating, or change its Weakness.
 */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import type { Driver } from '../testing/scenario'
import type { SideSpec } from '../testing/scenario'
import { harness } from '../testing/harness'

const mon = (id: string, hooks: NonNullable<PokemonDef['abilities']>[number]['hooks']): PokemonDef => ({
  kind: 'pokemon',
  id,
  name: id,
  stage: 'basic',
  hp: 100,
  types: ['colorless'],
  retreat: 1,
  abilities: [{ name: `${id} ability`, hooks }],
  attacks: [{ name: 'Pound', cost: [], damage: 10 }],
})
/** "Your Pokémon in play have no Retreat Cost" (for the others; its own cost is its own hook's business). */
const glider = mon('Glider', { othersRetreatCost: (h, target, cost) => (target.seat === h.owner ? 0 : cost) })
/** "While this Pokémon is in the Active Spot, your opponent's Active Pokémon can't retreat." */
const grabber = mon('Grabber', {
  othersCanRetreat: (h, target) => !(h.self?.zone === 'active' && target.seat !== h.owner && target.zone === 'active'),
})
/** "Apply Weakness for your opponent's Active Pokémon as ×4." */
const quad = mon('Quad', {
  othersWeakness: (h, target, w) =>
    target.seat !== h.owner && target.zone === 'active' ? w.map((m) => (m.op === '×' ? { ...m, value: 4 } : m)) : w,
})
const { game } = harness(makeCardDb([...TEST_CARDS, glider, grabber, quad]))
const deck = ['energy-fire', 'energy-fire', 'energy-fire']
const start = (p0: SideSpec, p1: SideSpec): Driver =>
  game({
    players: [
      { deck, ...p0 },
      { deck, ...p1 },
    ],
  })

describe('othersRetreatCost', () => {
  it('another Pokémon of the same player makes the Active retreat for free; not the opponent', () => {
    const d = start({ active: 'big-basic', bench: ['Glider'] }, { active: 'fire-basic' })
    d.pick('Retreat to Glider')
    expect(d.state.players[0].active!.stack.map((u) => d.state.cards[u]!.def)).toEqual(['Glider'])
    const e = start({ active: 'big-basic', bench: ['fire-basic'] }, { active: 'Glider' })
    expect(e.labels().some((l) => l.startsWith('Retreat'))).toBe(false)
  })
})

describe('othersCanRetreat', () => {
  it('the Active carrying it stops the opposing Active from retreating; from the Bench it does nothing', () => {
    const held = start(
      { active: { card: 'fire-basic', energy: ['energy-fire'] }, bench: ['water-basic'] },
      { active: 'Grabber' },
    )
    expect(held.labels().some((l) => l.startsWith('Retreat'))).toBe(false)
    const free = start(
      { active: { card: 'fire-basic', energy: ['energy-fire'] }, bench: ['water-basic'] },
      { active: 'big-basic', bench: ['Grabber'] },
    )
    expect(free.labels()).toContain('Retreat to Splashling')
  })
  it("does not stop its owner's own Pokémon", () => {
    const d = start(
      { active: { card: 'Grabber', energy: ['energy-fire'] }, bench: ['water-basic'] },
      { active: 'big-basic' },
    )
    expect(d.labels()).toContain('Retreat to Splashling')
  })
})

describe('othersWeakness', () => {
  it("changes the opposing Active's Weakness amount for every attacker of its owner", () => {
    // Flamelet (Weakness Water ×2) takes 20 × 4 from Splashling's Bubble while Quad is on the attacker's Bench.
    const damageDone = (d: Driver): number[] => d.events.flatMap((x) => (x.type === 'damage' ? [x.amount] : []))
    const e = start(
      { active: { card: 'water-basic', energy: ['energy-water'] }, bench: ['Quad'] },
      { active: 'fire-basic', bench: ['big-basic'] },
    )
    e.pick('Attack: Bubble')
    expect(damageDone(e)).toEqual([80])
    const f = start(
      { active: { card: 'water-basic', energy: ['energy-water'] }, bench: ['big-basic'] },
      { active: 'fire-basic', bench: ['big-basic'] },
    )
    f.pick('Attack: Bubble')
    expect(damageDone(f)).toEqual([40])
  })
})

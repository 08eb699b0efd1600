import { describe, expect, it } from 'vitest'
import { E, active, crz, game, pile, top } from './helpers'

const LAPRAS_VMAX = ['swsh1-49', 'swsh1-50'] // 320 HP, weak to Lightning only: Dragon attacks do their number
const KELDEO_V = 'swsh1-53' // 210 HP

describe('swsh12pt5-100 Rayquaza V', () => {
  it('is a Rapid Strike Pokémon V', () => {
    const d = game({ players: [{ active: crz(100) }, { active: KELDEO_V }] })
    expect(d.engine.db.get(crz(100)).tags).toEqual(['Rapid Strike'])
    expect(d.engine.db.get(crz(101)).tags).toEqual(['Rapid Strike'])
  })

  it('Dragon Pulse: 40, then the top 2 cards of its own deck are discarded', () => {
    const deck = ['swsh1-48', 'swsh1-29', E.water]
    const d = game({
      players: [{ active: { card: crz(100), energy: [E.lightning] }, deck }, { active: KELDEO_V }],
    })
    d.pick('Attack: Dragon Pulse')
    expect(active(d.state, 1).damage).toBe(40)
    expect(pile(d.state, 0, 'discard')).toEqual(deck.slice(0, 2))
  })

  const spiral = () =>
    game({
      players: [
        { active: { card: crz(100), energy: [E.fire, E.fire, E.fire, E.lightning] } },
        { active: { card: LAPRAS_VMAX } },
      ],
    }).pick('Attack: Spiral Burst')

  it('Spiral Burst: up to 2 basic Fire Energy discarded, 80 more for each', () => {
    const d = spiral()
    expect(d.labels()).toEqual(['Discard basic Fire Energy', 'Discard basic Lightning Energy', 'Discard nothing'])
    d.pick('Discard basic Fire Energy')
    expect(d.decision.max).toBe(2)
    d.pickIndices([0, 1])
    expect(active(d.state, 1).damage).toBe(20 + 160)
    expect(pile(d.state, 0, 'discard')).toEqual([E.fire, E.fire])
  })
  it('Spiral Burst: 1 basic Lightning Energy discarded, or nothing', () => {
    const one = spiral().pick('Discard basic Lightning Energy')
    expect(one.decision.max).toBe(1)
    one.pickIndices([0])
    expect(active(one.state, 1).damage).toBe(100)
    const none = spiral().pick('Discard nothing')
    expect(active(none.state, 1).damage).toBe(20)
    expect(pile(none.state, 0, 'discard')).toEqual([])
  })
  it('Spiral Burst offers only basic Energy cards: Speed Lightning Energy (Special) is not one', () => {
    const d = game({
      players: [{ active: { card: crz(100), energy: [E.fire, 'swsh2-173'] } }, { active: { card: LAPRAS_VMAX } }],
    })
    d.pick('Attack: Spiral Burst')
    expect(d.labels()).toEqual(['Discard basic Fire Energy', 'Discard nothing'])
  })
})

describe('swsh12pt5-101 Rayquaza VMAX (and its print 102)', () => {
  for (const n of [101, 102])
    it(`swsh12pt5-${n} evolves from Rayquaza V`, () => {
      const d = game({ players: [{ active: crz(100), hand: [crz(n)] }, { active: KELDEO_V }] })
      d.pick('Evolve Rayquaza V into Rayquaza VMAX')
      expect(top(d.state, active(d.state, 0))).toBe(crz(n))
    })

  it('Max Burst: any number of basic Lightning Energy discarded, 80 more for each', () => {
    const d = game({
      players: [
        {
          active: { card: [crz(100), crz(101)], energy: [E.lightning, E.lightning, E.lightning, E.lightning, E.fire] },
        },
        { active: { card: LAPRAS_VMAX } },
      ],
    })
    d.pick('Attack: Max Burst').pick('Discard basic Lightning Energy')
    expect(d.decision.max).toBe(4)
    d.pickIndices([0, 1, 2])
    expect(active(d.state, 1).damage).toBe(20 + 240)
    expect(pile(d.state, 0, 'discard')).toEqual([E.lightning, E.lightning, E.lightning])
  })

  it('Azure Pulse: discards the hand and draws 3, once a turn, and the turn goes on', () => {
    const deck = ['swsh1-48', 'swsh1-29', E.water, E.metal]
    const d = game({
      players: [{ active: { card: [crz(100), crz(102)] }, hand: [E.fire, crz(87)], deck }, { active: KELDEO_V }],
    })
    d.pick('Use Azure Pulse')
    expect(pile(d.state, 0, 'discard').sort()).toEqual([E.fire, crz(87)].sort())
    expect(pile(d.state, 0, 'hand')).toEqual(deck.slice(0, 3))
    expect(d.state.current).toBe(0)
    expect(d.has('Use Azure Pulse')).toBe(false)
  })
})

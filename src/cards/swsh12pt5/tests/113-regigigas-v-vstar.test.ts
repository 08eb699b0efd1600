import { describe, expect, it } from 'vitest'
import { hasAttack } from '../../../engine/testing/menu'
import { E, active, crz, game, pile, top } from './helpers'

const LAPRAS = 'swsh1-48' // 130 HP
const LAPRAS_VMAX = ['swsh1-49', 'swsh1-50'] // 320 HP, weak to Lightning only
const VSTAR = [crz(113), crz(114)]
const C3 = [E.fire, E.fire, E.fire]

describe('swsh12pt5-113 Regigigas V: Angry Whack', () => {
  for (const damage of [0, 50])
    it(`100 + 10 for each damage counter on itself (${damage / 10} counters), then it is Confused`, () => {
      const d = game({
        players: [{ active: { card: crz(113), energy: C3, damage } }, { active: { card: LAPRAS_VMAX } }],
      })
      d.pick('Attack: Angry Whack')
      expect(active(d.state, 1).damage).toBe(100 + damage)
      expect(active(d.state, 0).conditions.rotation).toBe('confused')
    })
})

describe('swsh12pt5-114 Regigigas VSTAR', () => {
  it('evolves from Regigigas V', () => {
    const d = game({ players: [{ active: crz(113), hand: [crz(114)] }, { active: LAPRAS }] })
    d.pick('Evolve Regigigas V into Regigigas VSTAR')
    expect(top(d.state, active(d.state, 0))).toBe(crz(114))
  })

  it("Giga Impact: 230 damage, and it can't attack during its player's next turn", () => {
    const d = game({ players: [{ active: { card: VSTAR, energy: C3 } }, { active: { card: LAPRAS_VMAX } }] })
    d.pick('Attack: Giga Impact')
    expect(active(d.state, 1).damage).toBe(230)
    d.pick('End turn')
    expect(d.state.current).toBe(0)
    expect(hasAttack(d, 'Giga Impact')).toBe(false)
    d.pick('End turn').pick('End turn')
    expect(hasAttack(d, 'Giga Impact')).toBe(true)
  })

  /** Seat 0's Regigigas VSTAR; the opponent has `prizes` Prize cards left and a Lapras with Energy on the Bench. */
  const guardian = (prizes: number, mine: { bench?: (string | { card: string[] })[] } = {}) =>
    game({
      players: [
        { active: { card: VSTAR }, ...mine },
        {
          active: { card: LAPRAS_VMAX },
          bench: [{ card: LAPRAS, energy: [E.water, E.water] }],
          prizes: Array<string>(prizes).fill(E.fire),
        },
      ],
    })

  it('Star Guardian: with exactly 1 Prize card left, the opponent discards the chosen Benched Pokémon and its cards', () => {
    const d = guardian(1)
    d.pick('Use Star Guardian').pick('Lapras')
    expect(d.state.players[1].bench).toEqual([])
    expect([...pile(d.state, 1, 'discard')].sort()).toEqual([LAPRAS, E.water, E.water].sort())
    // Discarded, not Knocked Out: nobody takes a Prize card.
    expect(pile(d.state, 1, 'prizes')).toHaveLength(1)
    expect(pile(d.state, 0, 'prizes')).toHaveLength(6)
    expect(d.state.players[0].vstarUsed).toBe(true)
  })

  it('Star Guardian: not offered while the opponent has 2 Prize cards left, nor with an empty Bench', () => {
    expect(guardian(2).has('Use Star Guardian')).toBe(false)
    const d = game({
      players: [{ active: { card: VSTAR } }, { active: { card: LAPRAS_VMAX }, prizes: [E.fire] }],
    })
    expect(d.has('Use Star Guardian')).toBe(false)
  })

  it('Star Guardian: once per game, also for a second Regigigas VSTAR (one VSTAR Power per player)', () => {
    const d = guardian(1, { bench: [{ card: VSTAR }] })
    d.pick('Use Star Guardian')
    d.pick('Lapras')
    expect(d.labels().some((l) => l.includes('Star Guardian'))).toBe(false)
    d.pick('End turn').pick('End turn')
    expect(d.labels().some((l) => l.includes('Star Guardian'))).toBe(false)
  })

  it("Star Guardian: refused once another VSTAR's Power was used (Zamazenta VSTAR's Shield Star)", () => {
    const d = guardian(1, { bench: [{ card: [crz(98), crz(99)] }] })
    expect(d.has('Use Star Guardian')).toBe(true)
    d.pick('Use Shield Star')
    expect(d.has('Use Star Guardian')).toBe(false)
  })
})

/**
 * Weakness before the attack's own "+"/"−" text under the 1999 rules (rules.md B-12, era row 23; seed 004: "Brak
 * Odporności uwzględnia się przed wszystkimi innymi skutkami, które mogą wpłynąć na wielkość szkody", Weakness is
 * taken into account before all other effects that may change the damage). The modern rules apply the text first
 * (DMG-2, DMG-3). Decision: docs/rulings/base1-pokemon-01-34.md "Weakness before the attack's own text".
 */
import { describe, expect, it } from 'vitest'
import type { GameEvent } from '../../../engine'
import { E, P, active, game } from './helpers'

const chop = (rules: 'classic1999' | 'modern', counters: number) => {
  // Chansey (120 HP) is weak to Fighting; Machoke is a Fighting Pokémon.
  const d = game({
    rules,
    players: [
      { active: { card: [P.machop, P.machoke], damage: 10 * counters, energy: [E.fighting, E.fighting, E.fire] } },
      { active: P.chansey },
    ],
  })
  d.pick('Attack: Karate Chop')
  const hit = d.events.find(
    (e): e is Extract<GameEvent, { type: 'damage' }> => e.type === 'damage' && e.target.seat === 1,
  )
  return { damage: active(d.state, 1).damage, why: hit?.why }
}

describe('base1-34 Machoke: Karate Chop against Weakness', () => {
  it('classic1999 (B-12): 50 doubled by Weakness, then 10 less per damage counter on Machoke', () => {
    // 50 × 2 = 100, minus 30 for 3 counters = 70 (the modern order gives (50 − 30) × 2 = 40).
    const r = chop('classic1999', 3)
    expect(r.damage).toBe(70)
    expect(r.why).toEqual({
      base: 50,
      steps: [
        { kind: 'weakness', after: 100 },
        { kind: 'attacker', after: 70, by: { def: P.machoke } },
      ],
    })
  })

  it('classic1999 (B-12): 7 counters on Machoke still leave 30 against Weakness (100 − 70)', () => {
    expect(chop('classic1999', 7).damage).toBe(30)
  })

  it('classic1999: without Weakness the order changes nothing (50 − 30 = 20; none below 0)', () => {
    for (const [counters, damage] of [
      [3, 20],
      [6, 0],
    ] as const) {
      const d = game({
        rules: 'classic1999',
        players: [
          { active: { card: P.machoke, damage: 10 * counters, energy: [E.fighting, E.fighting, E.fire] } },
          { active: P.dragonair },
        ],
      })
      d.pick('Attack: Karate Chop')
      expect(active(d.state, 1).damage).toBe(damage)
    }
  })

  it('modern (DMG-2 before DMG-3): the text first, then Weakness: (50 − 30) × 2 = 40, and 0 with 5 or more counters', () => {
    expect(chop('modern', 3).damage).toBe(40)
    expect(chop('modern', 7).damage).toBe(0)
  })
})

describe('the same order for the "+" attacks of the Base Set', () => {
  it('classic1999 (B-12): Mewtwo’s Psychic against a Mewtwo with 3 Energy: 10 × 2 + 30 = 50 (modern: 80)', () => {
    for (const [rules, damage] of [
      ['classic1999', 50],
      ['modern', 80],
    ] as const) {
      const d = game({
        rules,
        players: [
          { active: { card: P.mewtwo, energy: [E.psychic, E.fire] } },
          { active: { card: P.mewtwo, energy: [E.psychic, E.psychic, E.fire] } },
        ],
      })
      d.pick('Attack: Psychic')
      // 80 Knocks the 60-HP Mewtwo Out: the damage event says how much was done.
      const hit = d.events.find((e) => e.type === 'damage' && e.target.seat === 1)
      expect(hit?.type === 'damage' && hit.amount).toBe(damage)
    }
  })
})

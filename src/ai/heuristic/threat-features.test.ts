import { describe, expect, it } from 'vitest'
import { createEngine, viewFor } from '../../engine'
import { scenario, type ScenarioSpec } from '../../engine/testing/scenario'
import { testDb } from '../../engine/testing/cards'
import { evaluateRaw } from './evaluate'
import { replyAwareValue, threatScore, turnsToWin } from './threat-features'

const db = testDb()
const engine = createEngine(db)
const deck = ['energy-fire', 'energy-fire', 'energy-fire', 'energy-fire', 'energy-fire', 'energy-fire', 'energy-fire']

/**
 * Seat 0 has just ended its turn (seat 1 is to move): its Flamelet (50 HP, weak to Water) has 30 HP left. Seat 1's
 * Active Leaflet does 20 with Vine Whip; `benched` waits on seat 1's Bench with no Energy.
 */
const afterMyTurn = (benched: string, prizes = 6): ScenarioSpec => ({
  current: 1,
  players: [
    { active: { card: 'fire-basic', energy: ['energy-fire'], damage: 20 }, bench: ['water-basic'], deck },
    {
      active: { card: 'grass-basic', energy: ['energy-grass'] },
      bench: [benched],
      hand: ['energy-water'],
      deck,
      prizes: deck.slice(0, prizes),
    },
  ],
})
const view = (spec: ScenarioSpec, seat: 0 | 1 = 0) => viewFor(scenario(engine, spec), seat)

describe('evaluation that sees the reply', () => {
  it('gives the other seat the opposite reply terms of the same position', () => {
    for (const spec of [afterMyTurn('water-basic'), afterMyTurn('grass-basic', 1)]) {
      expect(threatScore(view(spec, 0), 0, db)).toBeCloseTo(-threatScore(view(spec, 1), 1, db), 9)
      expect(replyAwareValue(view(spec, 0), 0, db)).toBeCloseTo(-replyAwareValue(view(spec, 1), 1, db), 9)
    }
  })

  it('sees a Benched attacker that can come in and Knock Out our Active next turn', () => {
    // Splashling's Bubble (one Water Energy, attachable next turn) does 20 ×2 (Weakness, rules.md DMG-3) = 40 ≥ 30
    // HP left: a Knock Out once it is Active. Leaflet on the Bench does 20: no Knock Out.
    const water = view(afterMyTurn('water-basic'))
    const grass = view(afterMyTurn('grass-basic'))
    expect(threatScore(water, 0, db)).toBeLessThan(threatScore(grass, 0, db) - 0.2)
    expect(replyAwareValue(water, 0, db)).toBeLessThan(replyAwareValue(grass, 0, db))
  })

  it('counts a Knock Out that takes the attacker’s last Prize card as the game', () => {
    // Seat 1 can Knock Out Flamelet next turn with the Benched Splashling either way; with one Prize card left that
    // Knock Out wins (rules.md KO-5), with six it is one Prize. The hand-set V sees only the Prize lead.
    const one = view(afterMyTurn('water-basic', 1))
    const six = view(afterMyTurn('water-basic', 6))
    const plain = evaluateRaw(one, 0, db) - evaluateRaw(six, 0, db)
    const aware = plain + threatScore(one, 0, db) - threatScore(six, 0, db)
    expect(plain).toBeCloseTo(-5, 6)
    expect(aware).toBeLessThan(plain - 1)
  })
})

describe('the Prize race', () => {
  it('counts the attacks a side needs to take its remaining Prize cards', () => {
    // Seat 1 to move, one Water Energy to attach: Splashling (Bench) does 40 to Flamelet (30 HP left: one hit) and
    // 20 to the Benched Splashling (60 HP: three hits); with two Prize cards left it needs 1 + 3 attacks, with one
    // Prize card only the first. Leaflet on the Bench instead: 20 a hit, two hits on Flamelet.
    const water = view(afterMyTurn('water-basic', 2), 1)
    expect(turnsToWin(db, water, water.me, water.opponent, 1)).toBe(4)
    const last = view(afterMyTurn('water-basic', 1), 1)
    expect(turnsToWin(db, last, last.me, last.opponent, 1)).toBe(1)
    const grass = view(afterMyTurn('grass-basic', 1), 1)
    expect(turnsToWin(db, grass, grass.me, grass.opponent, 1)).toBe(2)
  })
})

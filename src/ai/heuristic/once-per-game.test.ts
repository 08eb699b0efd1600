import { describe, expect, it } from 'vitest'
import { createEngine, viewFor, type GameState } from '../../engine'
import { scenario, type ScenarioSpec } from '../../engine/testing/scenario'
import { mechDb } from '../../engine/mechanics-tests/cards'
import { freshTurnMemory, heuristicPicks } from './policy'

// Sparkle VSTAR (m-vstar): Star Burst, its VSTAR Power attack, 50 for no Energy; Twinkle 10; Star Draw, its VSTAR
// Power Ability, draws 2. Boulderback (big-basic) has 200 HP.
const db = mechDb()
const engine = createEngine(db)
const deck = ['energy-fire', 'energy-fire', 'energy-fire', 'energy-fire', 'energy-fire']

function choice(spec: ScenarioSpec): string {
  const s: GameState = scenario(engine, spec)
  const view = viewFor(s, s.pending!.seat)
  const [pick] = heuristicPicks(db, view, view.pending!.decision!, freshTurnMemory())
  return s.pending!.options[pick!]!.label
}

const against = (defender: ScenarioSpec['players'][1]['active']): ScenarioSpec => ({
  players: [
    { active: { card: ['m-v', 'm-vstar'] }, deck },
    { active: defender, bench: ['big-basic'], deck },
  ],
})

describe('the heuristic keeps its VSTAR Power for a turn it matters (rules.md §3 VSTAR: one per game)', () => {
  it('uses the ordinary attack while the VSTAR Power attack would Knock nothing Out', () => {
    expect(choice(against('big-basic'))).toBe('Attack: Twinkle')
  })

  it('spends the VSTAR Power attack when it Knocks Out and the ordinary attack does not', () => {
    expect(choice(against({ card: 'big-basic', damage: 150 }))).toBe('Attack: Star Burst')
  })

  it('takes a Knock Out with the ordinary attack when that is enough, keeping the Power', () => {
    expect(choice(against({ card: 'big-basic', damage: 190 }))).toBe('Attack: Twinkle')
  })

  it('does not spend a VSTAR Power Ability its set gives no hint for', () => {
    expect(choice(against('big-basic'))).not.toBe('Use Star Draw')
  })
})

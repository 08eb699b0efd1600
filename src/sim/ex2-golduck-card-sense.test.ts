/**
 * EX Sandstorm's hint for Golduck's Chaos Flash (read by card sense, src/ai/card-sense, from the card's text: no hint names it): the heuristic policy uses the Poké-Power
 * against a Defending Pokémon without a Special Condition, but not to swap a Paralysis for Confusion. Lives in src/sim
 * because it needs both the AI and the card set (src/ai may not import src/cards).
 */
import { describe, expect, it } from 'vitest'
import { createEngine, type SpecialCondition } from '../engine'
import { fill, harness } from '../engine/testing/harness'
import { cardDb } from '../cards/registry'
import { hintProbe } from './hint-probe'

const db = cardDb()
const engine = createEngine(db)
const filler = fill(6, 'base1-98')
const { game } = harness(engine, { rules: 'ex2003', deck: filler, prizes: filler })
const { firstAction } = hintProbe(db)
const GOLDUCK = ['ex2-73', 'ex2-17']

const position = (conditions: SpecialCondition[]) =>
  game({ players: [{ active: { card: GOLDUCK } }, { active: { card: 'base1-2', conditions } }] }).state

describe('EX Sandstorm card sense: Golduck, Chaos Flash', () => {
  it('used against a Defending Pokémon with no Special Condition', () => {
    const s = position([])
    expect(firstAction(s).type).toBe('ability')
  })
  it('kept when the Defending Pokémon is Paralyzed (heads would only make it Confused instead)', () => {
    const s = position(['paralyzed'])
    expect(firstAction(s, false).type).toBe('ability') // without card sense, the default uses any Poké-Power it may
    expect(firstAction(s).type).not.toBe('ability')
  })
})

/**
 * The practice duel is playable as taught: driving the engine with each step's taught decisions and the scripted
 * opponent, every step's expected decision appears, the opponent never leaves its script, every coin flip is one
 * of the fixed ones, and the player wins. The positions the lesson texts describe are checked too (a text that
 * says "Charmander is Paralyzed" must be shown when it is).
 */
import { describe, expect, it } from 'vitest'
import { createEngine, viewFor, type GameState } from '../engine'
import { cardDb } from '../cards/registry'
import { PRACTICE_DUEL as T, picksFit, picksFor, walkthrough, isReadStep } from '.'

const engine = createEngine(cardDb())
const walk = walkthrough(engine, T)
const at = (id: string): GameState => {
  const i = T.steps.findIndex((s) => s.id === id)
  if (i < 0) throw new Error(`no step ${id}`)
  return walk.stepStates[i]!
}
const named = (g: GameState, seat: 0 | 1, name: string) => {
  const p = g.players[seat]
  const slot = [p.active, ...p.bench].find((s) => s && engine.db.get(g.cards[s.stack.at(-1)!]!.def).name === name)
  if (!slot) throw new Error(`${name} is not in play for seat ${seat}`)
  return slot
}

describe('the practice duel (src/tutorial/practice-duel.ts)', () => {
  it('reaches every step with the taught moves and the scripted opponent, and ends in the player’s win', () => {
    expect(walk.stuck).toBeNull()
    expect(walk.offScript).toEqual([])
    expect(walk.stepStarts).toHaveLength(T.steps.length + 1)
    expect(walk.state.result?.winner).toBe(0)
  })

  it('asks the player exactly the decisions the steps teach, in order, at each step’s start', () => {
    T.steps.forEach((s, i) => {
      if (isReadStep(s)) return
      const g = walk.stepStates[i]!
      const d = g.pending!
      expect(d.seat, s.id).toBe(0)
      expect(picksFor(s.do![0]!, d, viewFor(g, 0), engine.db), s.id).not.toBeNull()
    })
  })

  it('flips only the fixed coins: ten flips, none left over, none from the generator', () => {
    const coins: boolean[] = []
    const start = engine.newGame(walk.setup)
    const events = [...start.events]
    let state = start.state
    for (const r of walk.responses) {
      const res = engine.step(state, r)
      if (!res.ok) throw new Error(res.error)
      events.push(...res.events)
      state = res.state
    }
    for (const e of events) if (e.type === 'coin') coins.push(e.heads)
    expect(coins).toEqual(T.duel.flips)
    expect(state.forcedFlips).toEqual([])
    expect(state.result?.reason).toBe('prizes')
  })

  it('shows each lesson’s position: damage counters, Paralysis and its end, Asleep, evolution, Confusion', () => {
    expect(named(at('damage-counters'), 1, 'Charmander').damage).toBe(20) // 10 × 2 (Weakness)
    expect(named(at('paralyzed'), 1, 'Charmander').conditions.rotation).toBe('paralyzed')
    expect(named(at('checkup-paralysis'), 1, 'Charmander').conditions.rotation).toBeNull()
    expect(at('take-prize').players[1].discard.map((u) => at('take-prize').cards[u]!.def)).toContain('base1-46')
    expect(named(at('asleep'), 0, 'Squirtle').conditions.rotation).toBe('asleep')
    expect(named(at('retreat'), 0, 'Wartortle').conditions.rotation).toBeNull()
    expect(named(at('retreat-again'), 0, 'Machop').conditions.rotation).toBeNull() // Sleeping Gas: tails
    const confused = named(at('confused'), 1, 'Gastly')
    expect([confused.conditions.rotation, confused.damage]).toEqual(['confused', 10])
    expect(named(at('checkup-confused'), 0, 'Vulpix').conditions.rotation).toBeNull()
    expect(named(at('checkup-confused'), 1, 'Gastly').conditions.rotation).toBe('confused')
  })

  it('teaches Resistance by doing: Machop’s Low Kick (20) into Gastly, which resists Fighting, does no damage (rules.md B-12: Resistance −30)', () => {
    const i = T.steps.findIndex((s) => s.id === 'low-kick')
    const before = walk.stepStates[i]!
    const lowKick = (g: GameState) => {
      const d = g.pending!
      const res = engine.step(g, { decision: d.id, picks: picksFor(T.steps[i]!.do![0]!, d, viewFor(g, 0), engine.db)! })
      if (!res.ok) throw new Error(res.error)
      return res
    }
    expect(named(before, 1, 'Gastly').damage).toBe(0)
    const hit = lowKick(before)
    expect(named(hit.state, 1, 'Gastly').damage).toBe(0)
    expect(hit.events.some((e) => e.type === 'attack')).toBe(true)
    // The same attack into a Gastly without Resistance (Abra: Psychic, 30 HP, no Resistance) does its printed 20.
    const gastly = named(before, 1, 'Gastly').stack.at(-1)!
    const noResistance = structuredClone(before)
    noResistance.cards[gastly]!.def = 'base1-43'
    // The deck list changes with it, or the engine refuses the state as damaged (a card the list does not have).
    const list = noResistance.decklists[1]!
    list[list.indexOf('base1-50')] = 'base1-43'
    expect(named(lowKick(noResistance).state, 1, 'Abra').damage).toBe(20)
    expect(named(at('resistance'), 1, 'Gastly').damage).toBe(0)
  })

  it('accepts only the taught answer: another legal move does not fit the step', () => {
    const i = T.steps.findIndex((s) => s.id === 'attach-water')
    const g = walk.stepStates[i]!
    const d = g.pending!
    const view = viewFor(g, 0)
    const e = T.steps[i]!.do![0]!
    const fits = d.options.map((_, k) => picksFit(e, d, [k], view, engine.db))
    expect(fits.filter(Boolean)).toHaveLength(1)
    expect(d.options[fits.indexOf(true)]!.label).toBe('Attach Water Energy to Squirtle')
  })

  it('has unique step ids, known lessons, and every lesson taught by at least one step', () => {
    expect(new Set(T.steps.map((s) => s.id)).size).toBe(T.steps.length)
    const lessons = new Set(T.lessons.map((l) => l.id))
    for (const s of T.steps) expect(lessons, s.id).toContain(s.lesson)
    for (const l of T.lessons)
      expect(
        T.steps.some((s) => s.lesson === l.id),
        l.id,
      ).toBe(true)
  })

  it('resumes a step by replaying the taught responses up to its start', () => {
    const i = T.steps.findIndex((s) => s.id === 'evolve')
    const partial = walkthrough(engine, T, i)
    expect(partial.responses).toEqual(walk.responses.slice(0, walk.stepStarts[i]))
    expect(engine.replay(partial.setup, partial.responses)).toEqual(walk.stepStates[i])
  })
})

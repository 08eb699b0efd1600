/**
 * The lesson for today's game is playable as taught: driving the engine with each step's taught decisions and the
 * scripted opponent, every step's expected decision appears, the opponent never leaves its script, the one coin
 * flip is the fixed one, and the player wins. The positions the texts describe are checked too (a text that says
 * "it took 40" must be shown when Hitmonchan has 40 damage).
 */
import { describe, expect, it } from 'vitest'
import { createEngine, viewFor, type GameState } from '../engine'
import { cardDb } from '../cards/registry'
import { MODERN_LESSON as T, picksFit, picksFor, walkthrough, isReadStep, TUTORIALS } from '.'

const engine = createEngine(cardDb())
const walk = walkthrough(engine, T)
const index = (id: string) => {
  const i = T.steps.findIndex((s) => s.id === id)
  if (i < 0) throw new Error(`no step ${id}`)
  return i
}
const at = (id: string): GameState => walk.stepStates[index(id)]!
const named = (g: GameState, seat: 0 | 1, name: string) => {
  const p = g.players[seat]
  const slot = [p.active, ...p.bench].find((s) => s && engine.db.get(g.cards[s.stack.at(-1)!]!.def).name === name)
  if (!slot) throw new Error(`${name} is not in play for seat ${seat}`)
  return slot
}
const names = (g: GameState, uids: readonly number[]) => uids.map((u) => engine.db.get(g.cards[u]!.def).name)

/** The game right after step `id`'s taught decisions (the first of them for a step of one). */
function afterTaught(id: string) {
  const i = index(id)
  const g = walk.stepStates[i]!
  const d = g.pending!
  const picks = picksFor(T.steps[i]!.do![0]!, d, viewFor(g, 0), engine.db)!
  const res = engine.step(g, { decision: d.id, picks })
  if (!res.ok) throw new Error(res.error)
  return res
}

describe('the lesson for today’s game (src/tutorial/modern-lesson.ts)', () => {
  it('is offered first, before the classic duel, and plays by the modern rules with Scarlet & Violet—151 cards', () => {
    expect(TUTORIALS.map((t) => t.id)).toEqual(['modern', 'classic'])
    expect(T.duel.rules).toBe('modern')
    const sets = new Set(T.duel.decks.flat().map((id) => id.slice(0, id.lastIndexOf('-'))))
    expect([...sets].sort()).toEqual(['sv3pt5', 'sve'])
  })

  it('reaches every step with the taught moves and the scripted opponent, and ends in the player’s win', () => {
    expect(walk.stuck).toBeNull()
    expect(walk.offScript).toEqual([])
    expect(walk.stepStarts).toHaveLength(T.steps.length + 1)
    expect(walk.state.result).toMatchObject({ winner: 0, reason: 'prizes' })
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

  it('flips only the fixed coin: the one that decides who chooses to go first', () => {
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
  })

  it('teaches the first-turn rules: going first, you may neither attack nor play Daisy’s Help, and may end the turn', () => {
    const g = at('first-turn')
    expect([g.turn, g.firstPlayer, g.pending?.seat, g.pending?.ask]).toEqual([1, 0, 0, 'main'])
    const labels = g.pending!.options.map((o) => o.label)
    expect(names(g, g.players[0].hand)).toContain("Daisy's Help")
    expect(labels.filter((l) => l.startsWith('Attack') || l.includes('Daisy'))).toEqual([])
    // On turn 3 the same Supporter may be played, and the attack is offered once its Energy is there.
    const later = at('daisy').pending!.options.map((o) => o.label)
    expect(later).toContain("Play Daisy's Help")
    expect(later).toContain('Attack: Excited Punch')
  })

  it('shows what each read step says: Weakness, an Ability at work, the Tool healing, the Stadium used by both', () => {
    expect(named(at('weakness'), 0, 'Hitmonchan').damage).toBe(40) // Psyshot 20 × 2
    expect(named(at('counterattack'), 1, 'Abra').damage).toBe(30) // Counterattack: 3 damage counters
    // Excited Punch 60 − 30 (Abra resists Fighting) = 30 ≥ Abra's 20 HP left: one Prize card.
    const punch = afterTaught('excited-punch')
    expect(punch.state.players[1].active).toBeNull()
    expect(at('take-prize').pending?.ask).toBe('take-prize')
    expect(at('leftovers').players[0].prizes).toHaveLength(2)
    expect(named(at('leftovers'), 0, 'Hitmonchan').damage).toBe(20) // Leftovers healed 20 at the end of turn 3
    const hitmonchan = named(at('leftovers'), 0, 'Hitmonchan')
    expect(names(at('leftovers'), hitmonchan.tools)).toEqual(['Leftovers'])
    const ex = at('pokemon-ex')
    expect(engine.db.get(ex.cards[ex.players[1].active!.stack.at(-1)!]!.def).name).toBe('Kangaskhan ex')
    expect(names(ex, [ex.stadium!.uid])).toEqual(['Cycling Road'])
    // The opponent used Cycling Road on turn 4: one Basic Energy discarded from its hand.
    expect(names(ex, ex.players[1].discard)).toContain('Basic Psychic Energy')
  })

  it('lets Mew ex’s Restart draw to 3 cards, and Daisy’s Help draw 2', () => {
    const before = at('restart').players[0].hand.length
    expect(before).toBeLessThan(3)
    expect(afterTaught('restart').state.players[0].hand).toHaveLength(3)
    expect(afterTaught('daisy').state.players[0].hand).toHaveLength(at('daisy').players[0].hand.length - 1 + 2)
  })

  it('ends with a Pokémon ex Knocked Out, which gives the last 2 Prize cards at once', () => {
    const g = at('final-punch')
    expect(g.players[0].prizes).toHaveLength(2)
    const end = afterTaught('final-punch')
    expect(end.state.players[0].prizes).toHaveLength(0)
    expect(end.state.result).toMatchObject({ winner: 0, reason: 'prizes' })
    // 240 damage: Excited Punch 60 + 60 for the second turn in a row, doubled for Weakness to Fighting.
    const damage = end.events.find((e) => e.type === 'damage')
    expect(damage).toMatchObject({ amount: 240 })
  })

  it('accepts only the taught answer: another legal move does not fit the step', () => {
    const i = index('attach-leftovers')
    const g = walk.stepStates[i]!
    const d = g.pending!
    const e = T.steps[i]!.do![0]!
    const fits = d.options.map((_, k) => picksFit(e, d, [k], viewFor(g, 0), engine.db))
    expect(fits.filter(Boolean)).toHaveLength(1)
    expect(d.options[fits.indexOf(true)]!.label).toMatch(/Leftovers.*Hitmonchan/)
    const j = index('restart')
    const r = walk.stepStates[j]!
    const ability = r.pending!.options.findIndex((o) => o.label === 'Use Restart')
    const attack = r.pending!.options.findIndex((o) => o.label === 'Attack: Excited Punch')
    expect(picksFit(T.steps[j]!.do![0]!, r.pending!, [ability], viewFor(r, 0), engine.db)).toBe(true)
    expect(picksFit(T.steps[j]!.do![0]!, r.pending!, [attack], viewFor(r, 0), engine.db)).toBe(false)
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
    const i = index('daisy')
    const partial = walkthrough(engine, T, i)
    expect(partial.responses).toEqual(walk.responses.slice(0, walk.stepStarts[i]))
    expect(engine.replay(partial.setup, partial.responses)).toEqual(walk.stepStates[i])
  })
})

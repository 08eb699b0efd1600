/**
 * Each misjudgement of a Beginner (misjudge.ts) on a built position: the misjudging policy picks the plausible,
 * weaker play, the policy without it (Normal's reading) the better one. And a misreading never gets past the blunder
 * guard: with every misjudgement on, the policy still takes a sure Knock Out and still refuses to retreat back.
 */
import { describe, expect, it } from 'vitest'
import { createEngine, viewFor, type Decision, type GameState } from '../../engine'
import { scenario, type ScenarioSpec } from '../../engine/testing/scenario'
import { testDb } from '../../engine/testing/cards'
import { freshTurnMemory, heuristicPicks, noteAction, syncTurn } from './policy'
import { parseMisjudgements, type Misjudgements } from './misjudge'

const db = testDb()
const engine = createEngine(db)
const deck = ['energy-fire', 'energy-fire', 'energy-fire', 'energy-fire', 'energy-fire']
const ALL = parseMisjudgements('wtaespr')

/** The label the policy picks at seat 0's pending decision, with or without misjudgements. */
function pick(s: GameState, misjudge?: Misjudgements, d?: Decision): string {
  const view = viewFor(s, 0)
  const dec = d ?? view.pending!.decision!
  const [i] = heuristicPicks(db, view, dec, freshTurnMemory(), misjudge ? { misjudge } : {})
  return dec.options[i!]!.label
}

const start = (spec: ScenarioSpec): GameState => scenario(engine, { rules: 'classic1999', ...spec })

describe('a Beginner misjudges in kind', () => {
  it('reads damage as printed: misses the Knock Out Weakness gives a Benched attacker', () => {
    // Rules.md §4 (Weakness ×2): Splashling's Bubble does 20, doubled against Flamelet (Weakness Water) = 40, a
    // Knock Out of the 40 HP it has left. Normal retreats Puffball (free) for Splashling; a Beginner reading 20 sees
    // no Knock Out and no gain worth a retreat, and attacks with Puffball.
    const s = start({
      players: [
        {
          active: { card: 'colorless-basic' },
          bench: [{ card: 'water-basic', energy: ['energy-water'] }],
          deck,
        },
        { active: { card: 'fire-basic', damage: 10 }, deck },
      ],
    })
    expect(pick(s)).toBe('Retreat to Splashling')
    expect(pick(s, { printedDamage: true })).toBe('Attack: Pound')
  })

  it('does not look at next turn: stays in front with a damaged Pokémon the opponent will Knock Out', () => {
    // Flamelet (20 HP left) faces Crystal ex, whose Shard (Water, ×2) Knocks it Out next turn; Boulderback on the
    // Bench is ready and safe. Normal retreats to it before attacking; a Beginner attacks where it stands. (Scratch
    // does damage here: against Splashling's Resistance it would do none, and an Active that makes no progress
    // retreats for a Benched attacker at every level, progress.ts.)
    const s = start({
      players: [
        {
          active: { card: 'fire-basic', damage: 30, energy: ['energy-fire'] },
          bench: [{ card: 'big-basic', energy: ['energy-fire', 'energy-fire'] }],
          deck,
        },
        { active: { card: 'tera-basic', energy: ['energy-water'] }, deck },
      ],
    })
    expect(pick(s)).toBe('Retreat to Boulderback')
    expect(pick(s, { noThreats: true })).toBe('Attack: Scratch')
  })

  it('attacks with the first attack it can pay rather than the strongest', () => {
    const s = start({
      players: [
        { active: { card: 'fire-basic', energy: ['energy-fire', 'energy-fire'] }, deck },
        { active: { card: 'big-basic' }, deck },
      ],
    })
    expect(pick(s)).toBe('Attack: Ember')
    expect(pick(s, { firstAttack: true })).toBe('Attack: Scratch')
  })

  it('puts Energy on the Active rather than on the attacker being built on the Bench', () => {
    // Flamelet in front (10 HP left) will be Knocked Out by Flamelet ex's Blaze next turn, before one Energy makes
    // Ember ready; Boulderback on the Bench needs two for Rumble: Normal starts the Benched attacker (the Energy plan,
    // energy-goal.ts), a Beginner tops up the Pokémon in front and loses the Energy with it.
    const s = start({
      players: [
        { active: { card: 'fire-basic', damage: 40 }, bench: ['big-basic'], hand: ['energy-fire'], deck },
        { active: { card: 'ex-basic', energy: ['energy-fire'] }, deck },
      ],
    })
    expect(pick(s)).toBe('Attach Fire Energy to Boulderback')
    expect(pick(s, { energyToActive: true })).toBe('Attach Fire Energy to Flamelet')
  })

  it('misses the combo of a retreat to the Benched Pokémon that Knocks Out', () => {
    // Flamelet has 20 HP left: Splashling's Bubble Knocks it Out (even without Weakness), Puffball's Pound does not.
    const s = start({
      players: [
        {
          active: { card: 'colorless-basic' },
          bench: [{ card: 'water-basic', energy: ['energy-water'] }],
          deck,
        },
        { active: { card: 'fire-basic', damage: 30 }, deck },
      ],
    })
    expect(pick(s)).toBe('Retreat to Splashling')
    expect(pick(s, { missBenchKnockOut: true })).toBe('Attack: Pound')
  })

  it('sends up its biggest Pokémon, ready or not', () => {
    const s = start({
      players: [
        {
          active: { card: 'colorless-basic' },
          bench: ['big-basic', { card: 'water-basic', energy: ['energy-water'] }],
          deck,
        },
        { active: { card: 'fire-basic' }, deck },
      ],
    })
    const view = viewFor(s, 0)
    const promote: Decision = {
      id: 999,
      seat: 0,
      ask: 'promote',
      min: 1,
      max: 1,
      options: view.me.bench.map((_, index) => ({
        kind: 'slot' as const,
        ref: { seat: 0 as const, zone: 'bench' as const, index },
        label: index === 0 ? 'Boulderback' : 'Splashling',
      })),
    } as Decision
    expect(pick(s, undefined, promote)).toBe('Splashling')
    expect(pick(s, { biggestPromote: true }, promote)).toBe('Boulderback')
  })
})

describe('misjudging never gets past the blunder guard', () => {
  it('takes a sure Knock Out even with every misjudgement on', () => {
    // Scratch (first attack) does 10; Ember's 30 Knocks Out Puffball for sure (blunders (c)).
    const s = start({
      players: [
        { active: { card: 'fire-basic', energy: ['energy-fire', 'energy-fire'] }, deck },
        { active: { card: 'colorless-basic' }, deck },
      ],
    })
    expect(pick(s, ALL)).toBe('Attack: Ember')
  })

  it('never retreats back to the Pokémon that left the Active Spot this turn', () => {
    const s0 = start({
      players: [
        {
          active: { card: 'colorless-basic' },
          bench: [{ card: 'water-basic', energy: ['energy-water'] }],
          deck,
        },
        { active: { card: 'fire-basic', damage: 10 }, deck },
      ],
    })
    const mem = freshTurnMemory()
    const view0 = viewFor(s0, 0)
    syncTurn(mem, view0)
    const retreat = s0.pending!.options.findIndex((o) => o.label === 'Retreat to Splashling')
    noteAction(view0, s0.pending!.options[retreat]!, mem)
    const r = engine.step(s0, { decision: s0.pending!.id, picks: [retreat] })
    if (!r.ok) throw new Error(r.error)
    const view = viewFor(r.state, 0)
    const labels = new Set<string>()
    for (let k = 0; k < 20; k++) {
      const m = { ...mem }
      const [i] = heuristicPicks(db, view, view.pending!.decision!, m, { misjudge: ALL })
      labels.add(view.pending!.decision!.options[i!]!.label)
    }
    expect([...labels].filter((l) => l.startsWith('Retreat'))).toEqual([])
  })
})

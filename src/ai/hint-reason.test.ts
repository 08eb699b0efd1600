/**
 * The reason line of a hint (issue 21) on built positions: the option is played with the real engine and the reason
 * read off the views before and after it, as the hint does (hint.ts).
 */
import { describe, expect, it } from 'vitest'
import { createEngine, viewFor, type GameState } from '../engine'
import { scenario, type ScenarioSpec } from '../engine/testing/scenario'
import { testDb } from '../engine/testing/cards'
import { makeContext } from './agent'
import { computeHint } from './hint'
import { hintReason } from './hint-reason'

const db = testDb()
const engine = createEngine(db)
const deck = ['energy-fire', 'energy-fire', 'energy-fire', 'energy-fire', 'energy-fire', 'energy-fire']

/** The reason for the option labelled `label` at seat 0's main menu; the turn's end is taken right after it. */
function reasonFor(s: GameState, label: string): string {
  const d = s.pending!
  const i = d.options.findIndex((o) => o.label === label)
  expect(i, `${label} among ${d.options.map((o) => o.label).join(' / ')}`).toBeGreaterThanOrEqual(0)
  const r = engine.step(s, { decision: d.id, picks: [i] })
  if (!r.ok) throw new Error(r.error)
  const now = viewFor(r.state, 0, db)
  return hintReason({ db, before: viewFor(s, 0, db), now, end: now, option: d.options[i]! })
}

/** Flamelet (Ember 30 for Fire + Colorless, ×2 on Leaflet) facing a damaged Leaflet; `prizes` left for us. */
const knockOut = (prizes: number): ScenarioSpec => ({
  rules: 'classic1999',
  players: [
    {
      active: { card: 'fire-basic', energy: ['energy-fire', 'energy-fire'] },
      bench: ['water-basic'],
      deck,
      prizes: Array.from({ length: prizes }, () => 'energy-fire'),
    },
    { active: { card: 'grass-basic', damage: 20 }, bench: ['water-basic'], deck, prizes: deck.slice(0, 3) },
  ],
})

describe('hint reason: what the suggested option does on the table', () => {
  it('names the Knock Out and the last Prize card (rules.md: taking the last Prize wins)', () => {
    const s = scenario(engine, knockOut(1))
    const d = s.pending!
    const i = d.options.findIndex((o) => o.label === 'Attack: Ember')
    const r = engine.step(s, { decision: d.id, picks: [i] })
    if (!r.ok) throw new Error(r.error)
    let end = r.state
    // Our own Prize question comes after the Knock Out: take the card.
    while (end.pending && !end.result && end.pending.seat === 0 && end.pending.ask === 'take-prize') {
      const x = engine.step(end, { decision: end.pending.id, picks: [0] })
      if (!x.ok) throw new Error(x.error)
      end = x.state
    }
    const reason = hintReason({
      db,
      before: viewFor(s, 0, db),
      now: viewFor(r.state, 0, db),
      end: viewFor(end, 0, db),
      option: d.options[i]!,
    })
    expect(reason).toBe('Knocks Out Leaflet and takes your last Prize')
  })

  it('names a Pokémon taken out of reach of a Knock Out next turn', () => {
    // Splashling's Bubble (20, ×2 on Flamelet) Knocks Out a Flamelet with 30 HP left: retreating it keeps it safe.
    const s = scenario(engine, {
      rules: 'classic1999',
      players: [
        { active: { card: 'fire-basic', damage: 20, energy: ['energy-fire'] }, bench: ['grass-basic'], deck },
        { active: { card: 'water-basic', energy: ['energy-water'] }, bench: [], deck },
      ],
    })
    const label = s.pending!.options.find((o) => o.kind === 'action' && o.action.type === 'retreat')!.label
    expect(reasonFor(s, label)).toBe('Keeps Flamelet safe from a Knock Out next turn')
  })

  it('names an evolution', () => {
    const s = scenario(engine, {
      rules: 'classic1999',
      players: [
        { active: 'fire-basic', bench: ['water-basic'], hand: ['fire-stage1'], deck },
        { active: 'grass-basic', deck },
      ],
    })
    const label = s.pending!.options.find((o) => o.kind === 'action' && o.action.type === 'evolve')!.label
    expect(reasonFor(s, label)).toBe('Evolves Flamelet into Flamewing')
  })

  it('names the attack an Energy makes usable now', () => {
    const s = scenario(engine, {
      rules: 'classic1999',
      players: [
        {
          active: { card: 'fire-basic', energy: ['energy-fire'] },
          bench: ['water-basic'],
          hand: ['energy-fire'],
          deck,
        },
        { active: 'grass-basic', deck },
      ],
    })
    const label = s.pending!.options.find(
      (o) => o.kind === 'action' && o.action.type === 'attach-energy' && o.action.target.zone === 'active',
    )!.label
    expect(reasonFor(s, label)).toBe('Lets Flamelet use Ember now')
  })
})

describe('computeHint: Expert’s suggestion with two alternatives', () => {
  it('suggests the winning Knock Out, with its reason, the next two options and win chances', () => {
    const s = scenario(engine, knockOut(1))
    const view = viewFor(s, 0, db)
    const hint = computeHint(
      { view, decision: view.pending!.decision! },
      makeContext(db, s.decklists[0], 5, { iterations: 3 }),
    )
    expect(hint.decision).toBe(s.pending!.id)
    expect(hint.best.label).toBe('Attack: Ember')
    expect(hint.best.reason).toBe('Knocks Out Leaflet and takes your last Prize')
    expect(hint.best.win).toBe(1)
    expect(hint.alternatives).toHaveLength(2)
    for (const a of hint.alternatives) {
      expect(a.win).toBeGreaterThanOrEqual(0)
      expect(a.win).toBeLessThan(1)
      expect(a.reason).not.toBe('')
    }
    expect(hint.worlds).toBe(3)
  })

  it('never offers as an alternative a move that reads the same as another (two copies of one card)', () => {
    const s = scenario(engine, {
      rules: 'classic1999',
      players: [
        { active: 'water-basic', bench: ['fire-basic'], hand: ['energy-water', 'energy-water', 'energy-water'], deck },
        { active: 'grass-basic', deck },
      ],
    })
    const view = viewFor(s, 0, db)
    const labels = view.pending!.decision!.options.map((o) => o.label)
    // The engine offers each copy separately: without the filter the hint could list one move twice.
    expect(labels.filter((l) => l === labels.find((x) => /Water Energy/.test(x))).length).toBeGreaterThan(1)
    const hint = computeHint(
      { view, decision: view.pending!.decision! },
      makeContext(db, s.decklists[0], 5, { iterations: 2 }),
    )
    const shown = [hint.best, ...hint.alternatives].map((c) => c.label)
    expect(new Set(shown).size).toBe(shown.length)
  })

  it('points at the card to drag and where it goes', () => {
    const s = scenario(engine, {
      rules: 'classic1999',
      players: [
        { active: 'fire-basic', bench: ['water-basic'], hand: ['fire-stage1'], deck },
        { active: 'grass-basic', deck },
      ],
    })
    const view = viewFor(s, 0, db)
    const hint = computeHint(
      { view, decision: view.pending!.decision! },
      makeContext(db, s.decklists[0], 5, { iterations: 2 }),
    )
    expect(hint.best.label).toMatch(/Evolve/)
    const card = view.me.hand!.find((c) => c.def === 'fire-stage1')!
    expect(hint.best.card).toBe(card.uid)
    expect(hint.best.target).toEqual({ seat: 0, zone: 'active' })
  })
})

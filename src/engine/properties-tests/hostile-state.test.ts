/**
 * The engine does not trust the state it is handed (issue 19, item 9): a main-phase action picked from a menu that
 * was tampered with is checked again against the rules, and a state the engine did not produce (a save, a replay
 * file) is checked against the zone and count invariants before it is stepped or loaded, with a clear error.
 */
import { describe, expect, it } from 'vitest'
import { createEngine } from '../engine'
import type { GameState } from '../model/state'
import type { Option } from '../model/decision'
import { testDb } from '../testing/cards'
import { scenario } from '../testing/scenario'
import { mono } from '../testing/setup-play'
import { playRandom } from './helpers'

const engine = createEngine(testDb())

/** A main phase of seat 0 with two Energy cards in hand and a Pokémon to attach them to. */
function twoEnergyTurn(): GameState {
  return scenario(engine, {
    players: [
      { active: 'fire-basic', hand: ['energy-fire', 'energy-fire'], deck: ['energy-fire', 'energy-fire'] },
      { active: 'water-basic', deck: ['energy-water', 'energy-water'] },
    ],
  })
}

const attachOption = (s: GameState): number =>
  s.pending!.options.findIndex((o) => o.kind === 'action' && o.action.type === 'attach-energy')

describe('a picked main-phase action is legal in the state', () => {
  it('refuses a second Energy attachment injected into the menu', () => {
    const s0 = twoEnergyTurn()
    const first = engine.step(s0, { decision: s0.pending!.id, picks: [attachOption(s0)] })
    if (!first.ok) throw new Error(first.error)
    const s1 = first.state
    expect(attachOption(s1)).toBe(-1) // the engine offers no second attachment
    const second = s1.players[0].hand.find((u) => s1.cards[u]!.def === 'energy-fire')!
    const injected: Option = {
      kind: 'action',
      action: { type: 'attach-energy', card: second, target: { seat: 0, zone: 'active' } },
      label: 'Attach Fire Energy',
    }
    const tampered: GameState = { ...s1, pending: { ...s1.pending!, options: [...s1.pending!.options, injected] } }
    const r = engine.step(tampered, { decision: tampered.pending!.id, picks: [tampered.pending!.options.length - 1] })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toMatch(/not allowed now/i)
    // stepOwned checks it too (simulations use it).
    const owned = engine.stepOwned(structuredClone(tampered), {
      decision: tampered.pending!.id,
      picks: [tampered.pending!.options.length - 1],
    })
    expect(owned.ok).toBe(false)
  })

  it('refuses an action on a card the player does not hold', () => {
    const s = twoEnergyTurn()
    const oppCard = s.players[1].deck[0]!
    const injected: Option = {
      kind: 'action',
      action: { type: 'attach-energy', card: oppCard, target: { seat: 0, zone: 'active' } },
      label: 'Attach',
    }
    const tampered: GameState = { ...s, pending: { ...s.pending!, options: [injected] } }
    const r = engine.step(tampered, { decision: s.pending!.id, picks: [0] })
    expect(r.ok).toBe(false)
  })

  it('refuses an option injected into a question asked in the middle of a procedure (setup)', () => {
    // Setup is one procedure: its questions are answered by re-running it, so the answer is checked against the
    // question as the rules ask it again, not against the options in the state.
    let s = engine.newGame({
      decks: [mono('fire-basic'), mono('fire-basic')],
      seed: 1,
      rules: 'classic1999',
      skipDeckCheck: true,
    }).state
    while (s.pending && s.pending.ask !== 'setup-bench') {
      const r = engine.step(s, { decision: s.pending.id, picks: [0] })
      if (!r.ok) throw new Error(r.error)
      s = r.state
    }
    const d = s.pending!
    expect(d.ask).toBe('setup-bench')
    const extra: Option = { kind: 'card', uid: s.players[d.seat].deck[0]!, def: 'fire-basic', label: 'Fire' }
    const tampered: GameState = { ...s, pending: { ...d, options: [...d.options, extra], max: d.max + 1 } }
    const r = engine.step(tampered, { decision: d.id, picks: [d.options.length] })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toMatch(/no option/)
  })

  it('still accepts every enumerated option of real games', () => {
    const g = playRandom(engine, 7, 'classic1999', 0)
    let s = engine.newGame(g.setup).state
    let mains = 0
    for (const resp of g.responses) {
      if (s.pending!.ask === 'main') {
        mains++
        for (let i = 0; i < s.pending!.options.length; i++) {
          const r = engine.step(s, { decision: s.pending!.id, picks: [i] })
          expect(r.ok ? null : r.error).toBeNull()
        }
      }
      const r = engine.step(s, resp)
      if (!r.ok) throw new Error(r.error)
      s = r.state
    }
    expect(mains).toBeGreaterThan(5)
  })
})

describe('a state from outside is checked before it is used', () => {
  const fresh = (): GameState => JSON.parse(JSON.stringify(twoEnergyTurn())) as GameState

  it('refuses a state with an extra card', () => {
    const s = fresh()
    s.cards.push({ def: 'energy-fire', owner: 0 })
    s.players[0].hand.push(s.cards.length - 1)
    const r = engine.step(s, { decision: s.pending!.id, picks: [0] })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toMatch(/damaged.*card/i)
    expect(() => engine.load(s)).toThrow(/card/)
  })

  it('refuses negative damage', () => {
    const s = fresh()
    s.players[1].active!.damage = -30
    const r = engine.step(s, { decision: s.pending!.id, picks: [0] })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toMatch(/damage/)
    expect(() => engine.load(s)).toThrow(/damage/)
  })

  it('refuses a main phase without an Active Pokémon', () => {
    const s = fresh()
    const active = s.players[1].active!
    s.players[1].active = null
    s.players[1].discard.push(...active.stack)
    const r = engine.step(s, { decision: s.pending!.id, picks: [0] })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toMatch(/Active/)
    expect(() => engine.load(s)).toThrow(/Active/)
  })

  it('refuses a card that is in two places, or a card this version does not know', () => {
    const twice = fresh()
    twice.players[0].hand.push(twice.players[0].deck[0]!)
    expect(() => engine.load(twice)).toThrow(/both in/)
    const unknown = fresh()
    unknown.cards[0] = { def: 'no-such-card', owner: unknown.cards[0]!.owner }
    expect(() => engine.load(unknown)).toThrow(/no-such-card/)
    expect(() => engine.load('not a game')).toThrow(/not a game state/i)
  })

  it('loads a sound state from JSON, and it plays on exactly as the original', () => {
    const g = playRandom(engine, 3, 'modern', 1)
    let s = engine.newGame(g.setup).state
    const half = Math.floor(g.responses.length / 2)
    for (const resp of g.responses.slice(0, half)) {
      const r = engine.step(s, resp)
      if (!r.ok) throw new Error(r.error)
      s = r.state
    }
    let loaded = engine.load(JSON.parse(JSON.stringify(s)))
    for (const resp of g.responses.slice(half)) {
      const r = engine.step(loaded, resp)
      if (!r.ok) throw new Error(r.error)
      loaded = r.state
    }
    expect(JSON.stringify(loaded)).toBe(JSON.stringify(g.states[g.states.length - 1]))
  })
})

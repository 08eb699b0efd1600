/**
 * Scenario builder for tests: put any card in any zone, set damage, Special Conditions, attached cards, turn
 * number and whose turn it is, force coin flips and deck order, then drive responses by matching options.
 * See docs/engine.md for examples.
 */
import type { Engine } from '../engine'
import { cloneState } from '../model/clone'
import type { GameState, PokemonSlot, Marker } from '../model/state'
import { emptyPlayer, NO_CONDITIONS } from '../model/state'
import type { Option, MainAction } from '../model/decision'
import type { GameEvent } from '../model/events'
import type { Seat, SpecialCondition } from '../model/types'
import type { RuleSetId } from '../rules/profile'
import type { GameFormat } from '../model/format'
import { ruleSet } from '../rules/profile'
import { seedRng } from '../rng'

export interface PokemonSpec {
  /** Card ids bottom first: ['fire-basic', 'fire-stage1'] is an evolved Pokémon. */
  card: string | string[]
  damage?: number
  energy?: string[]
  tools?: string[]
  conditions?: SpecialCondition[]
  /** Turn it came into play (default: long ago, so it may evolve). */
  playedTurn?: number
  markers?: Marker[]
}

export interface SideSpec {
  active?: PokemonSpec | string
  /** The second Active Spot (a 2-on-2 Battle: ScenarioSpec.format 'double'). */
  secondActive?: PokemonSpec | string
  bench?: (PokemonSpec | string)[]
  hand?: string[]
  /** Top card first. */
  deck?: string[]
  discard?: string[]
  prizes?: string[]
  lostZone?: string[]
}

export interface ScenarioSpec {
  rules?: RuleSetId
  /** 'double': a 2-on-2 Battle (GameSetup.format). */
  format?: GameFormat
  seed?: number
  /** Turn number (default 3: past every first-turn rule) and whose turn it is (default 0). */
  turn?: number
  current?: Seat
  /**
   * Who went first. Default: the player whose turn it is on odd turns, the other one on even turns (turns alternate
   * from turn 1), so `turn: 1` or `turn: 2` is always that player's own first turn (rules.md TS-4, E-3).
   */
  firstPlayer?: Seat
  players: [SideSpec, SideSpec]
  flips?: boolean[]
  stadium?: { card: string; owner: Seat }
}

/** Build a state in the main phase of `current`'s turn, with the main menu pending. */
export function scenario(engine: Engine, spec: ScenarioSpec): GameState {
  const rules = spec.rules ?? 'modern'
  const turn = spec.turn ?? 3
  const current = spec.current ?? 0
  const g: GameState = {
    version: 1,
    rules,
    rng: seedRng(spec.seed ?? 1),
    cards: [],
    players: [emptyPlayer(), emptyPlayer()],
    turn,
    current,
    firstPlayer: spec.firstPlayer ?? (turn % 2 === 1 ? current : current === 0 ? 1 : 0),
    phase: 'main',
    stadium: null,
    resolving: [],
    prizeCount: ruleSet(rules).prizes,
    suddenDeath: 0,
    pending: null,
    journal: null,
    seq: 0,
    result: null,
    forcedFlips: [...(spec.flips ?? [])],
    lastAttackOn: {},
    decklists: [[], []],
  }
  if (spec.format === 'double') g.format = 'double'
  const make = (def: string, owner: Seat): number => {
    engine.db.get(def) // throws on unknown ids
    g.cards.push({ def, owner })
    g.decklists[owner].push(def)
    return g.cards.length - 1
  }
  const slot = (s: PokemonSpec | string, owner: Seat): PokemonSlot => {
    const p: PokemonSpec = typeof s === 'string' ? { card: s } : s
    const cards = Array.isArray(p.card) ? p.card : [p.card]
    const conditions = { ...NO_CONDITIONS }
    for (const c of p.conditions ?? []) {
      if (c === 'poisoned') conditions.poisoned = true
      else if (c === 'burned') conditions.burned = true
      else {
        conditions.rotation = c
        if (c === 'paralyzed') conditions.paralyzedOnTurn = turn - 1
      }
    }
    return {
      stack: cards.map((c) => make(c, owner)),
      energy: (p.energy ?? []).map((c) => make(c, owner)),
      tools: (p.tools ?? []).map((c) => make(c, owner)),
      damage: p.damage ?? 0,
      conditions,
      playedTurn: p.playedTurn ?? 0,
      markers: p.markers ?? [],
    }
  }
  spec.players.forEach((side, i) => {
    const seat = i as Seat
    const p = g.players[seat]
    if (side.active) p.active = slot(side.active, seat)
    if (side.secondActive) p.secondActive = slot(side.secondActive, seat)
    p.bench = (side.bench ?? []).map((b) => slot(b, seat))
    p.hand = (side.hand ?? []).map((c) => make(c, seat))
    p.deck = (side.deck ?? []).map((c) => make(c, seat))
    p.discard = (side.discard ?? []).map((c) => make(c, seat))
    p.prizes = (
      side.prizes ?? ['energy-fire', 'energy-fire', 'energy-fire', 'energy-fire', 'energy-fire', 'energy-fire']
    ).map((c) => make(c, seat))
    p.lostZone = (side.lostZone ?? []).map((c) => make(c, seat))
  })
  if (spec.stadium) g.stadium = { uid: make(spec.stadium.card, spec.stadium.owner), owner: spec.stadium.owner }
  return engine.resume(g).state
}

/** A test driver: answers decisions by label or predicate and keeps every event. */
export class Driver {
  state: GameState
  events: GameEvent[] = []
  readonly engine: Engine
  constructor(engine: Engine, state: GameState) {
    this.engine = engine
    this.state = state
  }
  get decision() {
    const d = this.state.pending
    if (!d) throw new Error(this.state.result ? `Game over: ${this.state.result.text}` : 'No pending decision')
    return d
  }
  /** Labels of the pending options. */
  labels(): string[] {
    return this.decision.options.map((o) => o.label)
  }
  has(match: string | ((o: Option) => boolean)): boolean {
    return this.decision.options.some(matcher(match))
  }
  /** Pick options by index. Throws with the engine's message on an invalid response. */
  pickIndices(picks: number[]): this {
    const r = this.engine.step(this.state, { decision: this.decision.id, picks })
    if (!r.ok) throw new Error(r.error)
    this.state = r.state
    this.events.push(...r.events)
    return this
  }
  /** Pick the options whose label contains the text (or satisfy the predicate), in the order given. */
  pick(...matches: (string | ((o: Option) => boolean))[]): this {
    const opts = this.decision.options
    const picksSoFar: number[] = []
    const picks = matches.map((m) => {
      const i = opts.findIndex((o, idx) => matcher(m)(o) && !picksSoFar.includes(idx))
      if (i < 0) throw new Error(`No option matches ${String(m)}; options: ${opts.map((o) => o.label).join(' | ')}`)
      picksSoFar.push(i)
      return i
    })
    return this.pickIndices(picks)
  }
  /** Answer the pending question with no picks: an optional choice declined, or a search that found nothing. */
  none(): this {
    return this.pickIndices([])
  }
  /** Pick the first main-phase action of a type matching the predicate. */
  act(type: MainAction['type'], where: (a: MainAction) => boolean = () => true): this {
    return this.pick((o) => o.kind === 'action' && o.action.type === type && where(o.action))
  }
  /** Try a response and return the error instead of throwing. */
  tryPick(picks: number[], decision = this.decision.id): string | null {
    const r = this.engine.step(this.state, { decision, picks })
    return r.ok ? null : r.error
  }
  snapshot(): GameState {
    return cloneState(this.state)
  }
}

function matcher(m: string | ((o: Option) => boolean)): (o: Option) => boolean {
  return typeof m === 'string' ? (o) => o.label.includes(m) : m
}

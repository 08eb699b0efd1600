/**
 * One arena game: two agents, each fed only its own seat's view and redacted log (the same walls as the app), until
 * the game ends. Used by src/sim/arena.ts (and its worker threads) and by tests.
 */
import type { Agent, AgentContext, Budget } from '../ai/agent'
import type { CardDb } from '../engine/api/card'
import type { CardHints } from '../engine/ai-hints'
import type { GameEvent } from '../engine/model/events'
import type { RuleSetId } from '../engine/rules/profile'
import type { GameFormat } from '../engine/model/format'
import type { Seat } from '../engine/model/types'
import type { GameState } from '../engine/model/state'
import { createEngine } from '../engine/engine'
import { viewFor, viewEvents } from '../engine/view'
import { seedRng } from '../engine/rng'
import { VstarWatch, type VstarTally } from './vstar-tally'
import { BlunderWatch, type BlunderTally } from './blunders'

export interface GameSpec {
  db: CardDb
  /** The AI hints of the game's sets (none: the agents play every card with their defaults). */
  hints?: readonly CardHints[]
  decks: [string[], string[]]
  seed: number
  rules: RuleSetId
  /** 1-on-1 (the default) or a 2-on-2 Battle (GameSetup.format). */
  format?: GameFormat
  agents: [Agent, Agent]
  budgets: [Budget, Budget]
  /** Seeds of the agents' own generators. */
  agentSeeds: [number, number]
  maxDecisions?: number
  /**
   * Diagnostics only (src/sim/oracle-bound.ts): called with the true state before each decision. No agent of the
   * AI gets it; a measuring script may, to bound what perfect information would be worth.
   */
  observe?: (state: GameState) => void
}

export interface GameOutcome {
  winner: Seat | null
  reason: string
  turns: number
  decisions: number
  /** The loser lost for lack of a Pokémon in play while holding a Basic Pokémon in hand (at the loss). */
  noPokemonWithBasic: boolean
  /** Stricter: … and its last main-phase menu offered to bench a Basic Pokémon (it could have benched one). */
  noPokemonCouldBench: boolean
  /** Decision times (ms) per seat, only decisions with more than one option. */
  times: [number[], number[]]
  /** Per seat: evolutions into a Pokémon VMAX, and turns ended (or attacks made) while one was on offer. */
  vmax: [VmaxTally, VmaxTally]
  /** Per seat: how it spent its VSTAR Power (src/sim/vstar-tally.ts). */
  vstar: [VstarTally, VstarTally]
  /** Per seat: its blunders and own turns (src/sim/blunders.ts). */
  blunders: [BlunderTally, BlunderTally]
  /**
   * With BLUNDER_TRACE set: one line per blunder counted, in order. Returned with the outcome for the arena's main
   * thread to print: a worker's own console output is forwarded asynchronously and lost when the worker is ended
   * after its last game (a run printed 78 lines for 82 blunders counted).
   */
  blunderLines: string[]
  error?: string
}

/**
 * How a seat plays its VMAX lines (issue 14: the computer "evolves into VMAX when it can"): `evolved` counts its
 * evolutions into a VMAX; `missed` counts main-phase menus that offered one where it ended the turn or attacked
 * instead (a VMAX has more HP and stronger attacks than its V, so leaving it in hand is almost always a mistake), unless
 * that attack won the game.
 */
export interface VmaxTally {
  evolved: number
  missed: number
}

export async function playGame(s: GameSpec): Promise<GameOutcome> {
  const engine = createEngine(s.db)
  let { state, events } = engine.newGame({
    decks: s.decks,
    seed: s.seed,
    rules: s.rules,
    ...(s.format === 'double' ? { format: 'double' } : {}),
  })
  const logs: [GameEvent[], GameEvent[]] = [viewEvents(events, 0), viewEvents(events, 1)]
  const ctx = (seat: Seat): AgentContext => ({
    db: s.db,
    ...(s.hints ? { hints: s.hints } : {}),
    deck: s.decks[seat],
    rng: seedRng(s.agentSeeds[seat]),
    budget: s.budgets[seat],
  })
  const ctxs: [AgentContext, AgentContext] = [ctx(0), ctx(1)]
  const times: [number[], number[]] = [[], []]
  const max = s.maxDecisions ?? 6000
  let n = 0
  // Per seat: did its latest main-phase menu offer to bench a Basic Pokémon?
  const couldBench: [boolean, boolean] = [false, false]
  const vmax: [VmaxTally, VmaxTally] = [
    { evolved: 0, missed: 0 },
    { evolved: 0, missed: 0 },
  ]
  const vstarWatch = new VstarWatch(s.db)
  const vstar = vstarWatch.tally
  const blunderLines: string[] = []
  const blunderWatch = new BlunderWatch(
    s.db,
    process.env.BLUNDER_TRACE
      ? (seat, kind, what) =>
          blunderLines.push(
            `blunder: ${s.agents[seat].name} (seat ${seat}) seed ${s.seed} turn ${state.turn} ${kind}: ${what}`,
          )
      : undefined,
  )
  const blunders = blunderWatch.tally
  const intoVmax = (o: (typeof state.pending & {})['options'][number]): boolean =>
    o.kind === 'action' && o.action.type === 'evolve' && s.db.get(state.cards[o.action.card]!.def).kind === 'pokemon'
      ? (s.db.get(state.cards[o.action.card]!.def) as { stage?: string }).stage === 'vmax'
      : false
  while (state.pending && !state.result && n < max) {
    const d = state.pending
    const seat = d.seat
    if (d.ask === 'main') {
      couldBench[seat] = d.options.some((o) => {
        if (o.kind !== 'action' || o.action.type !== 'bench') return false
        const def = s.db.get(state.cards[o.action.card]!.def)
        return def.kind === 'pokemon' && def.stage === 'basic'
      })
    }
    s.observe?.(state)
    const view = viewFor(state, seat)
    const t0 = performance.now()
    let picks: number[]
    try {
      picks = await s.agents[seat].decide({ view, decision: view.pending!.decision!, log: logs[seat] }, ctxs[seat])
    } catch (e) {
      return outcome(null, 'error', `seat ${seat} ${d.ask}: ${(e as Error).stack ?? String(e)}`)
    }
    if (d.options.length > 1) times[seat].push(performance.now() - t0)
    let passedVmax = false
    if (d.ask === 'main' && picks.length === 1) {
      const chosen = d.options[picks[0]!]
      vstarWatch.menu(state, seat, d.options, chosen)
      if (chosen && intoVmax(chosen)) vmax[seat].evolved++
      else if (
        chosen?.kind === 'action' &&
        (chosen.action.type === 'end-turn' || chosen.action.type === 'attack') &&
        d.options.some(intoVmax)
      )
        passedVmax = true
    }
    const r = engine.step(state, { decision: d.id, picks })
    if (!r.ok)
      return outcome(null, 'error', `seat ${seat} answered ${d.ask} illegally ${JSON.stringify(picks)}: ${r.error}`)
    // An attack that wins the game at once misses nothing.
    if (passedVmax && r.state.result?.winner !== seat) vmax[seat].missed++
    blunderWatch.step(state, picks, r.state, r.events)
    state = r.state
    events = r.events
    vstarWatch.after(seat, events)
    logs[0].push(...viewEvents(events, 0))
    logs[1].push(...viewEvents(events, 1))
    n++
  }
  const res = state.result
  if (!res) return outcome(null, 'unfinished')
  let noPokemonWithBasic = false
  let noPokemonCouldBench = false
  if (res.reason === 'no-pokemon' && res.winner !== null) {
    const loserSeat = res.winner === 0 ? 1 : 0
    const loser = state.players[loserSeat]
    noPokemonCouldBench = couldBench[loserSeat]
    noPokemonWithBasic = loser.hand.some((u) => {
      const def = s.db.get(state.cards[u]!.def)
      return def.kind === 'pokemon' && def.stage === 'basic'
    })
  }
  return {
    winner: res.winner,
    reason: res.reason,
    turns: state.turn,
    decisions: n,
    noPokemonWithBasic,
    noPokemonCouldBench,
    times,
    vmax,
    vstar,
    blunders,
    blunderLines,
  }

  function outcome(winner: Seat | null, reason: string, error?: string): GameOutcome {
    return {
      winner,
      reason,
      turns: state.turn,
      decisions: n,
      noPokemonWithBasic: false,
      noPokemonCouldBench: false,
      times,
      vmax,
      vstar,
      blunders,
      blunderLines,
      ...(error ? { error } : {}),
    }
  }
}

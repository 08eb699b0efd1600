/**
 * Whole-turn search (issue 21, docs/ai.md "Expert plans whole turns"): at a main-phase menu the agent samples K
 * worlds consistent with its view (determinize.ts) and searches over SEQUENCES of its own main-phase actions this
 * turn (bench, attach, evolve, Trainers, Abilities, retreat, then an attack or End turn), not only the first one.
 *
 * A line is a list of action keys (ismcts.ts `actionKey`: the same key means the same action in every world). Its
 * value is the mean, over the same K worlds for every line (common random numbers), of V after the line is played
 * and the heuristic H finishes the turn (and, with horizon 'reply', plays the opponent's whole reply). The search is
 * a beam: every line kept at depth d is extended by the best actions by H's scores at the position it reaches
 * (world 0's; prompts inside an action are answered by H), children that reach a position already searched (the same
 * actions in another order) are merged, and the best `width` lines that have not ended the turn go on to depth d+1.
 * A line whose key is not on offer in some world (a card drawn in one world only) is played on by H there.
 *
 * The best line overall is the plan if its value beats H's own line by more than `margin` (the one-step search's
 * lesson: small differences are noise); otherwise H's first choice is played. The rest of the plan is replayed at
 * the next menus without searching again while the real table matches what every world predicted (nothing random
 * or hidden happened: no draw, no coin, no choice of the opponent); otherwise the agent searches again from there.
 *
 * Budget: `iterations` = K worlds (default 16); `ms` = a time limit checked before every line (the first line, H's
 * own, is always evaluated); `cancel.aborted` stops it the same way. Other decisions are answered by H.
 */
import type { GameState, GameView, Seat } from '../engine'
import { viewFor } from '../engine'
import type { Agent, AgentContext, AgentInput } from './agent'
import { determinize } from './determinize'
import { evaluate } from './heuristic/evaluate'
import { BLUNDER } from './heuristic/blunder-guard'
import type { Evaluator } from './heuristic/value'
import { freshTurnMemory, heuristicPicks, mainScores, noteAction, syncTurn, type TurnMemory } from './heuristic/policy'
import { actionKey, viewDefs } from './ismcts'
import { copyMem, engineFor, rollout, turnPassed } from './rollout'

export interface TurnSearchOptions {
  name?: string
  /** Worlds per plan when the context gives no budget. */
  worlds?: number
  /** Lines kept at each depth (beam width). */
  width?: number
  /** First actions tried (H's best, blunders excluded). */
  rootBranch?: number
  /** Actions tried after each kept line. */
  branch?: number
  /** Most actions in a planned line. */
  depth?: number
  /** Leave H's line only for a line whose mean value is higher by more than this. */
  margin?: number
  /** Where each world is evaluated: 'turn' when the opponent's turn begins; 'reply' when the searcher's next begins. */
  horizon?: 'turn' | 'reply'
  evaluate?: Evaluator
}

/** One world of a line: the state after the line's actions, the searcher's turn memory, whether it went off-line. */
interface WorldAt {
  s: GameState
  mem: TurnMemory
  /** A key of the line was not on offer here: H played on from the last state that followed the line. */
  off: boolean
  value: number
}

interface Line {
  keys: string[]
  parent: Line | null
  at: WorldAt[]
  value: number
}

/** The plan being replayed: its keys and, after each, the table every world predicted (null: not predictable). */
interface Plan {
  turn: number
  keys: string[]
  /** `sigs[i]`: the signatures (without and with the card database) expected before `keys[i]` is played. */
  sigs: (readonly [string, string] | null)[]
  next: number
}

const MAX_STEPS = { prompt: 100, turn: 200, reply: 400 }

/** What the searcher can see at a menu, compared to tell whether the real table went as every world predicted. */
const signature = (v: GameView): string =>
  JSON.stringify([v.turn, v.me, v.opponent, v.stadium, v.pending?.decision?.options.map((o) => o.label)])

/** Statistics for experiments (docs/ai.md): plans made, menus answered from a plan without searching, rollouts, plans followed. */
export const turnSearchStats = { plans: 0, replays: 0, lines: 0, followed: 0 }

export function turnSearchAgent(o: TurnSearchOptions = {}): Agent {
  const mem = freshTurnMemory()
  let plan: Plan | null = null
  return {
    name: o.name ?? 'turn-search',
    decide(input, ctx) {
      const { view, decision } = input
      if (decision.ask !== 'main' || decision.options.length === 1) {
        return heuristicPicks(ctx.db, view, decision, mem, { hints: ctx.hints })
      }
      syncTurn(mem, view)
      const replay = plan ? nextFromPlan(plan, view) : -1
      if (replay >= 0) {
        turnSearchStats.replays++
        noteAction(view, decision.options[replay]!, mem)
        return [replay]
      }
      plan = searchTurn(input, ctx, mem, o)
      const first = plan ? nextFromPlan(plan, view, true) : -1
      if (first < 0) {
        plan = null
        return heuristicPicks(ctx.db, view, decision, mem, { hints: ctx.hints })
      }
      turnSearchStats.followed++
      noteAction(view, decision.options[first]!, mem)
      return [first]
    },
  }
}

/** The option index of the plan's next key if the table is as predicted (`fresh`: the plan was just made). */
function nextFromPlan(plan: Plan, view: GameView, fresh = false): number {
  if (plan.turn !== view.turn || plan.next >= plan.keys.length) return -1
  if (!fresh) {
    const expect = plan.sigs[plan.next]
    const sig = signature(view)
    if (!expect || (sig !== expect[0] && sig !== expect[1])) return -1
  }
  const defs = viewDefs(view)
  const options = view.pending!.decision!.options
  const i = options.findIndex((opt) => actionKey(defs, opt) === plan.keys[plan.next])
  if (i >= 0) plan.next++
  return i
}

/** Search the turn; returns the plan to play, or null to play H's first choice. */
export function searchTurn(
  input: AgentInput,
  ctx: AgentContext,
  mem: TurnMemory,
  o: TurnSearchOptions = {},
): Plan | null {
  const { view } = input
  const db = ctx.db
  const hints = ctx.hints
  const engine = engineFor(db)
  const me: Seat = view.me.seat
  const turn = view.turn
  const now = ctx.now ?? Date.now
  const deadline = ctx.budget?.ms !== undefined ? now() + ctx.budget.ms : Infinity
  const k = Math.max(1, ctx.budget?.iterations ?? o.worlds ?? 16)
  const width = o.width ?? 3
  const maxDepth = o.depth ?? 8
  const margin = o.margin ?? 0.03
  const value = o.evaluate ?? evaluate
  const outOfTime = () => !!ctx.cancel?.aborted || now() > deadline

  const atMyMenu = (s: GameState) =>
    !s.result && s.pending?.ask === 'main' && s.pending.seat === me && s.current === me && s.turn === turn
  const stop =
    o.horizon === 'reply'
      ? (s: GameState) => s.current === me && s.turn > turn && s.phase === 'main' && s.pending?.ask === 'main'
      : turnPassed(me)
  const mems = (m: TurnMemory): [TurnMemory, TurnMemory] => (me === 0 ? [m, freshTurnMemory()] : [freshTurnMemory(), m])

  /** H finishes the turn (and the reply) from `s`; V for the searcher. */
  const finish = (s: GameState, m: TurnMemory): number => {
    turnSearchStats.lines++
    const end = rollout(db, s, stop, MAX_STEPS[o.horizon ?? 'turn'], mems(m), hints).state
    return value(viewFor(end, me), me, db)
  }

  /** Play the action `key` in one world, then H answers prompts until the searcher's next menu or the turn ends. */
  const play = (w: WorldAt, key: string): WorldAt | null => {
    const s0 = w.s
    const d = s0.pending!
    const cards = s0.cards
    const i = d.options.findIndex((opt) => actionKey((u) => cards[u]?.def, opt) === key)
    if (i < 0) return null
    const m = copyMem(w.mem)
    noteAction(viewFor(s0, me), d.options[i]!, m)
    const r = engine.step(s0, { decision: d.id, picks: [i] })
    if (!r.ok) throw new Error(`turn-search: action rejected in a sampled world: ${r.error}`)
    let s = r.state
    const other = freshTurnMemory()
    for (let n = 0; n < MAX_STEPS.prompt && s.pending && !s.result && !atMyMenu(s) && !turnPassed(me)(s); n++) {
      const q = s.pending
      const picks = heuristicPicks(db, viewFor(s, q.seat as Seat), q, q.seat === me ? m : other, { hints })
      const step = engine.step(s, { decision: q.id, picks })
      if (!step.ok) throw new Error(`turn-search: ${q.ask}: ${step.error}`)
      s = step.state
    }
    // The memory must know which Pokémon were Active this turn, or the blunder guard lets a line switch back.
    if (atMyMenu(s)) syncTurn(m, viewFor(s, me))
    return { s, mem: m, off: false, value: 0 }
  }

  const extend = (line: Line, key: string): Line => {
    const at = line.at.map((w) => {
      if (w.off || !atMyMenu(w.s)) return { ...w, off: w.off || !atMyMenu(w.s) }
      const next = play(w, key)
      if (!next) return { ...w, off: true }
      next.value = finish(next.s, next.mem)
      return next
    })
    return { keys: [...line.keys, key], parent: line, at, value: mean(at) }
  }

  /** The keys to try after `line`, best first by H's scores in the first world still on the line. */
  const childKeys = (line: Line, n: number): string[] => {
    const w = line.at.find((x) => !x.off && atMyMenu(x.s))
    if (!w) return []
    const d = w.s.pending!
    const v = viewFor(w.s, me)
    const h = mainScores(db, v, d, copyMem(w.mem), hints)
    const order = d.options.map((_, i) => i).sort((a, b) => h[b]! - h[a]!)
    const sensible = order.filter((i) => h[i]! > BLUNDER)
    const cards = w.s.cards
    const keys = (sensible.length > 0 ? sensible : order).map((i) => actionKey((u) => cards[u]?.def, d.options[i]!))
    return [...new Set(keys)].slice(0, n)
  }

  const worlds = Array.from({ length: k }, () =>
    determinize({ view, db, deck: ctx.deck, rng: ctx.rng, ...(input.log ? { log: input.log } : {}) }),
  )
  turnSearchStats.plans++
  const root: Line = {
    keys: [],
    parent: null,
    at: worlds.map((s) => ({ s, mem: copyMem(mem), off: false, value: finish(s, mem) })),
    value: 0,
  }
  root.value = mean(root.at)
  let best = root
  const seen = new Set<string>([positionKey(root)])
  let frontier = [root]
  for (let depth = 0; depth < maxDepth && frontier.length > 0; depth++) {
    const children: Line[] = []
    search: for (const line of frontier) {
      for (const key of childKeys(line, depth === 0 ? (o.rootBranch ?? 10) : (o.branch ?? 5))) {
        if (outOfTime()) break search
        const child = extend(line, key)
        const pk = positionKey(child)
        if (seen.has(pk)) continue
        seen.add(pk)
        children.push(child)
        // Strictly better: among equals, the line found first (H's order) stays.
        if (child.value > best.value) best = child
      }
    }
    if (outOfTime()) break
    frontier = children
      .filter((c) => c.at.some((w) => !w.off && atMyMenu(w.s)))
      .sort((a, b) => b.value - a.value)
      .slice(0, width)
  }
  if (best === root || best.value <= root.value + margin) return null

  // What the table should look like before each of the plan's actions after the first (the same in every world).
  const chain: Line[] = []
  for (let l: Line | null = best; l && l !== root; l = l.parent) chain.unshift(l)
  const sigs = chain.map((_, i) => {
    if (i === 0) return null
    const prev = chain[i - 1]!
    if (prev.at.some((w) => w.off || !atMyMenu(w.s))) return null
    const plain = prev.at.map((w) => signature(viewFor(w.s, me)))
    if (plain.some((x) => x !== plain[0])) return null
    return [plain[0]!, signature(viewFor(prev.at[0]!.s, me, db))] as const
  })
  return { turn, keys: best.keys, sigs, next: 0 }
}

const mean = (at: readonly WorldAt[]) => at.reduce((t, w) => t + w.value, 0) / at.length

/** Lines that reach the same states in the first two worlds (the same actions in another order) are one line. */
function positionKey(line: Line): string {
  return line.at
    .slice(0, 2)
    .map((w) => JSON.stringify([w.s.rng, w.s.players, w.s.stadium, w.s.pending?.options.length, w.off]))
    .join('|')
}

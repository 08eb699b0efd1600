/**
 * Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012; research §1.7.2 item 5) over the
 * searching player's own turn. Every iteration samples a fresh world consistent with the view (determinize.ts),
 * descends the tree through the searcher's main-phase actions that are legal in that world, choosing by UCB1 where
 * a child's exploration term counts how often it was *available* (not the parent's visits), expands one untried
 * action (best heuristic score first), then plays on with the heuristic policy to the end of the opponent's next
 * turn and scores the position with the evaluation V. Prompts inside actions (searches, targets, payments) and the
 * opponent's decisions are answered by the heuristic policy from the deciding seat's view of the sampled world.
 *
 * Anytime: stops at `budget.iterations`, at `budget.ms`, or when `cancel.aborted`; the answer is the most visited
 * root action (ties: the better mean). Decisions other than the main menu use the heuristic policy.
 */
import type { CardRef, GameView, MainAction, Option, Seat } from '../engine'
import { viewFor } from '../engine'
import type { Agent, AgentContext, AgentInput } from './agent'
import { determinize } from './determinize'
import { evaluate } from './heuristic/evaluate'
import type { Evaluator } from './heuristic/value'
import { freshTurnMemory, heuristicPicks, mainScores, noteAction, syncTurn, type TurnMemory } from './heuristic/policy'
import { copyMem, engineFor } from './rollout'

export interface IsmctsOptions {
  name?: string
  /** Iterations when the context gives no budget. */
  iterations?: number
  /** UCB exploration constant (values are in [−1, 1]). */
  c?: number
  /** Decisions a rollout may take before it is cut and evaluated. */
  maxRolloutSteps?: number
  /** Keep the heuristic's first choice unless the most visited action's mean value beats it by more than this. */
  margin?: number
  /** The evaluation of the rollouts' end positions (default: the hand-set `evaluate`). */
  evaluate?: Evaluator
  /**
   * Where a rollout is evaluated: 'reply' (default) when the searcher's next turn begins, after the heuristic has
   * played the opponent's turn; 'turn' when the opponent's turn begins (the one-step search's horizon).
   */
  horizon?: 'turn' | 'reply'
}

interface Node {
  visits: number
  total: number
  avail: number
  children: Map<string, Node>
}

const newNode = (): Node => ({ visits: 0, total: 0, avail: 0, children: new Map() })

/** A key for an action that means the same thing in every sampled world (hand ids of drawn cards differ). */
export function actionKey(defOf: (uid: number) => string | undefined, o: Option): string {
  if (o.kind !== 'action') return o.label
  const a: MainAction = o.action
  const card = 'card' in a ? defOf(a.card) : ''
  const target = 'target' in a ? JSON.stringify(a.target) : ''
  const extra =
    a.type === 'retreat'
      ? a.to
      : a.type === 'attack'
        ? `${a.index}/${a.tm === undefined ? '' : defOf(a.tm)}${a.from === undefined ? '' : `/bench${a.from}`}`
        : a.type === 'ability'
          ? `${JSON.stringify(a.source)}/${a.index}${a.tool === undefined ? '' : `/${defOf(a.tool)}`}`
          : ''
  return `${a.type}|${card}|${target}|${extra}`
}

/** Card ids → definitions for every card the view shows. */
export function viewDefs(view: GameView): (uid: number) => string | undefined {
  const m = new Map<number, string>()
  const add = (c: CardRef) => m.set(c.uid, c.def)
  for (const side of [view.me, view.opponent]) {
    for (const c of [...(side.hand ?? []), ...side.discard, ...side.lostZone]) add(c)
    for (const sl of side.active ? [side.active, ...side.bench] : side.bench)
      for (const c of [...sl.stack, ...sl.energy, ...sl.tools]) add(c)
  }
  return (u) => m.get(u)
}

export function ismctsAgent(o: IsmctsOptions = {}): Agent {
  const mem = freshTurnMemory()
  return {
    name: o.name ?? 'ismcts',
    decide(input, ctx) {
      const { view, decision } = input
      if (decision.ask !== 'main' || decision.options.length === 1)
        return heuristicPicks(ctx.db, view, decision, mem, { hints: ctx.hints })
      syncTurn(mem, view)
      const pick = search(input, ctx, mem, o)
      noteAction(view, decision.options[pick]!, mem)
      return [pick]
    },
  }
}

/** Run the search; returns the chosen option index of `input.decision`. */
export function search(input: AgentInput, ctx: AgentContext, mem: TurnMemory, o: IsmctsOptions = {}): number {
  const { view, decision } = input
  const db = ctx.db
  const hints = ctx.hints
  const engine = engineFor(db)
  const me: Seat = view.me.seat
  const now = ctx.now ?? Date.now
  const deadline = ctx.budget?.ms !== undefined ? now() + ctx.budget.ms : Infinity
  const iterations = ctx.budget?.iterations ?? o.iterations ?? (ctx.budget?.ms !== undefined ? Infinity : 200)
  const c = o.c ?? 0.7
  const maxSteps = o.maxRolloutSteps ?? 300
  const startTurn = view.turn
  const root = newNode()
  const log = input.log

  for (let it = 0; it < iterations; it++) {
    if (ctx.cancel?.aborted || (it > 0 && now() > deadline)) break
    let s = determinize({ view, db, deck: ctx.deck, rng: ctx.rng, ...(log ? { log } : {}) })
    const mems: [TurnMemory, TurnMemory] = [freshTurnMemory(), freshTurnMemory()]
    mems[me] = copyMem(mem)
    let node = root
    const path: Node[] = [root]
    let inTree = true
    let steps = 0
    // Selection and expansion through the searcher's own main-phase actions this turn; the heuristic elsewhere.
    while (s.pending && !s.result && steps < maxSteps) {
      const d = s.pending
      const seat = d.seat as Seat
      if (seat !== me && d.ask === 'main') break // the opponent's turn has begun: leave the tree
      const sView = viewFor(s, seat)
      let picks: number[]
      if (inTree && seat === me && d.ask === 'main' && s.turn === startTurn) {
        syncTurn(mems[me], sView)
        const cardsNow = s.cards
        const keys = d.options.map((opt) => actionKey((u) => cardsNow[u]?.def, opt))
        for (const k of new Set(keys)) {
          const ch = node.children.get(k)
          if (ch) ch.avail++
        }
        const untried = keys.map((k, i) => (node.children.has(k) ? -1 : i)).filter((i) => i >= 0)
        let choice: number
        if (untried.length > 0) {
          const h = mainScores(db, sView, d, mems[me], hints)
          choice = untried.reduce((b, i) => (h[i]! > h[b]! ? i : b))
          const child = newNode()
          child.avail = 1
          node.children.set(keys[choice]!, child)
          node = child
          inTree = false
        } else {
          let best = -Infinity
          choice = 0
          for (let i = 0; i < keys.length; i++) {
            const ch = node.children.get(keys[i]!)!
            const u =
              ch.total / Math.max(1, ch.visits) +
              c * Math.sqrt(Math.log(Math.max(1, ch.avail)) / Math.max(1, ch.visits))
            if (u > best) {
              best = u
              choice = i
            }
          }
          node = node.children.get(keys[choice]!)!
        }
        path.push(node)
        noteAction(sView, d.options[choice]!, mems[me])
        picks = [choice]
      } else {
        picks = heuristicPicks(db, sView, d, mems[seat], { hints })
      }
      const r = engine.step(s, { decision: d.id, picks })
      if (!r.ok) throw new Error(`ismcts: ${d.ask}: ${r.error}`)
      s = r.state
      steps++
    }
    // Rollout: the heuristic plays the opponent's next turn; stop when the searcher's next turn begins.
    while (s.pending && !s.result && steps < maxSteps) {
      const d = s.pending
      if (d.seat === me && d.ask === 'main' && s.current === me && s.turn > startTurn) break
      if (o.horizon === 'turn' && d.ask === 'main' && s.current !== me) break
      const seat = d.seat as Seat
      const picks = heuristicPicks(db, viewFor(s, seat), d, mems[seat], { hints })
      const r = engine.step(s, { decision: d.id, picks })
      if (!r.ok) throw new Error(`ismcts rollout: ${d.ask}: ${r.error}`)
      s = r.state
      steps++
    }
    const value = (o.evaluate ?? evaluate)(viewFor(s, me), me, db)
    for (const n of path) {
      n.visits++
      n.total += value
    }
  }

  // The most visited root action available now (the root's options are the real ones); ties by mean value.
  let best = -1
  let bestVisits = -1
  let bestMean = -Infinity
  const h = mainScores(db, view, decision, copyMem(mem), hints)
  const fallback = h.reduce((b, x, i) => (x > h[b]! ? i : b), 0)
  const defs = viewDefs(view)
  decision.options.forEach((opt, i) => {
    const ch = root.children.get(actionKey(defs, opt))
    if (!ch) return
    const mean = ch.total / Math.max(1, ch.visits)
    if (ch.visits > bestVisits || (ch.visits === bestVisits && mean > bestMean)) {
      best = i
      bestVisits = ch.visits
      bestMean = mean
    }
  })
  if (best >= 0 && o.margin !== undefined && best !== fallback) {
    const h0 = root.children.get(actionKey(defs, decision.options[fallback]!))
    if (h0 && h0.visits > 0 && bestMean - h0.total / h0.visits <= o.margin) return fallback
  }
  return best >= 0 ? best : fallback
}

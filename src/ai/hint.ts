/**
 * "What would you do?" (issue 21): Expert's answer to the player's pending decision, with the next two options and
 * an estimate of the player's chance to win after each, computed from the player's own view, redacted log and deck
 * list only (the agent's information boundary, docs/ai.md).
 *
 * At a main-phase menu it runs Expert's search (sampling.ts, levels.ts: the same candidates, the same worlds for
 * every option, the same margin for the heuristic's first choice, so the suggestion is the option Expert would play)
 * and ranks the options by their mean value V. The win chance is the learned value model's (value.ts: a logistic
 * model of who wins, fitted on self-play) at the same end positions, as a probability. Other questions (prompts in
 * the middle of an effect, promotion, setup) are asked where a sampled world cannot be rebuilt, so Expert answers
 * them with the heuristic policy, and so does the hint: one suggestion, no alternatives, no win estimate.
 *
 * The reason of each option comes from hint-reason.ts, read off the first sampled world.
 */
import type { GameState, GameView, Option, Seat, SlotRef } from '../engine'
import { viewFor } from '../engine'
import type { AgentContext, AgentInput } from './agent'
import { determinize } from './determinize'
import { evaluate } from './heuristic/evaluate'
import { BLUNDER } from './heuristic/blunder-guard'
import { freshTurnMemory, heuristicPicks, mainScores, syncTurn, type TurnMemory } from './heuristic/policy'
import { learnedValue } from './heuristic/value'
import { hintReason } from './hint-reason'
import { LEVEL_BUDGET } from './levels'
import { engineFor, rollout, turnPassed } from './rollout'

/** One option of the hint. */
export interface HintChoice {
  /** The answer to give (option indices of the decision). */
  picks: number[]
  /** The option's label (the engine's words). */
  label: string
  /** The player's estimated chance to win after it, 0–1; null when not estimated (questions other than the menu). */
  win: number | null
  /** One line: why. */
  reason: string
  /** The card to play (a card in the hand, for the table to highlight). */
  card?: number
  /** Where it goes, or the Pokémon it acts on. */
  target?: SlotRef
}

export interface Hint {
  /** The decision the hint answers: a hint for another decision is stale. */
  decision: number
  best: HintChoice
  /** The next options, best first (at most two). */
  alternatives: HintChoice[]
  /** Sampled worlds behind the estimates (0: the heuristic's answer, no search). */
  worlds: number
  /** The option the player chose, when asked for (the coach, coach.ts): estimated in the same worlds. */
  played?: HintChoice
}

/** Expert's search margin (levels.ts): the heuristic's first choice stays unless another is better by more. */
const MARGIN = 0.03
const MAX_CANDIDATES = 10
const MAX_STEPS = 200

/** Where the option points on the table: the card to drag and its target. */
function pointer(view: GameView, o: Option): Pick<HintChoice, 'card' | 'target'> {
  if (o.kind === 'card') return { card: o.uid }
  if (o.kind === 'slot') return { target: o.ref }
  if (o.kind !== 'action') return {}
  const a = o.action
  const me = view.me.seat
  switch (a.type) {
    case 'bench':
    case 'play-trainer':
      return { card: a.card }
    case 'evolve':
    case 'attach-energy':
    case 'attach-tool':
      return { card: a.card, target: a.target }
    case 'retreat':
      return { target: { seat: me, zone: 'bench', index: a.to } }
    case 'ability':
      return { target: a.source }
    case 'discard-pokemon':
      return { target: a.target }
    default:
      return {}
  }
}

/** The hint for `input.decision` (the seat's own). Deterministic for a given context generator. */
export function computeHint(
  input: AgentInput,
  ctx: AgentContext,
  mem: TurnMemory = freshTurnMemory(),
  played?: number,
): Hint {
  const { view, decision } = input
  if (decision.ask !== 'main' || decision.options.length === 1) return promptHint(input, ctx, mem)
  syncTurn(mem, view)
  return mainHint(input, ctx, mem, played !== undefined && decision.options[played] ? played : undefined)
}

function promptHint({ view, decision }: AgentInput, ctx: AgentContext, mem: TurnMemory): Hint {
  const picks = heuristicPicks(ctx.db, view, decision, mem, { hints: ctx.hints })
  const labels = picks.map((i) => decision.options[i]!.label)
  const only = picks.length === 1 ? decision.options[picks[0]!]! : null
  return {
    decision: decision.id,
    best: {
      picks,
      label: labels.join(', ') || 'None',
      win: null,
      reason: decision.options.length === 1 ? 'The only answer' : 'What Expert picks here',
      ...(only ? pointer(view, only) : {}),
    },
    alternatives: [],
    worlds: 0,
  }
}

function mainHint(input: AgentInput, ctx: AgentContext, mem: TurnMemory, played?: number): Hint {
  const { view, decision } = input
  const db = ctx.db
  const budget = ctx.budget ?? LEVEL_BUDGET.expert
  const now = ctx.now ?? Date.now
  const deadline = budget.ms !== undefined ? now() + budget.ms : Infinity
  const k = Math.max(1, budget.iterations ?? 16)
  const h = mainScores(db, view, decision, { ...mem, uses: { ...mem.uses } }, ctx.hints)
  // One option per move: copies of a card (two Water Energy) read the same and would fill the alternatives twice.
  const order = distinctMoves(
    decision.options.map((_, i) => i).sort((a, b) => h[b]! - h[a]!),
    decision.options,
  )
  const sensible = order.filter((i) => h[i]! > BLUNDER)
  // Expert's candidates; options the blunder guard condemns are added only to show two alternatives, ranked after.
  const pool = (sensible.length > 0 ? sensible : order).slice(0, MAX_CANDIDATES)
  const extra = order.filter((i) => !pool.includes(i)).slice(0, Math.max(0, 3 - pool.length))
  // The coach's question: the option the player chose is simulated too, even when Expert would not consider it.
  if (played !== undefined && !pool.includes(played) && !extra.includes(played)) extra.push(played)
  const candidates = [...pool, ...extra]
  const engine = engineFor(db)
  const me = view.me.seat as Seat
  const value = new Map<number, number>(candidates.map((i) => [i, 0]))
  const win = new Map<number, number>(candidates.map((i) => [i, 0]))
  const reasons = new Map<number, string>()
  let rounds = 0
  for (let j = 0; j < k; j++) {
    if (j > 0 && (ctx.cancel?.aborted || now() > deadline)) break
    const w = determinize({ view, db, deck: ctx.deck, rng: ctx.rng, ...(input.log ? { log: input.log } : {}) })
    for (const i of candidates) {
      const r = engine.step(w, { decision: decision.id, picks: [i] })
      if (!r.ok) throw new Error(`hint: option rejected in a sampled world: ${r.error}`)
      const mine: TurnMemory = { ...mem, uses: { ...mem.uses }, actions: mem.actions + 1 }
      const mems: [TurnMemory, TurnMemory] = me === 0 ? [mine, freshTurnMemory()] : [freshTurnMemory(), mine]
      const end: GameState = rollout(db, r.state, turnPassed(me), MAX_STEPS, mems, ctx.hints).state
      const endView = viewFor(end, me, db)
      // V read off the view without the card database, exactly as Expert's search reads it.
      value.set(i, value.get(i)! + evaluate(viewFor(end, me), me, db))
      win.set(i, win.get(i)! + (learnedValue(endView, me, db) + 1) / 2)
      if (j === 0)
        reasons.set(
          i,
          hintReason({ db, before: view, now: viewFor(r.state, me, db), end: endView, option: decision.options[i]! }),
        )
    }
    rounds++
  }
  const mean = (i: number) => value.get(i)! / rounds
  // Expert's choice (sampling.ts searchMain): the best mean, the heuristic's order breaking near-ties, its first
  // choice kept unless beaten by more than the margin.
  const score = (i: number) =>
    mean(i) +
    1e-6 * (candidates.length - candidates.indexOf(i)) +
    (i === order[0] ? MARGIN : 0) -
    (pool.includes(i) ? 0 : 10)
  const ranked = [...candidates].sort((a, b) => score(b) - score(a))
  const choice = (i: number): HintChoice => ({
    picks: [i],
    label: decision.options[i]!.label,
    win: win.get(i)! / rounds,
    reason: reasons.get(i) ?? '',
    ...pointer(view, decision.options[i]!),
  })
  return {
    decision: decision.id,
    best: choice(ranked[0]!),
    alternatives: distinctMoves(ranked, decision.options).slice(1, 3).map(choice),
    worlds: rounds,
    ...(played !== undefined ? { played: choice(played) } : {}),
  }
}

/**
 * The ranked options with one per label: two copies of a card in the hand (two Water Energy) make two options that
 * read the same, and "Or: Attach Water Energy to Magikarp" under the same suggestion tells the player nothing.
 */
function distinctMoves(ranked: number[], options: readonly { label: string }[]): number[] {
  const seen = new Set<string>()
  return ranked.filter((i) => {
    const label = options[i]!.label
    if (seen.has(label)) return false
    seen.add(label)
    return true
  })
}

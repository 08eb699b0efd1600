/**
 * The agent interface (issue 6, research §1.7). An agent answers one decision of its own seat from what that seat
 * may know: its view (`viewFor(state, seat)`), the redacted event log (`viewEvents`), and the `AgentContext` below.
 * It chooses among the decision's enumerated options, so it cannot play illegally (design.md wall 2), and it never
 * receives a GameState, so it cannot peek (wall 4). `src/ai` imports only `src/engine`: the card database comes in
 * and the game's card hints come in through the context.
 */
import type { CardDb, CardHints, Decision, GameEvent, GameView } from '../../engine'
import type { RngState } from '../../engine/rng'
import { nextInt, seedRng } from '../../engine/rng'

export interface AgentInput {
  /** The deciding seat's view; `view.pending.decision` is `decision`. */
  view: GameView
  /** The decision to answer (always the viewer's own). */
  decision: Decision
  /** The event log so far, redacted for this seat (`viewEvents`), oldest first. */
  log?: readonly GameEvent[]
}

/** How much an agent may think about one decision. */
export interface Budget {
  /** Simulated playouts (search iterations) per decision. */
  iterations?: number
  /** Wall-clock limit per decision in milliseconds. */
  ms?: number
}

/** Something an agent polls to stop early (an AbortSignal fits). */
export interface CancelFlag {
  readonly aborted: boolean
}

/**
 * What an agent may legitimately know besides its view. Nothing here is hidden from its seat: the rules' card
 * texts, what the game's card sets say about their cards, its own deck list (a player knows their own deck), its
 * own random generator, and how long it may think.
 */
export interface AgentContext {
  /** The cards of the game's sets. */
  db: CardDb
  /**
   * The card hints of the game's sets, in set-list order (each set's `aiHints`, src/engine/ai-hints.ts). Without
   * them every card gets the policy's defaults.
   */
  hints?: readonly CardHints[]
  /** The agent's own 60-card deck list (definition ids). */
  deck: readonly string[]
  /** The agent's own generator: advanced in place by agents that use randomness. */
  rng: RngState
  budget?: Budget
  cancel?: CancelFlag
  /** Clock for time budgets (default `Date.now`); injected so tests can fake time. */
  now?: () => number
}

export interface Agent {
  readonly name: string
  decide(input: AgentInput, ctx: AgentContext): number[] | Promise<number[]>
}

/** A context for tests and tools. */
export function makeContext(
  db: CardDb,
  deck: readonly string[],
  seed: number,
  budget?: Budget,
  cancel?: CancelFlag,
): AgentContext {
  return { db, deck, rng: seedRng(seed >>> 0), ...(budget ? { budget } : {}), ...(cancel ? { cancel } : {}) }
}

/** `count` distinct indices of `0…n-1`, uniformly at random. */
export function randomPicks(rng: RngState, n: number, count: number): number[] {
  const idx = Array.from({ length: n }, (_, i) => i)
  for (let i = 0; i < count; i++) {
    const j = i + nextInt(rng, n - i)
    const t = idx[i]!
    idx[i] = idx[j]!
    idx[j] = t
  }
  return idx.slice(0, count)
}

/** A uniformly random legal response: a random number of picks between min and max, then random options. */
export function randomResponse(rng: RngState, d: Decision): number[] {
  const count = d.min + nextInt(rng, d.max - d.min + 1)
  return randomPicks(rng, d.options.length, count)
}

/** Uniform random legal picks: the floor every other agent must beat. */
export const randomAgent: Agent = {
  name: 'random',
  decide: ({ decision }, ctx) => randomResponse(ctx.rng, decision),
}

/**
 * Runs the chosen level's agent (src/ai/levels.ts) for the computer seat. Shared by the Web Worker
 * (ai.worker.ts) and the in-process fallback (ai-client.ts `inProcessAi`), so both play exactly the same way.
 * It is given only what the computer's seat may know: its view, the event log redacted for it, its own deck list, a
 * seed of its own (never the game's) and the cards and card hints of the game's sets (docs/ai.md, "The information boundary"), which it fetches for
 * each game: only those sets' chunks, never the whole catalogue.
 */
import type { CardDb, CardHints, Decision, GameEvent, GameView } from '../engine'
import { seedRng } from '../engine/rng'
import { loadCardDb } from '../cards/registry'
import { loadAiHints, setsWithIds } from '../cards/ai-hints'
import type { Agent, Budget, CancelFlag } from '../ai/agent'
import { LEVEL_BUDGET, makeAgent, type Level } from '../ai/levels'
import { computeHint, type Hint } from '../ai/hint'

/** One question for the computer: everything its seat may know. */
export interface AiQuery {
  level: Level
  view: GameView
  decision: Decision
  /** The event log redacted for the computer's seat (viewEvents), oldest first. */
  log: readonly GameEvent[]
  /** The computer's own 60-card list. */
  deck: readonly string[]
  /**
   * The computer's own seed (`GameConfig.aiSeed`, store/match/ai-seed.ts), never the game's: the agent's generator is
   * derived from it and the decision id (replayable). The game's seed would let the worker deal the game again.
   */
  seed: number
  /**
   * The ids of the game's card sets (both decks' sets, in set-list order): public, like a tournament's format. The
   * computer plays with their cards and card hints.
   */
  sets: readonly string[]
}

/**
 * A hint for the player (issue 21): the same fields as the computer's question, but everything is the *player's*:
 * their view, the log redacted for them, their own deck list. Answered at Expert's budget.
 */
export type HintQuery = Omit<AiQuery, 'level'> & {
  /** The coach's question: the option the player chose, estimated too (the hint's `played`). */
  played?: number
}

export interface RunnerOptions {
  /** The card database to play with (default: the game's sets', fetched per game); hints come from `sets`. */
  db?: CardDb | Promise<CardDb>
  /** Budgets per level instead of LEVEL_BUDGET (tests use small ones). */
  budgets?: Partial<Record<Level, Budget>>
  /** The hint's budget instead of Expert's. */
  hintBudget?: Budget
}

export interface AiRunner {
  decide(q: AiQuery): Promise<number[]>
  /** Expert's suggestion for the player's own decision, from the player's own view (src/ai/hint.ts). */
  hint(q: HintQuery): Promise<Hint>
  /** Stop the search in progress (it answers with its best so far). */
  cancel(): void
  /** A new game: forget the agents' per-game memory. */
  reset(): void
}

/**
 * The agent's own generator seed for one decision: a pure function of the computer's seed (`AiQuery.seed`) and the
 * decision id. It can be turned back into that seed, which is why that seed is not the game's (ai-seed.ts).
 */
export function decisionSeed(aiSeed: number, decisionId: number): number {
  let h = Math.imul((aiSeed ^ 0x5eed1e5) >>> 0, 0x9e3779b1) ^ Math.imul(decisionId + 1, 0x85ebca6b)
  h ^= h >>> 15
  return Math.imul(h, 0xc2b2ae35) >>> 0
}

interface GameCards {
  db: CardDb
  hints: readonly CardHints[]
}

export function createRunner(options: RunnerOptions = {}): AiRunner {
  const budgets = options.budgets ?? {}
  const games = new Map<string, Promise<GameCards>>()
  /** The cards and hints of a game's sets, fetched once per combination of sets. */
  const cardsOf = (ids: readonly string[]): Promise<GameCards> => {
    const key = ids.join(' ')
    let p = games.get(key)
    if (!p) {
      const sets = setsWithIds(ids)
      p = Promise.all([options.db ?? loadCardDb(sets), loadAiHints(sets)]).then(([db, hints]) => ({ db, hints }))
      p.catch(() => games.delete(key))
      games.set(key, p)
    }
    return p
  }
  let agents = new Map<Level, Agent>()
  let flag: { aborted: boolean } = { aborted: false }
  return {
    async decide(q) {
      // The flag first: a cancel while the game's cards are still coming stops this question too.
      const cancel: CancelFlag & { aborted: boolean } = (flag = { aborted: false })
      const { db, hints } = await cardsOf(q.sets)
      let agent = agents.get(q.level)
      if (!agent) agents.set(q.level, (agent = makeAgent(q.level)))
      return agent.decide(
        { view: q.view, decision: q.decision, log: q.log },
        {
          db,
          hints,
          deck: q.deck,
          rng: seedRng(decisionSeed(q.seed, q.decision.id)),
          budget: budgets[q.level] ?? LEVEL_BUDGET[q.level],
          cancel,
          now: typeof performance !== 'undefined' ? () => performance.now() : Date.now,
        },
      )
    },
    async hint(q) {
      const cancel: CancelFlag & { aborted: boolean } = (flag = { aborted: false })
      const { db, hints } = await cardsOf(q.sets)
      return computeHint(
        { view: q.view, decision: q.decision, log: q.log },
        {
          db,
          hints,
          deck: q.deck,
          // Its own generator, apart from the computer's (a hint changes nothing the computer will do).
          rng: seedRng(decisionSeed(q.seed ^ 0x4e1e7, q.decision.id)),
          budget: options.hintBudget ?? budgets.expert ?? LEVEL_BUDGET.expert,
          cancel,
          now: typeof performance !== 'undefined' ? () => performance.now() : Date.now,
        },
        undefined,
        q.played,
      )
    },
    cancel() {
      flag.aborted = true
    },
    reset() {
      flag.aborted = true
      agents = new Map()
    },
  }
}

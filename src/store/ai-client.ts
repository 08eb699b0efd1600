/**
 * The computer opponent behind one async interface. In the browser it runs in a Web Worker (src/store/ai.worker.ts)
 * so thinking never blocks the page; in Vitest (Node) or a browser that cannot start module workers at all, the same
 * agent runs in process (ai-runner.ts, loaded lazily so the AI never weighs on the start screen). A worker that
 * fails (its script did not load after an update, or it crashed) rejects the question: the AI seat shows that and
 * asks again, which starts a new worker (src/store/match/ai-seat.ts). Either way it is given only
 * what the computer seat may know (design.md wall 4): its view and pending decision, the event log redacted for it,
 * its own deck list; never the game state.
 */
import type { CardDb } from '../engine'
import type { AiQuery, AiRunner, HintQuery, RunnerOptions } from './ai-runner'

export type { AiQuery } from './ai-runner'

/**
 * Worker protocol. A `decide` request carries the query without the log; the log travels as what is new since the
 * last request (`logFrom`: how many events the worker already has; the worker keeps the first `logFrom` and
 * appends `logAdd`). `cancel` stops the search in progress; `reset` starts a new game (forgets the log and agents).
 */
export type AiRequest =
  | ({ type: 'decide'; id: number; logFrom: number; logAdd: AiQuery['log'] } & Omit<AiQuery, 'log'>)
  | { type: 'cancel' }
  | { type: 'reset' }
  /** A hint for the player (hint-client.ts): the player's own view, log and deck. */
  | { type: 'hint'; id: number; query: HintQuery }
export type AiReply = { id: number; picks: number[] } | { id: number; error: string }

export interface AiClient {
  choose(q: AiQuery): Promise<number[]>
  /** Stop thinking about the current question (its answer is dropped). */
  cancel(): void
  /** Forget per-game memory (a new game starts); also cancels. */
  reset(): void
  dispose(): void
}

export type InProcessOptions = Pick<RunnerOptions, 'budgets'>

/**
 * The agent in this thread, behind the same async interface as the worker: with the given card database, or
 * (none given) the database of each game's sets, fetched when its first question comes, as the worker does.
 */
export function inProcessAi(db?: CardDb | Promise<CardDb>, options: InProcessOptions = {}): AiClient {
  let runner: Promise<AiRunner> | null = null
  const get = () =>
    (runner ??= import('./ai-runner').then((m) => m.createRunner({ ...options, ...(db ? { db } : {}) })))
  return {
    choose: async (q) => (await get()).decide({ ...q, log: q.log.slice() }),
    cancel: () => void runner?.then((r) => r.cancel()),
    reset: () => void runner?.then((r) => r.reset()),
    dispose: () => {},
  }
}

/**
 * The agent in a Web Worker, started on first use. Falls back to `fallback()` (in process) only when this browser
 * cannot start a worker at all. A worker that fails to load or errors rejects the questions it had, and the next
 * question starts a new one (so a worker script that comes back, once online or updated, is used again). A search
 * is cancelled by terminating the worker (a search is synchronous inside the worker, so a `cancel` message would
 * only be read after it ends); the next question starts a new one.
 */
export function workerAi(fallback: () => AiClient): AiClient {
  let worker: Worker | null = null
  /** No module workers in this browser (or in Node): the agent runs in process. */
  let unavailable = typeof Worker === 'undefined'
  let local: AiClient | null = null
  let nextId = 1
  /** Events of the current game's log the worker already holds. */
  let sent = 0
  const waiting = new Map<number, { resolve(p: number[]): void; reject(e: Error): void }>()
  const localAi = () => (local ??= fallback())

  const stop = (why: string) => {
    worker?.terminate()
    worker = null
    sent = 0
    for (const w of waiting.values()) w.reject(new Error(why))
    waiting.clear()
  }

  const start = (): Worker | null => {
    if (worker || unavailable) return worker
    try {
      worker = new Worker(new URL('./ai.worker.ts', import.meta.url), { type: 'module', name: 'coinflip-ai' })
    } catch {
      unavailable = true
      return null
    }
    sent = 0
    worker.onmessage = (e: MessageEvent<AiReply>) => {
      const w = waiting.get(e.data.id)
      if (!w) return
      waiting.delete(e.data.id)
      if ('picks' in e.data) w.resolve(e.data.picks)
      else w.reject(new Error(e.data.error))
    }
    worker.onerror = (e) => {
      e.preventDefault()
      // Its script did not load or it crashed: the questions it had fail (the AI seat retries with a new worker).
      stop('The computer player stopped')
    }
    return worker
  }

  return {
    async choose(q) {
      const w = start()
      if (!w) return localAi().choose(q)
      const id = nextId++
      const { log, ...rest } = q
      const from = Math.min(sent, log.length)
      sent = log.length
      return new Promise<number[]>((resolve, reject) => {
        waiting.set(id, { resolve, reject })
        w.postMessage({ type: 'decide', id, ...rest, logFrom: from, logAdd: log.slice(from) } satisfies AiRequest)
      })
    },
    cancel() {
      if (waiting.size > 0) stop('cancelled')
      else worker?.postMessage({ type: 'cancel' } satisfies AiRequest)
      local?.cancel()
    },
    reset() {
      if (waiting.size > 0) stop('cancelled')
      else {
        worker?.postMessage({ type: 'reset' } satisfies AiRequest)
        sent = 0
      }
      local?.reset()
    },
    dispose() {
      stop('disposed')
    },
  }
}

/**
 * The player's hints (issue 21) behind one async interface, like the computer's questions (ai-client.ts): in the
 * browser in a Web Worker of their own (the same script as the computer's, ai.worker.ts, another instance), so a
 * hint never blocks the page nor waits behind the computer's search; in Vitest or a browser without module
 * workers, in process. It is given only what the player may know: their view, the log redacted for them, their
 * own deck list.
 *
 * Cancellable: `cancel()` (a new decision, a new request, leaving the game) terminates the worker in the middle of
 * its search, so its answer never comes; the next hint starts a new one.
 */
import type { CardDb } from '../engine'
import type { Hint } from '../ai/hint'
import type { Budget } from '../ai/agent'
import type { AiRequest } from './ai-client'
import type { AiRunner, HintQuery } from './ai-runner'

export type { HintQuery } from './ai-runner'
export type HintReply = { id: number; hint: Hint } | { id: number; error: string }

export interface HintClient {
  /** Expert's suggestion for the player's decision; rejects with 'cancelled' when cancelled. */
  ask(q: HintQuery): Promise<Hint>
  /** Drop the hint in progress (its answer never arrives). */
  cancel(): void
  dispose(): void
}

/** In this thread (tests, no workers): the answer is dropped when cancelled, as the search cannot be interrupted. */
export function inProcessHints(db?: CardDb | Promise<CardDb>, hintBudget?: Budget): HintClient {
  let runner: Promise<AiRunner> | null = null
  let generation = 0
  const get = () =>
    (runner ??= import('./ai-runner').then((m) =>
      m.createRunner({ ...(db ? { db } : {}), ...(hintBudget ? { hintBudget } : {}) }),
    ))
  return {
    async ask(q) {
      const mine = ++generation
      const r = await get()
      if (mine !== generation) throw new Error('cancelled')
      const hint = await r.hint({ ...q, log: q.log.slice() })
      if (mine !== generation) throw new Error('cancelled')
      return hint
    },
    cancel() {
      generation++
      void runner?.then((r) => r.cancel())
    },
    dispose() {},
  }
}

/** In a Web Worker started on first use; falls back to `fallback()` where no module worker can start. */
export function workerHints(fallback: () => HintClient): HintClient {
  let worker: Worker | null = null
  let unavailable = typeof Worker === 'undefined'
  let local: HintClient | null = null
  let nextId = 1
  const waiting = new Map<number, { resolve(h: Hint): void; reject(e: Error): void }>()

  const stop = (why: string) => {
    worker?.terminate()
    worker = null
    for (const w of waiting.values()) w.reject(new Error(why))
    waiting.clear()
  }

  const start = (): Worker | null => {
    if (worker || unavailable) return worker
    try {
      worker = new Worker(new URL('./ai.worker.ts', import.meta.url), { type: 'module', name: 'coinflip-hint' })
    } catch {
      unavailable = true
      return null
    }
    worker.onmessage = (e: MessageEvent<HintReply>) => {
      const w = waiting.get(e.data.id)
      if (!w) return
      waiting.delete(e.data.id)
      if ('hint' in e.data) w.resolve(e.data.hint)
      else w.reject(new Error(e.data.error))
    }
    worker.onerror = (e) => {
      e.preventDefault()
      stop('The hint could not be computed')
    }
    return worker
  }

  return {
    ask(q) {
      const w = start()
      if (!w) return (local ??= fallback()).ask(q)
      const id = nextId++
      return new Promise<Hint>((resolve, reject) => {
        waiting.set(id, { resolve, reject })
        w.postMessage({ type: 'hint', id, query: { ...q, log: q.log.slice() } } satisfies AiRequest)
      })
    },
    cancel() {
      // The search is synchronous inside the worker: only terminating it stops it now.
      if (waiting.size > 0) stop('cancelled')
      local?.cancel()
    },
    dispose() {
      stop('disposed')
    },
  }
}

/**
 * The computer opponent behind one async interface. In the browser it runs in a Web Worker (src/store/ai.worker.ts)
 * so thinking never blocks the page; in Vitest (Node) or when a worker cannot be started, the same agent runs in
 * process. Either way it is given only the computer seat's view and its pending decision (design.md wall 4), never
 * the game state.
 */
import type { CardDb, Decision, GameView } from '../engine'
import { createAgent } from '../ai/simple-agent'

/** Worker protocol: a request carries the seat's view and its decision; the reply the chosen option indices. */
export type AiRequest = { type: 'decide'; id: number; view: GameView; decision: Decision } | { type: 'reset' }
export type AiReply = { id: number; picks: number[] } | { id: number; error: string }

export interface AiClient {
  choose(view: GameView, decision: Decision): Promise<number[]>
  /** Forget per-game memory (a new game starts). */
  reset(): void
  dispose(): void
}

/** The agent in this thread, behind the same async interface as the worker. */
export function inProcessAi(db: CardDb): AiClient {
  let agent = createAgent(db)
  return {
    choose: async (view, decision) => agent.decide(view, decision),
    reset: () => {
      agent = createAgent(db)
    },
    dispose: () => {},
  }
}

/**
 * The agent in a Web Worker, started on first use. Falls back to `fallback()` (in process) when workers are
 * unavailable or the worker fails.
 */
export function workerAi(fallback: () => AiClient): AiClient {
  let worker: Worker | null = null
  let broken = typeof Worker === 'undefined'
  let local: AiClient | null = null
  let nextId = 1
  const waiting = new Map<number, { resolve(p: number[]): void; reject(e: Error): void }>()
  const localAi = () => (local ??= fallback())

  const start = (): Worker | null => {
    if (worker || broken) return worker
    try {
      worker = new Worker(new URL('./ai.worker.ts', import.meta.url), { type: 'module', name: 'coinflip-ai' })
    } catch {
      broken = true
      return null
    }
    worker.onmessage = (e: MessageEvent<AiReply>) => {
      const w = waiting.get(e.data.id)
      if (!w) return
      waiting.delete(e.data.id)
      if ('picks' in e.data) w.resolve(e.data.picks)
      else w.reject(new Error(e.data.error))
    }
    worker.onerror = (e) => {
      e.preventDefault()
      broken = true
      worker?.terminate()
      worker = null
      for (const w of waiting.values()) w.reject(new Error('The computer player stopped'))
      waiting.clear()
    }
    return worker
  }

  return {
    async choose(view, decision) {
      const w = start()
      if (!w) return localAi().choose(view, decision)
      const id = nextId++
      try {
        return await new Promise<number[]>((resolve, reject) => {
          waiting.set(id, { resolve, reject })
          w.postMessage({ type: 'decide', id, view, decision } satisfies AiRequest)
        })
      } catch {
        return localAi().choose(view, decision)
      }
    },
    reset() {
      worker?.postMessage({ type: 'reset' } satisfies AiRequest)
      local?.reset()
    },
    dispose() {
      worker?.terminate()
      worker = null
      for (const w of waiting.values()) w.reject(new Error('disposed'))
      waiting.clear()
    },
  }
}

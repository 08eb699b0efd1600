/**
 * The computer player's Web Worker: runs the chosen level's agent (ai-runner.ts) on the computer seat's view,
 * the event log redacted for that seat (accumulated here from the increments each request carries), its own deck
 * list and the card database, and answers with option indices (protocol in ai-client.ts). It never sees the game
 * state. Started by `workerAi()` with `new Worker(new URL('./ai.worker.ts', import.meta.url), { type: 'module' })`.
 */
import type { GameEvent } from '../engine'
import { loadCardDb } from '../cards/registry'
import { createRunner } from './ai-runner'
import type { AiReply, AiRequest } from './ai-client'

interface WorkerScope {
  onmessage: ((e: MessageEvent<AiRequest>) => void) | null
  postMessage(message: AiReply): void
}

const scope = self as unknown as WorkerScope
// Every set's cards (fetched once, when the worker starts): the agent's guesses of hidden cards look cards up by
// name across the whole database (src/ai/determinize.ts), so it plays as it always has. Messages wait for it in
// order, so a cancel or reset still follows the question it is about.
const runner = loadCardDb().then((db) => createRunner(db))
const log: GameEvent[] = []

scope.onmessage = (e) => {
  const msg = e.data
  if (msg.type === 'reset') {
    log.length = 0
    void runner.then((r) => r.reset())
    return
  }
  if (msg.type === 'cancel') {
    void runner.then((r) => r.cancel())
    return
  }
  const { id, logFrom, logAdd, ...q } = msg
  log.length = Math.min(log.length, logFrom)
  log.push(...logAdd)
  const asked = log.slice()
  runner
    .then((r) => r.decide({ ...q, log: asked }))
    .then(
      (picks) => scope.postMessage({ id, picks }),
      (err: unknown) => scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) }),
    )
}

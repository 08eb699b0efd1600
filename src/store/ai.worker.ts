/**
 * The computer player's Web Worker: runs the chosen level's agent (ai-runner.ts) on the computer seat's view,
 * the event log redacted for that seat (accumulated here from the increments each request carries), its own deck
 * list and the cards and card hints of the game's sets, and answers with option indices (protocol in
 * ai-client.ts). It never sees the game state. It fetches a set's chunks when a game with that set first asks a
 * question, so a game loads only its own sets here too. Started by `workerAi()` with `new Worker(new URL('./ai.worker.ts', import.meta.url), { type: 'module' })`.
 */
import type { GameEvent } from '../engine'
import { createRunner } from './ai-runner'
import type { AiReply, AiRequest } from './ai-client'
import type { HintReply } from './hint-client'

interface WorkerScope {
  onmessage: ((e: MessageEvent<AiRequest>) => void) | null
  postMessage(message: AiReply | HintReply): void
}

const scope = self as unknown as WorkerScope
const runner = createRunner()
const log: GameEvent[] = []

scope.onmessage = (e) => {
  const msg = e.data
  if (msg.type === 'reset') {
    log.length = 0
    runner.reset()
    return
  }
  if (msg.type === 'cancel') {
    runner.cancel()
    return
  }
  if (msg.type === 'hint') {
    // A hint carries the player's whole log (asked rarely); the computer's log kept here is left alone.
    const { id, query } = msg
    runner.hint(query).then(
      (hint) => scope.postMessage({ id, hint }),
      (err: unknown) => scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) }),
    )
    return
  }
  const { id, logFrom, logAdd, ...q } = msg
  log.length = Math.min(log.length, logFrom)
  log.push(...logAdd)
  const asked = log.slice()
  runner.decide({ ...q, log: asked }).then(
    (picks) => scope.postMessage({ id, picks }),
    (err: unknown) => scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) }),
  )
}

/**
 * The computer player's Web Worker: receives the computer seat's view and pending decision, answers with option
 * indices (protocol in ai-client.ts). It never sees the game state. Started by `workerAi()` with
 * `new Worker(new URL('./ai.worker.ts', import.meta.url), { type: 'module' })`.
 */
import { createAgent } from '../ai/simple-agent'
import { cardDb } from '../cards/registry'
import type { AiReply, AiRequest } from './ai-client'

interface WorkerScope {
  onmessage: ((e: MessageEvent<AiRequest>) => void) | null
  postMessage(message: AiReply): void
}

const scope = self as unknown as WorkerScope
let agent = createAgent(cardDb())

scope.onmessage = (e) => {
  const msg = e.data
  if (msg.type === 'reset') {
    agent = createAgent(cardDb())
    return
  }
  try {
    scope.postMessage({ id: msg.id, picks: agent.decide(msg.view, msg.decision) })
  } catch (err) {
    scope.postMessage({ id: msg.id, error: err instanceof Error ? err.message : String(err) })
  }
}

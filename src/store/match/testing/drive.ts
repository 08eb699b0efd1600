/**
 * Test support for the match controller's tests: moving a game on to the moment a test is about (the human's main
 * phase) and waiting for the controller's asynchronous answers (the AI seat, hints, the coach). Not a test file, so it
 * throws instead of asserting (only test files may import the test runner).
 */
import { cardDb } from '../../../cards/registry'
import { createAgent } from '../../../ai/simple-agent'
import type { Decision } from '../../../engine'
import type { MatchController } from '../controller'

/**
 * Answer the human seat's questions with the simple agent until its main-phase menu holds at least `minOptions`
 * options (3: more than attack-or-end, something to weigh); returns that menu.
 */
export async function toMyMain(match: MatchController, minOptions = 1): Promise<Decision> {
  const agent = createAgent(cardDb())
  for (let i = 0; i < 200; i++) {
    await match.whenIdle()
    const s = match.getSnapshot()
    if (s.myDecision?.ask === 'main' && s.myDecision.options.length >= minOptions) return s.myDecision
    if (!s.myDecision) throw new Error('no decision')
    match.respond(agent.decide(s.view!, s.myDecision))
  }
  throw new Error('never reached the main phase')
}

/** Wait (up to 5 s, polling every 10 ms) until `f` holds; throws when it never does. */
export async function until(f: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !f(); i++) await new Promise((r) => setTimeout(r, 10))
  if (!f()) throw new Error(`never held: ${f.toString()}`)
}

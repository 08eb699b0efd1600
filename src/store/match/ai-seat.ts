/**
 * The computer's seat: while the pending decision is seat 1's, ask the opponent (the AI worker, or a guided game's
 * scripted opponent) and play its answer, one decision after another, at a pace a person can follow. The driver
 * owns only the loop; what the opponent is asked and what an accepted answer does are the match controller's
 * (`AiSeatHost`). When the opponent fails (its worker did not load after an update, or crashed) or its answer is
 * refused, nothing is played for it: the seat says so (`failed`) and asks again after a growing pause, or at once on
 * `retry()`. A made-up answer (say, the first options) would be a move the player never faced from the computer.
 */
import type { Decision, GameState, Response, StepResult } from '../../engine'
import { COMPUTER } from './seats'
import { warn } from './warn'

export interface AiSeatHost {
  /** The game's position now, or null when there is no game. */
  position(): GameState | null
  /** Ask the computer's seat for its answer to `decision` (rejects when it fails or is cancelled). */
  ask(state: GameState, decision: Decision): Promise<number[]>
  step(state: GameState, response: Response): StepResult
  /** Milliseconds to wait before each decision (0: none at all). */
  pace(): number
  /** Resolves when the table has animated what happened (or has waited long enough, or `stale()` turns true). */
  waitForAnimations(stale: () => boolean): Promise<void>
  /** Play an answer the engine accepted. */
  accept(response: Response, result: Extract<StepResult, { ok: true }>): void
  /**
   * The computer could not answer: `error` says why (its player failed, or its answer was refused). It asks again
   * in `retryInMs`, or at once on `retry()`; the next accepted answer is the only sign it recovered.
   */
  failed(error: string, retryInMs: number): void
  /** The loop stopped with nothing left for the computer to decide. */
  idle(): void
}

export interface AiSeat {
  /** The computer may have a decision pending: start the loop unless it runs. */
  wake(): void
  /** Forget the loop in progress: its late answers are dropped (a game started, resumed, rewound or left). */
  stop(): void
  /** After a failure: ask again now instead of at the end of the pause. */
  retry(): void
}

/** The pause before asking again after the `n`th failure in a row (from 0): 1 s, 2 s, 4 s, 8 s, then 15 s. */
export const retryBackoff = (n: number) => Math.min(1000 * 2 ** n, 15_000)

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))
const due = (s: GameState | null) => !!s?.pending && s.pending.seat === COMPUTER && !s.result

export function createAiSeat(host: AiSeatHost, backoff: (n: number) => number = retryBackoff): AiSeat {
  /** Changes with every stop, so a loop of an older game ends at its next check. */
  let generation = 0
  let running = false
  /** Ends the pause after a failure early (retry, stop). */
  let endPause: (() => void) | null = null
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms)
      endPause = done
      function done() {
        clearTimeout(timer)
        endPause = null
        resolve()
      }
    })

  const run = async (gen: number) => {
    running = true
    const stale = () => gen !== generation
    /** Failures in a row, for the pause before the next try. */
    let failures = 0
    try {
      for (;;) {
        if (stale() || !due(host.position())) return
        const ms = host.pace()
        if (ms > 0) {
          await host.waitForAnimations(stale)
          await sleep(ms)
        } else await Promise.resolve()
        const state = host.position()
        if (stale() || !state?.pending || state.pending.seat !== COMPUTER) return
        const d = state.pending
        let error: string
        try {
          const response: Response = { decision: d.id, picks: await host.ask(state, d) }
          if (stale() || host.position() !== state) return
          const r = host.step(state, response)
          if (r.ok) {
            failures = 0
            // accept → the controller wakes this seat again, which leaves the next computer decision to this loop.
            host.accept(response, r)
            continue
          }
          error = `its answer was refused (${r.error})`
        } catch (e) {
          if (stale()) return
          error = e instanceof Error ? e.message : String(e)
        }
        warn(new Error(`The computer could not answer: ${error}`))
        const wait = backoff(failures++)
        host.failed(error, wait)
        await pause(wait)
      }
    } finally {
      if (!stale()) {
        running = false
        if (!due(host.position())) host.idle()
      }
    }
  }

  return {
    wake() {
      if (!running) void run(generation)
    },
    stop() {
      generation++
      running = false
      endPause?.()
    },
    retry() {
      endPause?.()
    },
  }
}

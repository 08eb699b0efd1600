/**
 * The computer's seat: while the pending decision is seat 1's, ask the opponent (the AI worker, or a guided game's
 * scripted opponent) and play its answer, one decision after another, at a pace a person can follow. The driver
 * owns only the loop; what the opponent is asked and what an accepted answer does are the match controller's
 * (`AiSeatHost`). A refused or failed answer falls back to the first options, so the game never stalls.
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
  /** Not even the first options were accepted. */
  stuck(error: string): void
  /** The loop stopped with nothing left for the computer to decide. */
  idle(): void
}

export interface AiSeat {
  /** The computer may have a decision pending: start the loop unless it runs. */
  wake(): void
  /** Forget the loop in progress: its late answers are dropped (a game started, resumed, rewound or left). */
  stop(): void
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))
const range = (n: number) => Array.from({ length: Math.max(0, n) }, (_, i) => i)
const due = (s: GameState | null) => !!s?.pending && s.pending.seat === COMPUTER && !s.result

export function createAiSeat(host: AiSeatHost): AiSeat {
  /** Changes with every stop, so a loop of an older game ends at its next check. */
  let generation = 0
  let running = false

  const run = async (gen: number) => {
    running = true
    const stale = () => gen !== generation
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
        let picks: number[]
        try {
          picks = await host.ask(state, d)
        } catch (e) {
          if (stale()) return
          warn(e)
          picks = range(d.min)
        }
        if (stale() || host.position() !== state) return
        let response: Response = { decision: d.id, picks }
        let r = host.step(state, response)
        if (!r.ok) {
          warn(new Error(`The computer's answer was refused (${r.error}); it takes the first options instead`))
          response = { decision: d.id, picks: range(Math.max(d.min, 1)).slice(0, Math.max(d.max, d.min)) }
          r = host.step(state, response)
        }
        if (!r.ok) return host.stuck(r.error)
        // accept → the controller wakes this seat again, which leaves the next computer decision to this loop.
        host.accept(response, r)
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
    },
  }
}

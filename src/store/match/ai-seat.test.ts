import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Decision, GameState, Response, StepResult } from '../../engine'
import { createAiSeat, type AiSeat, type AiSeatHost } from './ai-seat'

/** A position where `seat` must answer decision `id` (only what the driver reads). */
const at = (seat: 0 | 1, id: number, min = 1, max = 1) =>
  ({ pending: { seat, id, min, max, options: [] } as unknown as Decision, result: null }) as unknown as GameState

const tick = () => new Promise((r) => setTimeout(r, 0))

/**
 * A host over a scripted game: `positions` are the states in order; the engine accepts an answer when `legal`
 * says so and moves to the next position. Records what the seat asked and played.
 */
function scripted(
  positions: GameState[],
  opts: Partial<AiSeatHost> & { legal?: (r: Response) => boolean } = {},
  // Pauses of 5, 10, 20 … ms before asking again, so the tests see them pass.
  backoff = (n: number) => 5 * 2 ** n,
) {
  let i = 0
  const played: Response[] = []
  const asked: number[] = []
  let idle = 0
  const failed: [string, number][] = []
  let seat: AiSeat | null = null
  const host: AiSeatHost = {
    position: () => positions[i] ?? null,
    ask: async (_s, d) => (asked.push(d.id), [0]),
    step: (_s, r): StepResult =>
      (opts.legal ?? (() => true))(r)
        ? { ok: true, state: positions[i + 1]!, events: [] }
        : { ok: false, error: 'not an option' },
    pace: () => 0,
    waitForAnimations: async () => {},
    accept: (r) => {
      played.push(r)
      i++
      seat!.wake()
    },
    failed: (e, ms) => void failed.push([e, ms]),
    idle: () => void idle++,
    ...opts,
  }
  seat = createAiSeat(host, backoff)
  return { seat, played, asked, failed, idleCalls: () => idle, index: () => i }
}

afterEach(() => vi.restoreAllMocks())

describe('the computer seat', () => {
  it('answers the computer’s decisions one after another and stops at the human’s', async () => {
    const s = scripted([at(1, 1), at(1, 2), at(0, 3)])
    s.seat.wake()
    s.seat.wake() // a second wake while it runs starts no second loop
    await tick()
    expect(s.asked).toEqual([1, 2])
    expect(s.played).toEqual([
      { decision: 1, picks: [0] },
      { decision: 2, picks: [0] },
    ])
    expect(s.idleCalls()).toBe(1)
  })

  it('waits for the animations and the pace before each decision', async () => {
    const order: string[] = []
    const s = scripted([at(1, 1), at(0, 2)], {
      pace: () => 20,
      waitForAnimations: async () => void order.push('animations'),
      ask: async () => (order.push('ask'), [0]),
    })
    const t0 = Date.now()
    s.seat.wake()
    await new Promise((r) => setTimeout(r, 60))
    expect(order).toEqual(['animations', 'ask'])
    expect(s.played).toHaveLength(1)
    expect(Date.now() - t0).toBeGreaterThanOrEqual(20)
  })

  it('never plays for a computer that failed: it says so and asks again, pausing longer each time, until it answers', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    let fails = 3
    const s = scripted([at(1, 1, 2, 3), at(0, 2)], {
      ask: async (_s, d) => {
        s.asked.push(d.id)
        if (fails-- > 0) throw new Error('The computer player stopped')
        return [2, 1]
      },
    })
    s.seat.wake()
    await tick()
    expect(s.played).toEqual([])
    expect(s.failed).toEqual([['The computer player stopped', 5]])
    await vi.waitFor(() => expect(s.played).toHaveLength(1))
    // Its own answer, after three failures and pauses of 5, 10 and 20 ms: no first options were ever played.
    expect(s.played).toEqual([{ decision: 1, picks: [2, 1] }])
    expect(s.failed.map(([, ms]) => ms)).toEqual([5, 10, 20])
    expect(s.asked).toEqual([1, 1, 1, 1])
    expect(s.idleCalls()).toBe(1)
  })

  it('a refused answer is a failure too: reported, asked again, never replaced by other options', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const answers = [[7], [0]]
    const s = scripted([at(1, 1, 1, 2), at(0, 2)], {
      ask: async () => answers.shift()!,
      legal: (r) => r.picks[0] !== 7,
    })
    s.seat.wake()
    await vi.waitFor(() => expect(s.played).toHaveLength(1))
    expect(s.failed).toEqual([['its answer was refused (not an option)', 5]])
    expect(s.played).toEqual([{ decision: 1, picks: [0] }])
  })

  it('retry asks again at once, without waiting out the pause', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    let fail = true
    const s = scripted(
      [at(1, 1), at(0, 2)],
      {
        ask: async () => {
          if (fail) throw new Error('no worker')
          return [0]
        },
      },
      () => 60_000,
    )
    s.seat.wake()
    await tick()
    expect(s.failed).toEqual([['no worker', 60_000]])
    fail = false
    s.seat.retry()
    await tick()
    expect(s.played).toEqual([{ decision: 1, picks: [0] }])
  })

  it('drops an answer that arrives after it was stopped (the game was left or restarted)', async () => {
    let answer: (p: number[]) => void = () => {}
    const s = scripted([at(1, 1), at(0, 2)], { ask: () => new Promise((r) => (answer = r)) })
    s.seat.wake()
    await tick()
    s.seat.stop()
    answer([0])
    await tick()
    expect(s.played).toEqual([])
    expect(s.idleCalls()).toBe(0)
    // A new loop after the stop runs again.
    s.seat.wake()
    await tick()
    answer([0])
    await tick()
    expect(s.played).toEqual([{ decision: 1, picks: [0] }])
  })
})

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
function scripted(positions: GameState[], opts: Partial<AiSeatHost> & { legal?: (r: Response) => boolean } = {}) {
  let i = 0
  const played: Response[] = []
  const asked: number[] = []
  let idle = 0
  const stuck: string[] = []
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
    stuck: (e) => void stuck.push(e),
    idle: () => void idle++,
    ...opts,
  }
  seat = createAiSeat(host)
  return { seat, played, asked, stuck, idleCalls: () => idle, index: () => i }
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

  it('plays the first options when its answer is refused or its player fails, so the game goes on', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const refused = scripted([at(1, 1, 1, 2), at(0, 2)], {
      ask: async () => [7],
      legal: (r) => r.picks[0] !== 7,
    })
    refused.seat.wake()
    await tick()
    expect(refused.played).toEqual([{ decision: 1, picks: [0] }])

    const failing = scripted([at(1, 1, 2, 3), at(0, 2)], {
      ask: () => Promise.reject(new Error('worker gone')),
    })
    failing.seat.wake()
    await tick()
    expect(failing.played).toEqual([{ decision: 1, picks: [0, 1] }])
    expect(console.warn).toHaveBeenCalled()
  })

  it('says it is stuck when not even the first options are accepted', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const s = scripted([at(1, 1), at(0, 2)], { legal: () => false })
    s.seat.wake()
    await tick()
    expect(s.stuck).toEqual(['not an option'])
    expect(s.played).toEqual([])
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

import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Decision, GameEvent, GameView } from '../engine'
import { workerAi, type AiClient, type AiQuery, type AiRequest } from './ai-client'

/** A stand-in for the browser's Worker: records messages; the test answers them. */
class FakeWorker {
  static all: FakeWorker[] = []
  sent: AiRequest[] = []
  terminated = false
  onmessage: ((e: { data: unknown }) => void) | null = null
  onerror: ((e: { preventDefault(): void }) => void) | null = null
  constructor() {
    FakeWorker.all.push(this)
  }
  postMessage(m: AiRequest) {
    this.sent.push(structuredClone(m))
  }
  terminate() {
    this.terminated = true
  }
  reply(id: number, picks: number[]) {
    this.onmessage?.({ data: { id, picks } })
  }
}

const ev = (n: number) => ({ type: 'turn-start', n }) as unknown as GameEvent
const query = (log: GameEvent[], id = 1): AiQuery => ({
  level: 'expert',
  view: {} as GameView,
  decision: { id } as Decision,
  log,
  deck: ['a'],
  seed: 5,
  sets: ['set-a'],
})
const never = (): AiClient => {
  throw new Error('no fallback expected')
}

afterEach(() => {
  vi.unstubAllGlobals()
  FakeWorker.all = []
})

describe('workerAi', () => {
  it('sends only the new part of the log with each question, and all of it again after a reset', async () => {
    vi.stubGlobal('Worker', FakeWorker)
    const ai = workerAi(never)
    const log = [ev(1), ev(2)]
    const p1 = ai.choose(query(log, 1))
    const w = FakeWorker.all[0]!
    const m1 = w.sent[0] as Extract<AiRequest, { type: 'decide' }>
    expect(m1).toMatchObject({ type: 'decide', level: 'expert', logFrom: 0, deck: ['a'], seed: 5 })
    expect(m1.logAdd).toHaveLength(2)
    w.reply(m1.id, [3])
    expect(await p1).toEqual([3])
    log.push(ev(3))
    const p2 = ai.choose(query(log, 2))
    const m2 = w.sent[1] as Extract<AiRequest, { type: 'decide' }>
    expect(m2.logFrom).toBe(2)
    expect(m2.logAdd).toEqual([ev(3)])
    w.reply(m2.id, [0])
    await p2
    ai.reset()
    expect(w.sent[2]).toEqual({ type: 'reset' })
    void ai.choose(query([ev(9)], 1))
    expect(w.sent[3]).toMatchObject({ logFrom: 0, logAdd: [ev(9)] })
  })

  it('cancel stops a search in progress: the worker is ended, the question rejected, the next one starts a new worker', async () => {
    vi.stubGlobal('Worker', FakeWorker)
    const ai = workerAi(never)
    const p = ai.choose(query([ev(1)]))
    ai.cancel()
    await expect(p).rejects.toThrow('cancelled')
    expect(FakeWorker.all[0]!.terminated).toBe(true)
    void ai.choose(query([ev(1), ev(2)], 2))
    expect(FakeWorker.all).toHaveLength(2)
    expect(FakeWorker.all[1]!.sent[0]).toMatchObject({ logFrom: 0 })
    // With nothing in flight, cancel is only a message.
    FakeWorker.all[1]!.reply((FakeWorker.all[1]!.sent[0] as { id: number }).id, [0])
    await Promise.resolve()
    ai.cancel()
    expect(FakeWorker.all[1]!.terminated).toBe(false)
    expect(FakeWorker.all[1]!.sent.at(-1)).toEqual({ type: 'cancel' })
  })

  it('a worker that fails rejects its question (never a made-up answer); the next question starts a new worker', async () => {
    vi.stubGlobal('Worker', FakeWorker)
    const ai = workerAi(never)
    const p = ai.choose(query([ev(1)]))
    FakeWorker.all[0]!.onerror?.({ preventDefault() {} })
    await expect(p).rejects.toThrow('The computer player stopped')
    const again = ai.choose(query([ev(1)], 2))
    expect(FakeWorker.all).toHaveLength(2)
    const w = FakeWorker.all[1]!
    // The new worker gets the whole log again.
    expect(w.sent[0]).toMatchObject({ logFrom: 0 })
    w.reply((w.sent[0] as { id: number }).id, [1])
    expect(await again).toEqual([1])
  })

  it('runs in process only when this browser cannot start a worker at all', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('module workers unsupported')
        }
      },
    )
    const local = { choose: vi.fn(async () => [2]), cancel() {}, reset() {}, dispose() {} }
    const ai = workerAi(() => local)
    expect(await ai.choose(query([]))).toEqual([2])
  })
})

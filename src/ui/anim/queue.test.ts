import { describe, expect, it } from 'vitest'
import type { GameEvent } from '../../engine'
import { nextStep, staleCount } from './queue'

// Events as the store queues them; only `type` matters to the queue (eventMs), the objects' identity to staleness.
const ev = (type: string) => ({ type }) as unknown as GameEvent

describe('event queue', () => {
  it('plays the events up to the first one that holds the table as one step', () => {
    const q = [ev('draw'), ev('attach'), ev('trainer'), ev('draw')]
    expect(nextStep(q)).toEqual({ count: 3, ms: 700 })
    expect(nextStep([ev('draw')])).toEqual({ count: 1, ms: 0 })
  })

  it('keeps playing a step while nothing new arrives, even when the step is only part of the queue', () => {
    const q = [ev('attack'), ev('damage'), ev('knock-out')]
    const playing = { first: q[0]!, tail: q[2]! }
    expect(staleCount(q, playing)).toBe(0)
    expect(staleCount(q, null)).toBe(0)
  })

  it('drops everything queued before events that arrived while a step played (the player moved on)', () => {
    const old = [ev('trainer'), ev('draw'), ev('draw')]
    const playing = { first: old[0]!, tail: old[2]! }
    const newer = [ev('trainer'), ev('switch')]
    expect(staleCount([...old, ...newer], playing)).toBe(3)
    // after the first step was acknowledged, later arrivals make the rest of the old queue stale too
    const rest = [old[1]!, old[2]!, ...newer]
    expect(staleCount(rest, { first: old[1]!, tail: old[2]! })).toBe(2)
  })

  it('ignores a step that is no longer at the front of the queue', () => {
    const q = [ev('attack'), ev('damage')]
    expect(staleCount(q.slice(1), { first: q[0]!, tail: q[1]! })).toBe(0)
  })
})

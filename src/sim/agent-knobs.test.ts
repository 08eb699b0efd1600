import { describe, expect, it } from 'vitest'
import type { Agent } from '../ai/agent'
import { makeAgent } from '../ai/levels'
import { playGame } from './arena-game'
import { ladderDeckSource } from './decks'

/** Wraps an agent so that every decision gets a cancel flag that counts how often a search polls it. */
function counting(inner: Agent): { agent: Agent; polls: () => number; mains: () => number } {
  let polls = 0
  let mains = 0
  const flag = {
    get aborted() {
      polls++
      return false
    },
  }
  return {
    agent: {
      name: inner.name,
      decide(input, ctx) {
        if (input.decision.ask === 'main' && input.decision.options.length > 1) mains++
        return inner.decide(input, { ...ctx, cancel: flag })
      },
    },
    polls: () => polls,
    mains: () => mains,
  }
}

async function play(name: string) {
  const src = await ladderDeckSource()
  const c = counting(makeAgent(name))
  const o = await playGame({
    db: src.db,
    decks: src.pairs[3]!.decks,
    seed: 5,
    rules: 'classic1999',
    agents: [c.agent, makeAgent('normal')],
    budgets: [{ iterations: 2 }, {}],
    agentSeeds: [1, 2],
  })
  expect(o.error).toBeUndefined()
  return c
}

describe('agents named with their knobs (levels.ts)', () => {
  it('builds heuristic and sampling agents from a name with knobs and keeps the whole name', () => {
    expect(makeAgent('heuristic:t=20,n=0.05').name).toBe('heuristic:t=20,n=0.05')
    expect(makeAgent('sampling:w=8,m=0.03,s=0.2').name).toBe('sampling:w=8,m=0.03,s=0.2')
  })

  it('rejects an unknown agent, an unknown knob or a knob without a number, saying which', () => {
    expect(() => makeAgent('wizard')).toThrow(/Unknown agent "wizard"/)
    expect(() => makeAgent('heuristic:x=1')).toThrow(/unknown knob "x=1"/)
    expect(() => makeAgent('sampling:w=lots')).toThrow(/"w=lots" is not a number/)
  })

  it('a search agent that never slips searches at most main menus with a choice; one that always slips never does', async () => {
    const searching = await play('sampling:s=0')
    expect(searching.mains()).toBeGreaterThan(10)
    // With two worlds, the search polls the cancel flag once per main menu it searches: every menu with a choice
    // but those where the blunder guard leaves a single sensible option (nothing to compare).
    expect(searching.polls()).toBeLessThanOrEqual(searching.mains())
    expect(searching.polls()).toBeGreaterThan(searching.mains() / 2)
    const slipping = await play('sampling:s=1,t=20')
    expect(slipping.mains()).toBeGreaterThan(5)
    expect(slipping.polls()).toBe(0)
  }, 30_000) // whole games: under 1 s on a quiet machine, past the 5 s default on a loaded one

  it('a search agent that slips half the time searches at about half of its main menus', async () => {
    const half = await play('sampling:s=0.5')
    const share = half.polls() / half.mains()
    expect(share).toBeGreaterThan(0.25)
    expect(share).toBeLessThan(0.75)
  }, 30_000) // whole games: under 1 s on a quiet machine, past the 5 s default on a loaded one
})

/** cloneState is an exact stand-in for the JSON round trip it replaced (performance, issue 3). */
import { describe, expect, it } from 'vitest'
import { createEngine } from '../engine'
import { cloneState } from '../model/clone'
import { testDb } from '../testing/cards'
import { playRandom, RULES } from './helpers'

const engine = createEngine(testDb())

describe('cloneState', () => {
  it('deep-equals the JSON clone on every state of real games, paused journals included', () => {
    let journals = 0
    for (const rules of RULES) {
      for (const seed of [1, 2]) {
        const { states } = playRandom(engine, seed, rules, seed)
        for (const [i, s] of states.entries()) {
          if (i % 4 !== 0 && !s.journal) continue
          const json = JSON.parse(JSON.stringify(s)) as unknown
          const c = cloneState(s)
          expect(c).toStrictEqual(json)
          // Same key order too, so even a JSON string comparison cannot tell them apart.
          expect(JSON.stringify(c)).toBe(JSON.stringify(s))
          if (s.journal) {
            journals++
            expect(c.journal!.base).not.toBe(s.journal.base)
          }
        }
      }
    }
    expect(journals).toBeGreaterThan(10)
  })

  it('shares nothing with the original', () => {
    const { states } = playRandom(engine, 5, 'modern', 0, 60)
    const s = states[states.length - 1]!
    const c = cloneState(s)
    c.players[0].hand.push(999)
    c.players[1].turn.abilitiesUsed.push('x')
    c.cards.push({ def: 'x', owner: 0 })
    c.decklists[0].push('x')
    if (c.players[0].active) c.players[0].active.conditions.poisoned = true
    c.rng[0] = 0
    expect(JSON.stringify(s)).toBe(JSON.stringify(states[states.length - 1]))
    expect(s.players[0].hand).not.toContain(999)
    expect(s.cards.at(-1)!.def).not.toBe('x')
  })

  it('leaves out undefined properties like JSON does', () => {
    const { states } = playRandom(engine, 9, 'classic1999', 0, 5)
    const s = states[0]!
    const odd = { ...s, extra: { a: undefined, b: [1, { c: undefined }] } } as unknown as typeof s
    expect(cloneState(odd)).toStrictEqual(JSON.parse(JSON.stringify(odd)))
  })
})

import { describe, expect, it } from 'vitest'
import { ViewMemo } from './view-memo'

// The memo must give each (view, keys) its own answer: a damage estimate read for one attacker, defender or view must
// never be handed back for another (the arena's results at a fixed seed were unchanged with it, docs/ai.md).
describe('ViewMemo', () => {
  it('computes once per view and keys, and keeps views, objects, null and numbers apart', () => {
    const memo = new ViewMemo<string>()
    const [v1, v2] = [{}, {}]
    const [s1, s2] = [{ damage: 0 }, { damage: 0 }]
    let calls = 0
    const read = (view: object, keys: unknown[]) => memo.get(view, keys, () => `${++calls}`)
    expect(read(v1, [s1, null, 0])).toBe('1')
    expect(read(v1, [s1, null, 0])).toBe('1')
    expect(read(v1, [s2, null, 0])).toBe('2') // an equal-looking slot is another key
    expect(read(v1, [s1, s2, 0])).toBe('3')
    expect(read(v1, [s1, null, 1])).toBe('4')
    expect(read(v2, [s1, null, 0])).toBe('5') // another view: computed afresh
    expect(calls).toBe(5)
  })

  it('remembers a null result instead of computing it again', () => {
    const memo = new ViewMemo<null>()
    const view = {}
    let calls = 0
    memo.get(view, ['x'], () => (calls++, null))
    memo.get(view, ['x'], () => (calls++, null))
    expect(calls).toBe(1)
  })
})

import { describe, expect, it } from 'vitest'
import { settled } from './sampling'

/** Values per candidate (the heuristic's first choice first), one per sampled world, as the search records them. */
describe('settled: the search stops sampling worlds once the first choice cannot plausibly lose by the margin', () => {
  it('options that lead to the same outcome in every world are settled', () => {
    const same = [1, -1, 1, 1, -1, 1]
    expect(settled([same, same, same], 0.05)).toBe(true)
  })
  it('an option that won a world the first choice lost is not settled yet', () => {
    const first = [1, -1, 1, 1, -1, 1]
    const other = [1, 1, 1, 1, -1, 1]
    expect(settled([first, other], 0.05)).toBe(false)
  })
  it('an option clearly worse in many worlds is settled', () => {
    const first = Array<number>(12).fill(1)
    const other = [...Array<number>(8).fill(-1), ...Array<number>(4).fill(1)]
    expect(settled([first, other], 0.05)).toBe(true)
  })
  it('a single world proves nothing', () => {
    expect(settled([[1], [-1]], 0.05)).toBe(false)
  })
  it('every other option must be settled, not just one', () => {
    const first = Array<number>(8).fill(1)
    const worse = Array<number>(8).fill(-1)
    const level = [...first] // as good, not better by the margin
    expect(settled([first, worse, level], 0.05)).toBe(true)
    const upset = [1, 1, 1, 1, 1, 1, 1, 1]
    const firstLoses = [1, 1, 1, -1, 1, 1, -1, 1]
    expect(settled([firstLoses, worse, upset], 0.05)).toBe(false)
  })
})

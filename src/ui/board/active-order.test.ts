import { describe, expect, it } from 'vitest'
import { inDrawnOrder, nextActiveOrder, spotsInOrder, type ActiveOrder } from './active-order'

// Seed 003 Appendix A: two Active Pokémon a side. The engine swaps the two spots when the second one attacks or
// retreats (docs/engine.md "2-on-2 Battle"); the table must not make them jump.
describe('the display order of two Active Pokémon', () => {
  it('starts in spot order', () => {
    expect(nextActiveOrder(null, [10, 20])).toEqual([10, 20])
    expect(nextActiveOrder(null, [10, null])).toEqual([10, null])
  })

  it('keeps each Pokémon where it is drawn when the engine swaps the spots (the second Active attacked)', () => {
    const before: ActiveOrder = [10, 20]
    const after = nextActiveOrder(before, [20, 10])
    expect(after).toEqual([10, 20])
    expect(spotsInOrder(after, [20, 10])).toEqual([1, 0])
  })

  it('leaves a Knocked Out Pokémon’s place empty, and puts the promoted one there', () => {
    // 10 (left) is Knocked Out: the engine moves 20 into the first spot
    const ko = nextActiveOrder([10, 20], [20, null])
    expect(ko).toEqual([null, 20])
    expect(spotsInOrder(ko, [20, null])).toEqual([null, 0])
    // 30 comes up from the Bench into the second spot: drawn where 10 was
    const promoted = nextActiveOrder(ko, [20, 30])
    expect(promoted).toEqual([30, 20])
    expect(spotsInOrder(promoted, [20, 30])).toEqual([1, 0])
  })

  it('a retreat puts the new Pokémon where the retreating one was', () => {
    // the right-hand Pokémon (second spot) retreats: the engine swaps it into the first spot first, so the
    // newcomer takes the first spot
    expect(nextActiveOrder([10, 20], [30, 10])).toEqual([10, 30])
  })

  it('fills both places in spot order when both Pokémon changed', () => {
    expect(nextActiveOrder([10, 20], [30, 40])).toEqual([30, 40])
    expect(nextActiveOrder([10, 20], [null, null])).toEqual([null, null])
  })
})

describe('lists of the Active Pokémon follow the drawn order', () => {
  it('the target chooser lists the Defending Pokémon left to right as drawn, not in spot order', () => {
    const options = [
      { name: 'Growlithe', uid: 20 }, // first spot, drawn right
      { name: 'Cyndaquil', uid: 10 }, // second spot, drawn left
    ]
    expect(inDrawnOrder(options, (o) => o.uid, [10, 20]).map((o) => o.name)).toEqual(['Cyndaquil', 'Growlithe'])
    expect(inDrawnOrder(options, (o) => o.uid, null).map((o) => o.name)).toEqual(['Growlithe', 'Cyndaquil'])
  })
})

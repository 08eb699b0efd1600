import { describe, expect, it } from 'vitest'
import type { GameView, SlotView } from '../../engine'
import { floaterSlot } from './floater-slot'

const slot = (uid: number): SlotView => ({ stack: [{ uid, def: 'ex1-1' }] }) as unknown as SlotView
const view = (opp: { active?: SlotView; secondActive?: SlotView }, format?: 'double'): GameView =>
  ({
    format,
    me: { seat: 0, active: slot(1), bench: [] },
    opponent: { seat: 1, bench: [], active: opp.active ?? null, ...(opp.secondActive ? opp : {}) },
  }) as unknown as GameView

// Seed 003 Appendix A: the second Active attacks a chosen Defending Pokémon; the engine swaps spots to run it.
describe('the damage number of a 2-on-2 attack lands on the Pokémon that took it', () => {
  it('follows the Pokémon to the spot it is in now', () => {
    const v = view({ active: slot(20), secondActive: slot(10) }, 'double')
    // the event named the first spot, where 10 was while the attack ran; 10 is in the second spot now
    expect(floaterSlot(v, { seat: 1, zone: 'active' }, 10)).toBe('slot:1:active:1')
    expect(floaterSlot(v, { seat: 1, zone: 'active' }, 20)).toBe('slot:1:active')
  })
  it('a Knocked Out Pokémon’s number goes to the empty place it left', () => {
    const v = view({ active: slot(20) }, 'double')
    expect(floaterSlot(v, { seat: 1, zone: 'active' }, 10)).toBe('slot:1:active:1')
  })
  it('1-on-1 and the Bench: the place the event names', () => {
    expect(floaterSlot(view({}), { seat: 1, zone: 'active' }, 10)).toBe('slot:1:active')
    const v = view({ active: slot(20), secondActive: slot(10) }, 'double')
    expect(floaterSlot(v, { seat: 1, zone: 'bench', index: 2 }, 10)).toBe('slot:1:bench:2')
  })
})

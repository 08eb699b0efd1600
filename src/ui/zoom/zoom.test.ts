import { describe, expect, it } from 'vitest'
import type { CardDef, GameView, SlotView } from '../../engine'
import { hpLeft, isZoomKey, peekSide, slotOfTop } from './zoom'
import { inPlayFacts } from './in-play'

const slot = (defs: string[], more: Partial<SlotView> = {}): SlotView => ({
  faceDown: false,
  stack: defs.map((def, i) => ({ uid: 10 + i, def })),
  energy: [],
  tools: [],
  damage: 0,
  conditions: { rotation: null, poisoned: false, burned: false },
  playedTurn: 1,
  markers: [],
  ...more,
})
const DEFS: Record<string, Partial<CardDef>> = {
  bulba: { name: 'Bulbasaur' },
  ivy: { name: 'Ivysaur' },
  venu: { name: 'Venusaur' },
  grass: { name: 'Grass Energy', kind: 'energy' },
  dce: { name: 'Double Colorless Energy', kind: 'energy' },
  band: { name: 'Rigid Band', kind: 'trainer', text: 'Less damage.' } as Partial<CardDef>,
}
const defOf = (id: string) => DEFS[id] as CardDef

describe('the zoom', () => {
  it('opens with Z, not with Ctrl+Z (undo) or other letters', () => {
    const k = (key: string, ctrlKey = false) => ({ key, ctrlKey, metaKey: false, altKey: false })
    expect(isZoomKey(k('z'))).toBe(true)
    expect(isZoomKey(k('Z'))).toBe(true)
    expect(isZoomKey(k('z', true))).toBe(false)
    expect(isZoomKey(k('x'))).toBe(false)
  })

  it('previews on the side away from the pointer', () => {
    expect(peekSide(100, 1280)).toBe('right')
    expect(peekSide(1000, 1280)).toBe('left')
  })

  it('finds a Pokémon in play by its top card on either side, never a face-down one', () => {
    const mine = slot(['bulba', 'ivy'])
    const theirs = slot(['venu'], { faceDown: true })
    const view = { me: { active: mine, bench: [] }, opponent: { active: null, bench: [theirs] } } as unknown as GameView
    expect(slotOfTop(view, 11)).toBe(mine)
    expect(slotOfTop(view, 10)).toBeUndefined() // under the top card: the card in hand it once was is gone
    expect(slotOfTop(view, theirs.stack[0]!.uid)).toBeUndefined()
  })

  it('says the HP left, never below 0', () => {
    expect(hpLeft({ hp: 100, damage: 30 })).toBe(70)
    expect(hpLeft({ hp: 60, damage: 90 })).toBe(0)
    expect(hpLeft({ hp: undefined, damage: 10 })).toBeUndefined()
  })

  it('lists what a Pokémon in play carries: Energy counted, Tools with their text, conditions, its stage below', () => {
    const s = slot(['bulba', 'ivy', 'venu'], {
      hp: 180,
      damage: 50,
      energy: [
        { uid: 1, def: 'grass' },
        { uid: 2, def: 'grass' },
        { uid: 3, def: 'dce' },
      ],
      tools: [{ uid: 4, def: 'band' }],
      conditions: { rotation: 'asleep', poisoned: true, burned: false },
    })
    expect(inPlayFacts(s, defOf)).toEqual({
      hp: 180,
      left: 130,
      damage: 50,
      energy: ['2 × Grass Energy', 'Double Colorless Energy'],
      tools: [{ name: 'Rigid Band', text: 'Less damage.' }],
      conditions: ['Asleep', 'Poisoned'],
      evolvedFrom: ['Bulbasaur', 'Ivysaur'],
    })
  })
})

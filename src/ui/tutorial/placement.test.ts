import { describe, expect, it } from 'vitest'
import { chipBox, chipPlace, guideTop, overlapArea } from './placement'

// A 390×844 phone: top bar to 44, the prompt (a bottom sheet) from 490 to 712, the hand below it.
const PROMPT = { x: 8, y: 490, w: 374, h: 222 }
const HAND_CARD = { x: 4, y: 722, w: 80, h: 112 }
const CHIP = { w: 40, h: 15 }

describe('the guide panel on a narrow screen', () => {
  it('stays under the top bar when that hides nothing asked for', () => {
    expect(guideTop(150, 844, 44, { prompt: PROMPT, pointed: [HAND_CARD], looked: [] })).toBe(44)
  })

  it('moves off what the step points at, but never onto the prompt', () => {
    const theirActive = { x: 150, y: 80, w: 90, h: 120 }
    const top = guideTop(150, 844, 44, { prompt: PROMPT, pointed: [theirActive], looked: [] })
    const panel = { x: 0, y: top, w: 390, h: 150 }
    expect(overlapArea(panel, theirActive)).toBe(0)
    expect(overlapArea(panel, PROMPT)).toBe(0)
  })

  it('goes to the foot of the window when there is no prompt and the top is pointed at', () => {
    const top = guideTop(150, 844, 44, { prompt: null, pointed: [{ x: 150, y: 60, w: 90, h: 120 }], looked: [] })
    expect(top).toBe(844 - 150 - 8)
  })
})

describe('the chip of a highlight', () => {
  it('sits above its ring when that is clear', () => {
    const card = { x: 100, y: 300, w: 80, h: 112 }
    expect(chipPlace(card, CHIP, [PROMPT], { h: 844 })).toBe('above')
  })

  it('a card in the hand right under the prompt: its chip goes inside the ring, off the prompt', () => {
    const place = chipPlace(HAND_CARD, CHIP, [PROMPT], { h: 844 })
    expect(place).toBe('inside')
    expect(overlapArea(chipBox(HAND_CARD, place!, CHIP.w, CHIP.h), PROMPT)).toBe(0)
  })

  it('a button inside the prompt gets no chip: every place would cover the prompt', () => {
    const done = { x: 300, y: 660, w: 70, h: 40 }
    expect(chipPlace(done, CHIP, [PROMPT], { h: 844 })).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { hintedSelectors, winText } from './hint-text'

describe('hint text', () => {
  it('shows a win chance as a whole percentage, and nothing without one', () => {
    expect(winText(0.625)).toBe('63 %')
    expect(winText(1)).toBe('100 %')
    expect(winText(null)).toBe('')
  })
  it('points at the card to drag and the Pokémon it goes on', () => {
    const base = { picks: [0], label: 'x', win: null, reason: '' }
    expect(hintedSelectors({ ...base, card: 17, target: { seat: 0, zone: 'bench', index: 2 } })).toEqual([
      '[data-uid="17"]',
      '[data-drop="slot:0:bench:2"]',
    ])
    expect(hintedSelectors({ ...base, target: { seat: 1, zone: 'active' } })).toEqual(['[data-drop="slot:1:active"]'])
    expect(hintedSelectors(base)).toEqual([])
  })
})

/** The fuzzer's hidden-information check (testing/invariants.ts viewLeak) itself: what it flags and what it lets be. */
import { describe, expect, it } from 'vitest'
import { createEngine } from '../engine'
import { viewFor, HIDDEN_DECISION_TEXT } from '../view'
import { testDb } from '../testing/cards'
import { viewLeak } from '../testing/invariants'
import { FIRE_VS_WATER } from '../testing/decks'

const engine = createEngine(testDb())
const { state } = engine.newGame({ decks: FIRE_VS_WATER, seed: 5, rules: 'modern' })

describe('viewLeak', () => {
  it('passes a real view and flags the card table, the generator or the journal in one', () => {
    const view = viewFor(state, 0)
    expect(viewLeak(state, view, 0, HIDDEN_DECISION_TEXT)).toBeNull()
    expect(viewLeak(state, { ...view, cards: state.cards }, 0, HIDDEN_DECISION_TEXT)).toBe(
      `seat 0's view holds "cards"`,
    )
    expect(viewLeak(state, { ...view, rng: state.rng }, 0, HIDDEN_DECISION_TEXT)).toBe(`seat 0's view holds "rng"`)
  })

  it('lets a marker name public cards in a field called cards (Energy Burn: the Energy attached to Charizard)', () => {
    const view = { ...viewFor(state, 0), marker: { key: 'energy-becomes', data: { type: 'fire', cards: '3,7' } } }
    expect(viewLeak(state, view, 0, HIDDEN_DECISION_TEXT)).toBeNull()
  })
})

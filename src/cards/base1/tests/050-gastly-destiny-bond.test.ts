import { describe, expect, it } from 'vitest'
import { E, active, both, game, pile } from './helpers'
import type { PokemonSpec } from './helpers'
import type { GameState } from '../../../engine'

// Gastly (30 HP) uses Destiny Bond; the opponent's Machop (Low Kick 20) or Magmar (Fire Punch 30) answers.
const start = (opponent: PokemonSpec, rules: 'classic1999' | 'modern' = 'classic1999', gastlyDamage = 0) =>
  game({
    rules,
    players: [
      { active: { card: 'base1-50', damage: gastlyDamage, energy: [E.psychic, E.psychic] }, bench: ['base1-61'] },
      { active: opponent, bench: ['base1-41'] },
    ],
  })

describe('base1-50 Gastly — Destiny Bond', () => {
  it.each(both)(
    'discards a Psychic Energy; if an attack Knocks Out Gastly, the attacker is Knocked Out too (%s)',
    (rules) => {
      const d = start({ card: 'base1-36', energy: [E.fire, E.fire] }, rules).pick('Attack: Destiny Bond')
      expect(pile(d.state, 0, 'discard')).toEqual([E.psychic])
      d.pick('Attack: Fire Punch')
      // Both Actives are Knocked Out: each player takes a Prize, then both promote.
      while (d.state.pending?.ask === 'take-prize' || d.state.pending?.ask === 'promote') d.pickIndices([0])
      expect(pile(d.state, 0, 'discard')).toContain('base1-50')
      expect(pile(d.state, 1, 'discard')).toContain('base1-36')
      expect(d.state.players[0].prizes.length).toBe(5)
      expect(d.state.players[1].prizes.length).toBe(5)
    },
  )
  it('does nothing if Gastly survives', () => {
    const d = start({ card: 'base1-52', energy: [E.fighting] })
      .pick('Attack: Destiny Bond')
      .pick('Attack: Low Kick')
    expect(active(d.state, 0).damage).toBe(0) // Gastly resists Fighting: 20 − 30
    expect(active(d.state, 1).damage).toBe(0)
    expect(pile(d.state, 1, 'discard')).not.toContain('base1-52')
  })
  it('does not trigger on a Knock Out between turns (Poison)', () => {
    const d = start({ card: 'base1-36', energy: [E.fire, E.fire] }, 'classic1999', 20).pick('Attack: Destiny Bond')
    active(d.state, 0).conditions.poisoned = true
    d.pick('End turn')
    if (d.state.pending?.ask === 'take-prize') d.pickIndices([0])
    expect(pile(d.state, 0, 'discard')).toContain('base1-50')
    expect(top1(d)).toBe('base1-36')
  })
  it("ends after the opponent's next turn", () => {
    const d = start({ card: 'base1-36', energy: [E.fire, E.fire] })
      .pick('Attack: Destiny Bond')
      .pick('End turn')
    expect(active(d.state, 0).markers).toEqual([])
  })
  it('without Destiny Bond, Knocking Out Gastly costs the attacker nothing', () => {
    const d = start({ card: 'base1-36', energy: [E.fire, E.fire] })
      .pick('End turn')
      .pick('Attack: Fire Punch')
    if (d.state.pending?.ask === 'take-prize') d.pickIndices([0])
    expect(pile(d.state, 1, 'discard')).not.toContain('base1-36')
  })
})

const top1 = (d: { state: GameState }) => {
  const a = active(d.state, 1)
  return d.state.cards[a.stack[a.stack.length - 1]!]!.def
}

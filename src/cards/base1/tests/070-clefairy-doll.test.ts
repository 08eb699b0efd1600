import { describe, expect, it } from 'vitest'
import { active, game, pile, stackOf } from './trainer-helpers'

describe('base1-70 Clefairy Doll', () => {
  for (const rules of ['classic1999', 'modern'] as const) {
    it(`${rules}: is put onto the Bench like a Basic Pokémon (not played as a Trainer)`, () => {
      const d = game({ rules, players: [{ active: 'water-basic', hand: ['base1-70'] }, { active: 'fire-basic' }] })
      expect(d.labels()).not.toContain('Play Clefairy Doll')
      d.pick('Put Clefairy Doll on the Bench')
      expect(stackOf(d.state, d.state.players[0].bench[0])).toEqual(['base1-70'])
      expect(d.state.players[0].hand).toEqual([])
    })
  }
  it('has no attacks and cannot retreat when Active; the opponent takes no Prize for Knocking it Out', () => {
    const d = game({
      rules: 'classic1999',
      players: [
        { active: 'base1-70', bench: ['water-basic'] },
        { active: { card: 'fire-basic', energy: ['energy-fire'] } },
      ],
    })
    expect(d.labels().some((l) => l.startsWith('Attack'))).toBe(false)
    expect(d.labels().some((l) => l.startsWith('Retreat'))).toBe(false)
    d.pick('End turn').pick('Attack: Scratch')
    expect(pile(d.state, 0, 'discard')).toContain('base1-70')
    expect(d.state.players[1].prizes.length).toBe(6)
    expect(d.decision.ask).toBe('main') // no Prize to take; seat 0 promoted its only Benched Pokémon
    expect(stackOf(d.state, active(d.state, 0))).toEqual(['water-basic'])
  })
  for (const hex of ['Sleep', 'Paralyze', 'Confuse', 'Poison']) {
    it(`can't be affected by Hex ${hex}`, () => {
      const d = game({
        current: 1,
        players: [{ active: 'base1-70', bench: ['water-basic'] }, { active: 'test-hexer' }],
      })
      d.pick(`Attack: Hex ${hex}`)
      const c = active(d.state, 0).conditions
      expect(c.rotation).toBeNull()
      expect(c.poisoned).toBe(false)
    })
  }
  it('a normal Pokémon is affected by the same attack (control)', () => {
    const d = game({ current: 1, players: [{ active: 'water-basic' }, { active: 'test-hexer' }] })
    d.pick('Attack: Hex Poison')
    expect(active(d.state, 0).conditions.poisoned).toBe(true)
  })
  it('may be discarded during your turn without giving a Prize, and the Bench replaces it', () => {
    const d = game({ players: [{ active: 'base1-70', bench: ['water-basic'] }, { active: 'fire-basic' }] })
    d.pick('Discard Clefairy Doll from play')
    expect(pile(d.state, 0, 'discard')).toEqual(['base1-70'])
    expect(stackOf(d.state, active(d.state, 0))).toEqual(['water-basic'])
    expect(d.state.players[1].prizes.length).toBe(6)
  })
  it('is not offered for discarding when it is your only Pokémon', () => {
    const d = game({ players: [{ active: 'base1-70' }, { active: 'fire-basic' }] })
    expect(d.labels()).not.toContain('Discard Clefairy Doll from play')
  })
})

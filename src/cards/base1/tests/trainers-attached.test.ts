import { describe, expect, it } from 'vitest'
import { active, game, pile } from './trainer-helpers'

describe('base1-84 PlusPower', () => {
  for (const rules of ['classic1999', 'modern'] as const) {
    it(`${rules}: +10 after Weakness and Resistance to the Defending Pokémon, then discarded at the end of the turn`, () => {
      // Scratch 10 vs Leaflet (Weakness Fire): 10 ×2 = 20, +10 = 30.
      const d = game({
        rules,
        players: [
          { active: { card: 'fire-basic', energy: ['energy-fire'] }, hand: ['base1-84'] },
          { active: 'grass-basic' },
        ],
      })
      d.pick('Play PlusPower')
      expect(active(d.state, 0).tools.length).toBe(1)
      d.pick('Attack: Scratch')
      expect(active(d.state, 1).damage).toBe(30)
      expect(active(d.state, 0).tools).toEqual([])
      expect(pile(d.state, 0, 'discard')).toEqual(['base1-84'])
    })
  }
  it('two PlusPowers add 20', () => {
    const d = game({
      players: [
        { active: { card: 'fire-basic', energy: ['energy-fire'] }, hand: ['base1-84', 'base1-84'] },
        { active: 'big-basic' },
      ],
    })
    d.pick('Play PlusPower').pick('Play PlusPower').pick('Attack: Scratch')
    expect(active(d.state, 1).damage).toBe(30)
  })
  it('adds nothing if Resistance leaves no damage', () => {
    const d = game({
      players: [
        { active: { card: 'fire-basic', energy: ['energy-fire'] }, hand: ['base1-84'] },
        { active: 'water-basic' },
      ],
    })
    d.pick('Play PlusPower').pick('Attack: Scratch')
    expect(active(d.state, 1).damage).toBe(0)
  })
  it('is discarded at the end of the turn even without an attack', () => {
    const d = game({ players: [{ active: 'fire-basic', hand: ['base1-84'] }, { active: 'water-basic' }] })
    d.pick('Play PlusPower').pick('End turn')
    expect(pile(d.state, 0, 'discard')).toEqual(['base1-84'])
  })
})

describe('base1-80 Defender', () => {
  it("reduces attack damage by 20 after Weakness and Resistance until the end of the opponent's next turn", () => {
    // Bubble 20 vs Flamelet (Weakness Water): 40 − 20 = 20.
    const d = game({
      players: [
        { active: 'fire-basic', bench: ['grass-basic'], hand: ['base1-80'] },
        { active: { card: 'water-basic', energy: ['energy-water'] } },
      ],
    })
    d.pick('Play Defender').pick('Flamelet').pick('End turn')
    expect(active(d.state, 0).tools.length).toBe(1)
    d.pick('Attack: Bubble')
    expect(active(d.state, 0).damage).toBe(20)
    expect(active(d.state, 0).tools).toEqual([])
    expect(pile(d.state, 0, 'discard')).toEqual(['base1-80'])
  })
  it('can go on a Benched Pokémon and stays through your own turn', () => {
    const d = game({
      players: [{ active: 'fire-basic', bench: ['grass-basic'], hand: ['base1-80'] }, { active: 'water-basic' }],
    })
    d.pick('Play Defender').pick('Leaflet')
    expect(d.state.players[0].bench[0]!.tools.length).toBe(1)
    d.pick('End turn')
    expect(d.state.players[0].bench[0]!.tools.length).toBe(1)
  })
})

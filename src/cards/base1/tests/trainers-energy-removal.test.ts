import { describe, expect, it } from 'vitest'
import { active, canPlay, game, pile } from './trainer-helpers'

describe('base1-92 Energy Removal', () => {
  it("discards the chosen Energy card from one of the opponent's Pokémon", () => {
    const d = game({
      players: [
        { active: 'water-basic', hand: ['base1-92'] },
        { active: { card: 'fire-basic', energy: ['energy-fire', 'base1-96'] }, bench: ['water-basic'] },
      ],
    })
    d.pick('Play Energy Removal')
    expect(d.labels()).toEqual(['Flamelet']) // only Pokémon with Energy
    d.pick('Flamelet').pick('Double Colorless Energy')
    expect(pile(d.state, 1, 'discard')).toEqual(['base1-96'])
    expect(active(d.state, 1).energy.length).toBe(1)
  })
  it("can't be played when the opponent has no Energy attached", () => {
    expect(
      canPlay(
        game({
          players: [
            { active: { card: 'water-basic', energy: ['energy-water'] }, hand: ['base1-92'] },
            { active: 'fire-basic' },
          ],
        }),
        'Energy Removal',
      ),
    ).toBe(false)
  })
})

describe('base1-79 Super Energy Removal', () => {
  it('discards 1 of your Energy cards, then up to 2 from one of the opponent’s Pokémon', () => {
    const d = game({
      players: [
        { active: { card: 'water-basic', energy: ['energy-water'] }, hand: ['base1-79'] },
        { active: { card: 'fire-basic', energy: ['energy-fire', 'energy-fire', 'energy-fire'] } },
      ],
    })
    d.pick('Play Super Energy Removal').pick('Splashling').pick('Water Energy').pick('Flamelet')
    expect(d.decision.max).toBe(2)
    d.pickIndices([0, 1])
    expect(active(d.state, 0).energy).toEqual([])
    expect(active(d.state, 1).energy.length).toBe(1)
    expect(pile(d.state, 1, 'discard')).toEqual(['energy-fire', 'energy-fire'])
  })
  it("can't be played without Energy on your side or on theirs", () => {
    expect(
      canPlay(
        game({
          players: [
            { active: 'water-basic', hand: ['base1-79'] },
            { active: { card: 'fire-basic', energy: ['energy-fire'] } },
          ],
        }),
        'Super Energy Removal',
      ),
    ).toBe(false)
    expect(
      canPlay(
        game({
          players: [
            { active: { card: 'water-basic', energy: ['energy-water'] }, hand: ['base1-79'] },
            { active: 'fire-basic' },
          ],
        }),
        'Super Energy Removal',
      ),
    ).toBe(false)
  })
})

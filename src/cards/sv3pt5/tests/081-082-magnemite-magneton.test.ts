import { describe, expect, it } from 'vitest'
import { E, active, game, pile, sv } from './helpers'

describe('sv3pt5-81 Magnemite', () => {
  it('Big Explosion: 60 to the Defending Pokémon and 60 to itself (Knocked Out)', () => {
    const d = game({
      players: [
        { active: { card: sv(81), energy: [E.lightning, E.lightning] }, bench: [sv(83)] },
        { active: { card: [sv(88), sv(89)] } },
      ],
    })
    d.pick('Attack: Big Explosion')
    expect(active(d.state, 1).damage).toBe(60)
    expect(pile(d.state, 0, 'discard')).toContain(sv(81))
  })
})

describe('sv3pt5-82 Magneton', () => {
  const POTION = 'base1-94' // Items under modern rules
  const BILL = 'base1-91'
  const REMOVAL = 'base1-92'

  it('Junk Magnet: up to 2 Item cards from the discard pile into the hand', () => {
    const d = game({
      players: [
        { active: { card: [sv(81), sv(82)], energy: [E.lightning] }, discard: [POTION, E.fire, BILL, REMOVAL] },
        { active: sv(96) },
      ],
    })
    d.pick('Attack: Junk Magnet')
    // Only the Items are offered.
    expect(d.labels().length).toBe(3)
    d.pick('Potion', 'Bill')
    expect(pile(d.state, 0, 'hand').sort()).toEqual([BILL, POTION].sort())
    expect(pile(d.state, 0, 'discard').sort()).toEqual([E.fire, REMOVAL].sort())
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('Junk Magnet may take fewer, and does nothing without Items', () => {
    const d = game({
      players: [{ active: { card: [sv(81), sv(82)], energy: [E.lightning] }, discard: [E.fire] }, { active: sv(96) }],
    })
    d.pick('Attack: Junk Magnet')
    expect(pile(d.state, 0, 'hand')).toEqual([])
    expect(d.state.turn).toBe(4)
  })
})

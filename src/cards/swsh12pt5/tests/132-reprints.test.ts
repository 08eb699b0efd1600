import { describe, expect, it } from 'vitest'
import { validateDeck } from '../../../engine'
import { cardDb } from '../../registry'
import { REPRINT_OF } from '../reprints'
import { E, active, crz, game, pile } from './helpers'

const CHARMANDER = 'base1-46'
const MACHOP = 'base1-52'
const PIKACHU = 'base1-58'

/** The prints of 132 … 151 that reuse an earlier card (the other rows of the table belong to other numbers). */
const MINE = REPRINT_OF.filter(([n]) => n >= 132 && n <= 151)

describe('swsh12pt5-132 … 151: Trainers reprinted from earlier sets', () => {
  it('lists Great Ball, Hop, Poké Ball, Pokémon Catcher, Potion, Rare Candy, Switch and the two Friends prints', () => {
    expect(MINE.map(([n]) => n)).toEqual([132, 133, 137, 138, 139, 141, 144, 148, 149])
  })
  it('every print in the database is its original under its own id and number', () => {
    const db = cardDb()
    for (const [n, of] of MINE) {
      if (!db.has(crz(n))) continue // 148 and 149 wait for their originals, 130 and 131
      expect({ ...db.get(crz(n)), id: of, set: undefined, number: undefined }, crz(n)).toEqual({
        ...db.get(of),
        set: undefined,
        number: undefined,
      })
      expect(db.get(crz(n)).number).toBe(String(n))
    }
    for (const n of [132, 133, 137, 138, 139, 141, 144]) expect(db.has(crz(n)), crz(n)).toBe(true)
  })
  it('Hop 133 draws 3 as Hop swsh1-165 does', () => {
    const d = game({
      players: [{ active: CHARMANDER, hand: [crz(133)], deck: [E.water, E.grass, E.fire, E.fire] }, { active: MACHOP }],
    })
    d.pick('Play Hop')
    expect(pile(d.state, 0, 'hand')).toEqual([E.water, E.grass, E.fire])
  })
  it('Switch 144 switches the Active with a Benched Pokémon', () => {
    const d = game({ players: [{ active: CHARMANDER, bench: [PIKACHU], hand: [crz(144)] }, { active: MACHOP }] })
    d.pick('Play Switch').pick('Pikachu')
    expect(d.state.cards[active(d.state, 0).stack[0]!]!.def).toBe(PIKACHU)
  })
})

describe("swsh12pt5-150 Professor's Research", () => {
  it("is printed without the professor's name, and plays as swsh1-178: discard the hand, draw 7", () => {
    const db = cardDb()
    expect(db.get(crz(150)).name).toBe("Professor's Research")
    const d = game({
      players: [
        { active: CHARMANDER, hand: [crz(150), E.water], deck: Array.from({ length: 8 }, () => E.grass) },
        { active: MACHOP },
      ],
    })
    d.pick("Play Professor's Research")
    expect(pile(d.state, 0, 'hand')).toEqual(Array.from({ length: 7 }, () => E.grass))
    expect(pile(d.state, 0, 'discard').sort()).toEqual([E.water, crz(150)].sort())
  })
  it("counts with Professor's Research (Professor Magnolia) for the 4-copy limit", () => {
    const deck = [
      ...Array.from({ length: 3 }, () => crz(150)),
      ...Array.from({ length: 2 }, () => 'swsh1-178'),
      CHARMANDER,
      ...Array.from({ length: 54 }, () => E.fire),
    ]
    const r = validateDeck(cardDb(), deck, 'swsh')
    expect(r.ok).toBe(false)
    expect(r.errors.join(' ')).toContain("Professor's Research")
  })
})

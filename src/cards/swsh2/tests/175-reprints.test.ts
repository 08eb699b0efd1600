import { describe, expect, it } from 'vitest'
import { cardDb } from '../../registry'
import { REPRINT_OF } from '../reprints'
import { E, active, game, pile, swsh2 } from './helpers'

const MACHOP = 'base1-52'
const PIKACHU = 'base1-58'
const CHARMANDER = 'base1-46'

describe('swsh2-175 … 209: secret rares reuse the card they reprint', () => {
  it('the table covers every print from 175 to 209 once', () => {
    expect(REPRINT_OF.map(([n]) => n)).toEqual(Array.from({ length: 35 }, (_, i) => 175 + i))
  })
  it('every print in the database is its original under its own id and number', () => {
    const db = cardDb()
    for (const [n, of] of REPRINT_OF) {
      if (!db.has(swsh2(n))) continue
      const print = db.get(swsh2(n))
      // Everything but the id, set and number is the original's.
      expect({ ...print, id: of, set: undefined, number: undefined }, `swsh2-${n}`).toEqual({
        ...db.get(of),
        set: undefined,
        number: undefined,
      })
      expect(print.number).toBe(String(n))
    }
  })
  it("Boss's Orders 189 plays exactly like Boss's Orders 154", () => {
    const play = (id: string) => {
      const d = game({
        players: [
          { active: MACHOP, hand: [id] },
          { active: MACHOP, bench: [PIKACHU, CHARMANDER] },
        ],
      })
      d.pick("Play Boss's Orders").pick('Charmander')
      return { active: d.state.cards[active(d.state, 1).stack[0]!]!.def, discard: pile(d.state, 0, 'discard') }
    }
    expect(play(swsh2(189))).toEqual({ active: CHARMANDER, discard: [swsh2(189)] })
    expect(play(swsh2(154))).toEqual({ active: CHARMANDER, discard: [swsh2(154)] })
  })
  it('Twin Energy 209 provides 2 Colorless like 174', () => {
    const d = game({ players: [{ active: swsh2(12), hand: [swsh2(209)] }, { active: MACHOP }] })
    d.pick('Attach Twin Energy to Snover').pick('Attack: Beat')
    expect(active(d.state, 1).damage).toBe(20)
  })
})

describe('a Pokémon print plays like its original', () => {
  const hammer = (rillaboom: string) => {
    const d = game({
      players: [
        { active: { card: rillaboom, energy: [E.grass, E.grass, E.grass, E.grass] } },
        { active: swsh2(18) }, // Rillaboom VMAX, 330 HP: survives the hammer
      ],
    })
    d.pick('Attack: Wood Hammer')
    return { theirs: active(d.state, 1).damage, mine: active(d.state, 0).damage }
  }
  it('Rillaboom V 175 hits and hurts itself as Rillaboom V 17 does', () => {
    expect(hammer(swsh2(175))).toEqual(hammer(swsh2(17)))
    expect(hammer(swsh2(175)).mine).toBe(30)
  })
  it('the Rillaboom VMAX print 193 evolves from the Rillaboom V print 175', () => {
    const d = game({ players: [{ active: swsh2(175), hand: [swsh2(193)] }, { active: 'sv3pt5-143' }] })
    d.pick('Evolve Rillaboom V into Rillaboom VMAX')
    expect(d.state.cards[active(d.state, 0).stack[1]!]!.def).toBe(swsh2(193))
  })
})

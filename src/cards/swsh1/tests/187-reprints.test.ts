import { describe, expect, it } from 'vitest'
import { cardDb } from '../../registry'
import { REPRINT_OF } from '../reprints'
import { E, active, game, pile, swsh1 } from './helpers'
import { CHARMANDER, MACHOP, PIKACHU } from './trainer-pokemon'

describe('swsh1-187 … 216: secret rares reuse the card they reprint', () => {
  it('the table names every print 187 … 216 once, each with an original of the main set', () => {
    expect(REPRINT_OF.map(([n]) => n)).toEqual(Array.from({ length: 30 }, (_, i) => 187 + i))
    expect(REPRINT_OF.every(([, of]) => of >= 1 && of <= 186)).toBe(true)
  })
  it('a print is its original under its own id (Dhelmise V, Quick Ball)', () => {
    const db = cardDb()
    for (const [print, of] of [
      [187, 9],
      [216, 179],
    ] as const) {
      const original = db.get(swsh1(of))
      const copy = db.get(swsh1(print))
      expect(copy.name).toBe(original.name)
      expect({ ...copy, id: original.id, number: original.number }).toEqual(original)
    }
  })
  it('Dhelmise V (187) attacks as swsh1-9 does', () => {
    const play = (id: string) => {
      const d = game({ players: [{ active: { card: id, energy: [E.grass] } }, { active: { card: 'base1-4' } }] })
      d.pick('Attack: Anchor Anger')
      return active(d.state, 1).damage
    }
    expect(play(swsh1(187))).toBe(play(swsh1(9)))
  })
  it('Quick Ball (216) plays as swsh1-179 does', () => {
    const d = game({
      players: [{ active: CHARMANDER, hand: [swsh1(216), E.fire], deck: [PIKACHU, E.grass] }, { active: MACHOP }],
    })
    d.pick('Play Quick Ball').pick('Basic Fire Energy').pick('Pikachu')
    expect(pile(d.state, 0, 'hand')).toEqual([PIKACHU])
    expect(pile(d.state, 0, 'discard').sort()).toEqual([E.fire, swsh1(216)].sort())
  })
})

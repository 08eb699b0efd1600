import { describe, expect, it } from 'vitest'
import { E, active, crz, game, pile } from './helpers'

const DHELMISE_V = 'swsh1-9'

describe('swsh12pt5-75 Koffing: Smog', () => {
  it('20 and Poisoned', () => {
    const d = game({ players: [{ active: { card: crz(75), energy: [E.darkness, E.fire] } }, { active: DHELMISE_V }] })
    d.pick('Attack: Smog')
    expect(active(d.state, 1).conditions.poisoned).toBe(true)
    expect(active(d.state, 1).damage).toBe(30) // 20, and 10 at the Checkup between the turns
  })
})

describe('swsh12pt5-76 Absol: Lost Claw', () => {
  const claw = (hand: string[]) =>
    game({
      players: [
        { active: { card: crz(76), energy: [E.darkness, E.fire, E.fire] } },
        { active: DHELMISE_V, hand, deck: [E.water] },
      ],
    }).pick('Attack: Lost Claw')

  it("70, then one card of the opponent's hand, at random, goes to the Lost Zone", () => {
    const d = claw([E.grass, crz(61), E.metal])
    expect(active(d.state, 1).damage).toBe(70)
    const lost = pile(d.state, 1, 'lostZone')
    expect(lost).toHaveLength(1)
    // The opponent's turn has begun: 2 cards left plus the one drawn.
    expect([...pile(d.state, 1, 'hand'), ...lost].sort()).toEqual([E.grass, crz(61), E.metal, E.water].sort())
  })

  it('with an empty hand only the damage is done', () => {
    const d = claw([])
    expect(active(d.state, 1).damage).toBe(70)
    expect(pile(d.state, 1, 'lostZone')).toEqual([])
  })
})

describe('swsh12pt5-77 Purrloin, swsh12pt5-78 Liepard: Fury Swipes', () => {
  for (const [card, energy, per] of [
    [[crz(77)], [E.fire], 10],
    [[crz(77), crz(78)], [E.fire, E.fire], 40],
  ] as const)
    for (const [flips, heads] of [
      [[true, false, true], 2],
      [[false, false, false], 0],
    ] as const)
      it(`${card.at(-1)}: 3 coins, ${per} for each heads (${heads})`, () => {
        const d = game({
          flips: [...flips],
          players: [{ active: { card: [...card], energy: [...energy] } }, { active: DHELMISE_V }],
        })
        d.pick('Attack: Fury Swipes')
        expect(active(d.state, 1).damage).toBe(per * heads)
      })
})

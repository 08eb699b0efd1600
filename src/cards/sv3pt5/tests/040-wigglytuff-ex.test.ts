import { describe, expect, it } from 'vitest'
import { E, active, game, pile, sv } from './helpers'

const DCE = 'base1-96' // a Special Energy
const BILLS_TRANSFER = sv(156) // a Supporter

describe('sv3pt5-39 Jigglypuff', () => {
  it('Lead: finds a Supporter, shows it and shuffles', () => {
    const d = game({
      players: [
        { active: { card: sv(39), energy: [E.fire] }, deck: [E.water, BILLS_TRANSFER, E.grass] },
        { active: sv(74) },
      ],
    })
    d.pick('Attack: Lead')
    expect(d.labels()).toEqual(["Bill's Transfer"]) // only Supporters are offered
    d.pick("Bill's Transfer")
    expect(pile(d.state, 0, 'hand')).toContain(BILLS_TRANSFER)
    expect(d.events.some((e) => e.type === 'reveal' && e.seat === 0)).toBe(true)
    expect(d.events.some((e) => e.type === 'shuffle' && e.seat === 0)).toBe(true)
  })

  it('Stompy Stomp: 20 damage per heads over 2 coins', () => {
    for (const [flips, dmg] of [
      [[true, true], 40],
      [[true, false], 20],
      [[false, false], 0],
    ] as const) {
      const d = game({
        flips: [...flips],
        players: [{ active: { card: sv(39), energy: [E.fire, E.fire] } }, { active: sv(65) }],
      })
      d.pick('Attack: Stompy Stomp')
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })
})

describe('sv3pt5-40 Wigglytuff ex', () => {
  const wiggly = (energy: string[], damage: number) =>
    game({
      players: [
        { active: { card: [sv(39), sv(40)], energy, damage }, bench: [sv(63)], hand: [BILLS_TRANSFER] },
        { active: sv(65), bench: [sv(63)] },
      ],
    })

  it('Expanding Body: with a Special Energy attached it has 350 HP', () => {
    const d = wiggly([DCE, E.fire], 260).pick('Attack: Friend Tackle')
    expect(active(d.state, 0).damage).toBe(260) // still in play: 260 < 350
  })

  it('without a Special Energy its HP is 250; Knocked Out it gives 2 Prize cards', () => {
    const d = wiggly([E.fire, E.fire, E.fire], 260).pick('Attack: Friend Tackle')
    expect(pile(d.state, 0, 'discard')).toContain(sv(40))
    expect(d.decision.ask).toBe('take-prize')
    expect(d.decision.max).toBe(2)
  })

  it('Friend Tackle: 90, or 180 after playing a Supporter from the hand this turn', () => {
    const plain = wiggly([E.fire, E.fire, E.fire], 0).pick('Attack: Friend Tackle')
    expect(active(plain.state, 1).damage).toBe(90)
    const boosted = wiggly([E.fire, E.fire, E.fire], 0)
      .pick("Play Bill's Transfer")
      .none()
      .pick('Attack: Friend Tackle')
    expect(active(boosted.state, 1).damage).toBe(180)
  })
})

import { describe, expect, it } from 'vitest'
import { E, active, bench, energyOf, game, menu, pile, swsh1 } from './helpers'

const MINCCINO = swsh1(145)
const CINCCINO = [swsh1(146), swsh1(147)]
const TARGET = swsh1(115)

describe('swsh1-145 Minccino', () => {
  it("Glance shows its player the top card of the opponent's deck, which stays there", () => {
    const d = game({
      players: [{ active: { card: MINCCINO, energy: [E.fire] } }, { active: TARGET, deck: [E.water, E.grass] }],
    })
    d.pick('Attack: Glance')
    const seen = d.events.find((e) => e.type === 'reveal' && e.reason === 'Glance')
    expect(seen).toMatchObject({ seat: 0, to: 'self', cards: [{ def: E.water }] })
    // The opponent then drew that same card for their turn.
    expect(pile(d.state, 1, 'hand')).toEqual([E.water])
    expect(pile(d.state, 1, 'deck')).toEqual([E.grass])
  })

  for (const [flips, dmg] of [
    [[true, true], 40],
    [[true, false], 20],
    [[false, false], 0],
  ] as const)
    it(`Tail Slap: 20 for each heads of 2 coins (${dmg})`, () => {
      const d = game({
        players: [{ active: { card: MINCCINO, energy: [E.fire, E.fire] } }, { active: TARGET }],
        flips: [...flips],
      })
      d.pick('Attack: Tail Slap')
      expect(active(d.state, 1).damage).toBe(dmg)
    })
})

describe('swsh1-147 Cinccino', () => {
  it('Make Do: discard a card from the hand to draw 2, once a turn', () => {
    const d = game({
      players: [
        { active: { card: CINCCINO }, hand: [swsh1(149), E.grass], deck: [E.water, E.psychic, E.metal] },
        { active: TARGET },
      ],
    })
    d.pick('Use Make Do').pick('Drampa')
    expect(pile(d.state, 0, 'discard')).toEqual([swsh1(149)])
    expect(pile(d.state, 0, 'hand').sort()).toEqual([E.grass, E.water, E.psychic].sort())
    expect(menu(d)).not.toContain('Use Make Do')
  })

  it('Make Do is not offered with an empty hand', () => {
    const d = game({ players: [{ active: { card: CINCCINO } }, { active: TARGET }] })
    expect(menu(d)).not.toContain('Use Make Do')
  })

  it('Energy Assist: 40, then a basic Energy card from the discard pile onto a Benched Pokémon', () => {
    const d = game({
      players: [
        { active: { card: CINCCINO, energy: [E.fire] }, bench: [MINCCINO], discard: [E.water, swsh1(149)] },
        { active: TARGET },
      ],
    })
    d.pick('Attack: Energy Assist')
    expect(d.labels()).toEqual(['Basic Water Energy'])
    d.pick('Basic Water Energy').pick('Minccino')
    expect(active(d.state, 1).damage).toBe(40)
    expect(energyOf(d.state, bench(d.state, 0, 0))).toEqual([E.water])
    expect(pile(d.state, 0, 'discard')).toEqual([swsh1(149)])
  })

  it('Energy Assist with an empty Bench only does the damage', () => {
    const d = game({
      players: [{ active: { card: CINCCINO, energy: [E.fire] }, discard: [E.water] }, { active: TARGET }],
    })
    d.pick('Attack: Energy Assist')
    expect(active(d.state, 1).damage).toBe(40)
    expect(pile(d.state, 0, 'discard')).toEqual([E.water])
  })
})

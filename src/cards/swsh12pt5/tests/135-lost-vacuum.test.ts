import { describe, expect, it } from 'vitest'
import { E, active, crz, game, menu, pile } from './helpers'

const CHARMANDER = 'base1-46'
const MACHOP = 'base1-52'
const AIR_BALLOON = 'swsh1-156'
const GALAR_MINE = 'swsh2-160'

describe('swsh12pt5-135 Lost Vacuum', () => {
  it('puts a card from the hand, then a Pokémon Tool on any Pokémon, in the Lost Zone', () => {
    const d = game({
      players: [
        { active: { card: CHARMANDER, tools: [AIR_BALLOON] }, hand: [crz(135), E.fire] },
        { active: { card: MACHOP, tools: [AIR_BALLOON] } },
      ],
      stadium: { card: GALAR_MINE, owner: 1 },
    })
    d.pick('Play Lost Vacuum').pick('Basic Fire Energy')
    // Both players' Tools and the Stadium are offered.
    expect(d.labels()).toEqual([
      'Air Balloon on your Charmander (Active)',
      "Air Balloon on your opponent's Machop (Active)",
      'Galar Mine (Stadium)',
    ])
    d.pick("Air Balloon on your opponent's Machop")
    expect(pile(d.state, 0, 'lostZone')).toEqual([E.fire])
    expect(pile(d.state, 1, 'lostZone')).toEqual([AIR_BALLOON])
    expect(active(d.state, 1).tools).toEqual([])
    expect(active(d.state, 0).tools).toHaveLength(1)
    expect(pile(d.state, 0, 'discard')).toEqual([crz(135)])
  })
  it('or the Stadium in play, whoever played it (it goes to its owner’s Lost Zone)', () => {
    const d = game({
      players: [{ active: CHARMANDER, hand: [crz(135), E.fire] }, { active: MACHOP }],
      stadium: { card: GALAR_MINE, owner: 1 },
    })
    d.pick('Play Lost Vacuum').pick('Basic Fire Energy').pick('Galar Mine (Stadium)')
    expect(d.state.stadium).toBeNull()
    expect(pile(d.state, 1, 'lostZone')).toEqual([GALAR_MINE])
  })
  it("can't be played without another card in hand, or with no Tool and no Stadium in play", () => {
    const alone = game({
      players: [{ active: { card: CHARMANDER, tools: [AIR_BALLOON] }, hand: [crz(135)] }, { active: MACHOP }],
    })
    expect(menu(alone)).not.toContain('Play Lost Vacuum')
    const nothing = game({ players: [{ active: CHARMANDER, hand: [crz(135), E.fire] }, { active: MACHOP }] })
    expect(menu(nothing)).not.toContain('Play Lost Vacuum')
  })
})

import { describe, expect, it } from 'vitest'
import { viewFor, type GameState } from '../../../engine'
import { E, active, bench, energyOf, game, menu, pile, swsh1 } from './helpers'

const ZACIAN = swsh1(138)
const TARGET = [swsh1(115), swsh1(116)] // Stonjourner VMAX: 330 HP, weak to Grass only

describe('swsh1-138 Zacian V: Intrepid Sword', () => {
  it('attaches the Metal Energy among the top 3 cards, puts the rest into the hand, and ends the turn', () => {
    const d = game({
      players: [
        { active: { card: ZACIAN }, hand: [], deck: [E.metal, E.water, E.metal, E.grass] },
        { active: { card: TARGET }, deck: [E.fire, E.fire] },
      ],
    })
    d.pick('Use Intrepid Sword')
    expect(d.labels()).toEqual(['Basic Metal Energy', 'Basic Metal Energy'])
    d.pick('Basic Metal Energy', 'Basic Metal Energy')
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.metal, E.metal])
    expect(pile(d.state, 0, 'hand')).toEqual([E.water])
    expect(pile(d.state, 0, 'deck')).toEqual([E.grass])
    expect(d.state.current).toBe(1)
  })

  it('Metal Energy left unattached goes into the hand too', () => {
    const d = game({
      players: [
        { active: { card: ZACIAN }, hand: [], deck: [E.metal, E.water, E.metal, E.grass] },
        { active: { card: TARGET } },
      ],
    })
    d.pick('Use Intrepid Sword').pick('Basic Metal Energy')
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.metal])
    expect(pile(d.state, 0, 'hand').sort()).toEqual([E.metal, E.water].sort())
    expect(d.state.current).toBe(1)
  })

  it('with no Metal Energy on top it still asks, every card goes into the hand and the turn ends', () => {
    const d = game({
      players: [
        { active: { card: ZACIAN }, hand: [], deck: [E.fire, E.water, E.grass, E.grass] },
        { active: { card: TARGET } },
      ],
    })
    d.pick('Use Intrepid Sword')
    // Still asked, with nothing to attach: the opponent sees the same pending question as when Metal Energy is there
    // and the player keeps it in the hand (the top of the deck is hidden from them).
    const withMetal = game({
      players: [
        { active: { card: ZACIAN }, hand: [], deck: [E.metal, E.water, E.grass, E.grass] },
        { active: { card: TARGET } },
      ],
    }).pick('Use Intrepid Sword')
    expect(viewFor(d.state as GameState, 1).pending).toEqual(viewFor(withMetal.state as GameState, 1).pending)
    expect(d.labels()).toEqual([])
    d.none()
    expect(energyOf(d.state, active(d.state, 0))).toEqual([])
    expect(pile(d.state, 0, 'hand')).toEqual([E.fire, E.water, E.grass])
    expect(d.state.current).toBe(1)
  })

  it('works from the Bench, on the Benched Zacian V', () => {
    const d = game({
      players: [
        { active: { card: swsh1(140) }, bench: [{ card: ZACIAN }], hand: [], deck: [E.metal, E.water, E.grass] },
        { active: { card: TARGET } },
      ],
    })
    d.pick('Use Intrepid Sword').pick('Basic Metal Energy')
    expect(energyOf(d.state, bench(d.state, 0, 0))).toEqual([E.metal])
    expect(energyOf(d.state, active(d.state, 0))).toEqual([])
  })

  it('with fewer than 3 cards it takes what there is; an empty deck does not offer it', () => {
    const d = game({
      players: [{ active: { card: ZACIAN }, hand: [], deck: [E.metal] }, { active: { card: TARGET } }],
    })
    d.pick('Use Intrepid Sword').pick('Basic Metal Energy')
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.metal])
    const e = game({ players: [{ active: { card: ZACIAN }, hand: [], deck: [] }, { active: { card: TARGET } }] })
    expect(menu(e).some((l) => l.includes('Intrepid Sword'))).toBe(false)
  })
})

describe('swsh1-138 Zacian V: Brave Blade', () => {
  it("230 damage; it can't attack during its next turn, and can again the turn after", () => {
    const d = game({
      players: [
        { active: { card: ZACIAN, energy: [E.metal, E.metal, E.metal] } },
        { active: { card: TARGET, energy: [E.fighting] } },
      ],
    })
    d.pick('Attack: Brave Blade')
    expect(active(d.state, 1).damage).toBe(230)
    d.pick('End turn')
    expect(d.labels()).not.toContain('Attack: Brave Blade')
    d.pick('End turn').pick('End turn')
    expect(d.labels()).toContain('Attack: Brave Blade')
  })

  it('a Knock Out of Zacian V gives 2 Prize cards', () => {
    const d = game({
      players: [
        { active: { card: TARGET, energy: [E.fighting, E.fighting, E.fighting] } },
        { active: { card: ZACIAN, damage: 30 }, bench: [{ card: swsh1(140) }] },
      ],
    })
    d.pick('Attack: Max Rockfall')
    expect(d.state.players[0].prizes).toHaveLength(6)
    // The attacker picks 2 face-down Prize cards.
    d.pickIndices([0, 1])
    expect(d.state.players[0].prizes).toHaveLength(4)
  })
})

import { describe, expect, it } from 'vitest'
import { E, active, bench, game, pile, swsh1 } from './helpers'

const VMAX = [swsh1(115), swsh1(116)]
const TARGET = swsh1(104)

describe('swsh1-114 Stonjourner: Wild Tackle', () => {
  it('70 damage and 10 to itself', () => {
    const d = game({
      players: [{ active: { card: swsh1(114), energy: [E.fighting, E.fighting] } }, { active: TARGET }],
    })
    d.pick('Attack: Wild Tackle')
    expect(active(d.state, 1).damage).toBe(70)
    expect(active(d.state, 0).damage).toBe(10)
  })
})

describe('swsh1-115 Stonjourner V: Guard Press', () => {
  it("40 damage; it takes 20 less during the opponent's next turn", () => {
    const d = game({
      players: [
        { active: { card: swsh1(115), energy: [E.fighting] } },
        { active: { card: TARGET, energy: [E.fighting, E.fire] } },
      ],
    })
    d.pick('Attack: Guard Press')
    expect(active(d.state, 1).damage).toBe(40)
    // Raging Hammer: 30 + 40 (4 counters) = 70, minus 20.
    d.pick('Attack: Raging Hammer')
    expect(active(d.state, 0).damage).toBe(50)
  })
})

describe('swsh1-116 Stonjourner VMAX', () => {
  it('Stone Gift attaches a Fighting Energy from the hand to one of your Pokémon and heals 120 from it', () => {
    const d = game({
      players: [
        {
          active: { card: VMAX, energy: [E.fighting] },
          bench: [{ card: swsh1(114), damage: 100 }],
          hand: [E.fighting, E.fire],
        },
        { active: TARGET },
      ],
    })
    d.pick('Attack: Stone Gift')
    // Only the Fighting Energy is offered.
    expect(d.labels()).toEqual(['Basic Fighting Energy'])
    d.pick('Basic Fighting Energy').pick((o) => o.label === 'Stonjourner')
    expect(bench(d.state, 0, 0).damage).toBe(0)
    expect(bench(d.state, 0, 0).energy.length).toBe(1)
    expect(pile(d.state, 0, 'hand')).toEqual([E.fire])
  })

  it('Stone Gift without a Fighting Energy in hand does nothing', () => {
    const d = game({
      players: [{ active: { card: VMAX, energy: [E.fighting], damage: 100 }, hand: [E.fire] }, { active: TARGET }],
    })
    d.pick('Attack: Stone Gift')
    expect(active(d.state, 0).damage).toBe(100)
  })

  it('Max Rockfall: 200 damage; a Knock Out of the VMAX gives 3 Prize cards', () => {
    const d = game({
      players: [{ active: { card: VMAX, energy: [E.fighting, E.fighting, E.fighting] } }, { active: { card: VMAX } }],
    })
    d.pick('Attack: Max Rockfall')
    expect(active(d.state, 1).damage).toBe(200)
    const e = game({
      players: [
        { active: { card: VMAX, energy: [E.fighting, E.fighting, E.fighting] } },
        { active: { card: VMAX, damage: 200 }, bench: [swsh1(114)] },
      ],
    })
    e.pick('Attack: Max Rockfall')
    expect(e.decision.text).toBe('Take 3 Prize cards')
  })
})

import { describe, expect, it } from 'vitest'
import { E, active, game, menu, pile, sv } from './helpers'

const NIDOQUEEN = [sv(29), sv(30), sv(31)]
const NIDOKING = [sv(32), sv(33), sv(34)]

describe('sv3pt5-29 Nidoran ♀: Poison Horn', () => {
  it('20 damage and Poisoned (1 counter in Pokémon Checkup)', () => {
    const d = game({ players: [{ active: { card: sv(29), energy: [E.darkness, E.fire] } }, { active: sv(31) }] })
    d.pick('Attack: Poison Horn')
    expect(active(d.state, 1).conditions.poisoned).toBe(true)
    expect(active(d.state, 1).damage).toBe(30)
  })
})

describe('sv3pt5-30 Nidorina: Fetch Family', () => {
  it('puts up to 3 Pokémon from the deck into the hand, shown to the opponent', () => {
    const d = game({
      players: [
        {
          active: { card: [sv(29), sv(30)], energy: [E.darkness] },
          deck: [sv(31), E.darkness, sv(32), sv(33), sv(34)],
          hand: [],
        },
        { active: sv(13) },
      ],
    })
    d.pick('Attack: Fetch Family')
    expect(d.labels().sort()).toEqual(['Nidoking', 'Nidoqueen', 'Nidoran ♂', 'Nidorino'])
    d.pick('Nidoqueen', 'Nidoking', 'Nidorino')
    expect(pile(d.state, 0, 'hand').sort()).toEqual([sv(31), sv(33), sv(34)].sort())
    expect(d.events.some((e) => e.type === 'reveal' && e.cards.length === 3)).toBe(true)
  })
})

describe('sv3pt5-31 Nidoqueen', () => {
  it("Queen Press: 90 damage, and a protection on Nidoqueen through the opponent's next turn", () => {
    const d = game({
      players: [
        { active: { card: NIDOQUEEN, energy: [E.darkness, E.fire] } },
        { active: { card: [sv(1), sv(2), sv(3)] } },
      ],
    })
    d.pick('Attack: Queen Press')
    expect(active(d.state, 1).damage).toBe(90)
    expect(active(d.state, 0).markers).toEqual([
      { source: sv(31), key: 'queen-press', untilTurn: 4, clearsOnMove: true },
    ])
  })

  // The opponent's turn (4) with Queen Press on Nidoqueen.
  const pressed = (attacker: string[], energy: string[]) =>
    game({
      turn: 4,
      current: 1,
      players: [
        {
          active: {
            card: NIDOQUEEN,
            markers: [{ source: sv(31), key: 'queen-press', untilTurn: 4, clearsOnMove: true }],
          },
        },
        { active: { card: attacker, energy } },
      ],
    })

  it("Queen Press: Basic Pokémon's attacks do no damage to it (their other effects still happen)", () => {
    const d = pressed([sv(29)], [E.darkness, E.fire])
    d.pick('Attack: Poison Horn')
    // No damage from the attack; the Poison still happened and put 1 counter in Pokémon Checkup.
    expect(active(d.state, 0).conditions.poisoned).toBe(true)
    expect(active(d.state, 0).damage).toBe(10)
    // Seat 0's turn now: the protection is over.
    expect(active(d.state, 0).markers).toEqual([])
  })

  it('Queen Press does not stop Evolution Pokémon', () => {
    const d = pressed([sv(29), sv(30)], [E.darkness, E.fire])
    d.pick('Attack: Sharp Fang')
    expect(active(d.state, 0).damage).toBe(50)
  })

  it('Lunge Out: 160 damage', () => {
    const d = game({
      players: [
        { active: { card: NIDOQUEEN, energy: [E.darkness, E.darkness, E.fire] } },
        { active: { card: [sv(1), sv(2), sv(3)] } },
      ],
    })
    d.pick('Attack: Lunge Out')
    expect(active(d.state, 1).damage).toBe(160)
  })
})

describe('sv3pt5-32 Nidoran ♂, sv3pt5-33 Nidorino', () => {
  it('Horn Attack 20, Sharp Fang 30, Superpowered Horns 100', () => {
    for (const [card, energy, name, dmg] of [
      [[sv(32)], [E.darkness], 'Horn Attack', 20],
      [[sv(32), sv(33)], [E.darkness], 'Sharp Fang', 30],
      [[sv(32), sv(33)], [E.darkness, E.darkness, E.fire], 'Superpowered Horns', 100],
    ] as const) {
      const d = game({ players: [{ active: { card: [...card], energy: [...energy] } }, { active: sv(31) }] })
      d.pick(`Attack: ${name}`)
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })
})

describe('sv3pt5-34 Nidoking', () => {
  it('Enthusiastic King: with Nidoqueen in play its attacks cost no Energy', () => {
    const d = game({
      players: [
        { active: { card: NIDOKING }, bench: [{ card: NIDOQUEEN }] },
        { active: { card: [sv(1), sv(2), sv(3)] } },
      ],
    })
    d.pick('Attack: Venomous Impact')
    expect(active(d.state, 1).damage).toBe(200) // 190, then 1 Poison counter
    expect(active(d.state, 1).conditions.poisoned).toBe(true)
  })

  it("Enthusiastic King wins over Sticky Jail: attacks that cost no Energy don't cost 1 Colorless more", () => {
    // "This Pokémon's attacks cost no Energy" sets the cost: it comes after every increase, as "has no Retreat Cost"
    // does after Galar Mine's (docs/engine.md, "Attack costs: increases, reductions, a set cost").
    const d = game({
      current: 1,
      players: [
        { active: { card: NIDOKING }, bench: [{ card: NIDOQUEEN }] },
        { active: { card: [sv(88), sv(89)], energy: [E.darkness] } },
      ],
    })
    d.pick('Attack: Sticky Jail')
    expect(menu(d)).toContain('Attack: Venomous Impact')
    // Sticky Jail still raises the Retreat Cost (3 + 1): nothing to do with the attack's cost.
    expect(menu(d).some((l) => l.startsWith('Retreat'))).toBe(false)
  })

  it('without Nidoqueen (Nidorina does not count) it needs its Energy', () => {
    const d = game({
      players: [
        { active: { card: NIDOKING, energy: [E.darkness, E.darkness, E.fire] }, bench: [{ card: [sv(29), sv(30)] }] },
        { active: sv(13) },
      ],
    })
    expect(menu(d)).not.toContain('Attack: Venomous Impact')
  })
})

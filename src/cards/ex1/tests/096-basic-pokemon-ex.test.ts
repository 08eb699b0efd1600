/** EX Ruby & Sapphire: the Basic Pokémon-ex 96–103 under EX rules (2 Prize cards each, EX-3). */
import { describe, expect, it } from 'vitest'
import { takePrizes } from '../../../engine/testing/menu'
import { E, type PokemonSpec, active, attack, bench, energyOf, game, pile, rs } from './helpers'

/** Snorlax VMAX: 340 HP, weak to Fighting only, no Resistance. */
const TARGET: PokemonSpec = { card: ['swsh1-141', 'swsh1-142'] }
/** Dragonair: 80 HP, no Weakness, Resistance to Psychic. */
const DRAGONAIR: PokemonSpec = { card: 'base1-18' }
const CHANSEY = rs(96)
const ELECTABUZZ = rs(97)
const HITMONCHAN = rs(98)
const LAPRAS = rs(99)
const MAGMAR = rs(100)
const MEWTWO = rs(101)
const SCYTHER = rs(102)
const SNEASEL = rs(103)
const { water: W, fire: R, fighting: F, psychic: P, grass: G, lightning: L } = E
/** Rainbow Energy: Darkness for Sneasel ex's costs (Darkness Energy would add its own 10). */
const D = rs(95)

describe('ex1 Basic Pokémon-ex: attacks with printed damage only', () => {
  for (const [card, name, energy, damage] of [
    [MEWTWO, 'Psyburn', [P, P, P], 60],
    [SCYTHER, 'Slash', [G, G, G], 50],
  ] as const)
    it(`${card} ${name}: ${damage}`, () => {
      const d = game({ players: [{ active: { card, energy: [...energy] } }, { active: TARGET }] })
      attack(d, name)
      expect(active(d.state, 1).damage).toBe(damage)
    })
})

describe('Pokémon-ex Knocked Out', () => {
  it('the opponent takes 2 Prize cards (Scyther ex, by Sky Uppercut through its Fighting Resistance)', () => {
    const d = game({
      players: [
        { active: { card: HITMONCHAN, energy: [F, F, F] } },
        { active: { card: SCYTHER, damage: 30 }, bench: [DRAGONAIR] },
      ],
    })
    const before = pile(d.state, 0, 'prizes').length
    attack(d, 'Sky Uppercut')
    expect(takePrizes(d)).toBe(2)
    expect(pile(d.state, 0, 'prizes')).toHaveLength(before - 2)
  })
})

describe('ex1-96 Chansey ex', () => {
  it('Healing Egg: 2 counters off each of your other Pokémon (1 if it has 1), none off Chansey ex', () => {
    const d = game({
      players: [
        {
          active: { card: CHANSEY, energy: [W, W], damage: 40 },
          bench: [
            { card: LAPRAS, damage: 30 },
            { card: MAGMAR, damage: 10 },
          ],
        },
        { active: TARGET },
      ],
    })
    attack(d, 'Healing Egg')
    expect(active(d.state, 1).damage).toBe(0)
    expect(active(d.state, 0).damage).toBe(40)
    expect(bench(d.state, 0, 0).damage).toBe(10)
    expect(bench(d.state, 0, 1).damage).toBe(0)
  })
  it('Double-edge: 80, and 60 to Chansey ex itself', () => {
    const d = game({ players: [{ active: { card: CHANSEY, energy: [W, W, W] } }, { active: TARGET }] })
    attack(d, 'Double-edge')
    expect(active(d.state, 1).damage).toBe(80)
    expect(active(d.state, 0).damage).toBe(60)
  })
})

describe('ex1-97 Electabuzz ex', () => {
  it('Thundershock: 10; heads Paralyzes, tails does not', () => {
    for (const heads of [true, false]) {
      const d = game({ flips: [heads], players: [{ active: { card: ELECTABUZZ, energy: [L] } }, { active: TARGET }] })
      attack(d, 'Thundershock')
      expect(active(d.state, 1).damage).toBe(10)
      expect(active(d.state, 1).conditions.rotation === 'paralyzed').toBe(heads)
    }
  })
  it('Quick Attack: 40, 20 more on heads', () => {
    for (const [heads, damage] of [
      [true, 60],
      [false, 40],
    ] as const) {
      const d = game({
        flips: [heads],
        players: [{ active: { card: ELECTABUZZ, energy: [L, L, L] } }, { active: TARGET }],
      })
      attack(d, 'Quick Attack')
      expect(active(d.state, 1).damage).toBe(damage)
    }
  })
})

describe('ex1-98 Hitmonchan ex', () => {
  it('Steady Punch: 10, 10 more on heads (Snorlax VMAX doubles it: Fighting Weakness)', () => {
    for (const [heads, damage] of [
      [true, 40],
      [false, 20],
    ] as const) {
      const d = game({ flips: [heads], players: [{ active: { card: HITMONCHAN, energy: [F] } }, { active: TARGET }] })
      attack(d, 'Steady Punch')
      expect(active(d.state, 1).damage).toBe(damage)
    }
  })
  it("Sky Uppercut: 50, Resistance doesn't apply", () => {
    const d = game({ players: [{ active: { card: HITMONCHAN, energy: [F, F, F] } }, { active: { card: SCYTHER } }] })
    attack(d, 'Sky Uppercut')
    expect(active(d.state, 1).damage).toBe(50)
  })
})

describe('ex1-99 Lapras ex', () => {
  it('Energy Ball: 10, plus 10 for each Energy beyond its Water cost, at most 20 more', () => {
    for (const [energy, damage] of [
      [[W], 10],
      [[W, R], 20],
      [[W, W, W], 30],
      [[W, W, W, W, W], 30],
    ] as const) {
      const d = game({ players: [{ active: { card: LAPRAS, energy: [...energy] } }, { active: TARGET }] })
      attack(d, 'Energy Ball')
      expect(active(d.state, 1).damage, energy.join()).toBe(damage)
    }
  })
  it('Confuse Ray: 30 and the Defending Pokémon is Confused', () => {
    const d = game({ players: [{ active: { card: LAPRAS, energy: [W, W, W] } }, { active: TARGET }] })
    attack(d, 'Confuse Ray')
    expect(active(d.state, 1).damage).toBe(30)
    expect(active(d.state, 1).conditions.rotation).toBe('confused')
  })
})

describe('ex1-100 Magmar ex', () => {
  /** Magmar ex uses Smokescreen on Hitmonchan ex, which tries Steady Punch on its turn. */
  const smoked = (flips: boolean[]) => {
    const d = game({
      flips,
      players: [{ active: { card: MAGMAR, energy: [R] } }, { active: { card: HITMONCHAN, energy: [F] } }],
    })
    attack(d, 'Smokescreen')
    expect(active(d.state, 1).damage).toBe(10)
    return attack(d, 'Steady Punch')
  }
  it("Smokescreen: tails on the opponent's coin, their attack does nothing", () => {
    const d = smoked([false])
    expect(active(d.state, 0).damage).toBe(0)
    expect(d.state.current).toBe(0)
  })
  it("Smokescreen: heads on the opponent's coin, the attack works", () => {
    const d = smoked([true, false])
    expect(active(d.state, 0).damage).toBe(10) // Steady Punch, tails: 10
  })
  it('Super Singe: 40 and the Defending Pokémon is Burned', () => {
    const d = game({ flips: [true], players: [{ active: { card: MAGMAR, energy: [R, R, R] } }, { active: TARGET }] })
    attack(d, 'Super Singe')
    expect(active(d.state, 1).damage).toBe(40)
    expect(active(d.state, 1).conditions.burned).toBe(true)
  })
})

describe('ex1-101 Mewtwo ex Energy Absorption', () => {
  it('attaches up to 2 Energy cards from the discard pile to Mewtwo ex', () => {
    const d = game({
      players: [{ active: { card: MEWTWO, energy: [P] }, discard: [P, W, rs(95)] }, { active: TARGET }],
    })
    attack(d, 'Energy Absorption')
    d.pick('Psychic Energy', 'Rainbow Energy')
    expect(energyOf(d.state, active(d.state, 0)).sort()).toEqual([P, P, rs(95)].sort())
    expect(pile(d.state, 0, 'discard')).toEqual([W])
    expect(active(d.state, 1).damage).toBe(0)
  })
  it('does nothing with no Energy card in the discard pile', () => {
    const d = game({ players: [{ active: { card: MEWTWO, energy: [P] } }, { active: TARGET }] })
    attack(d, 'Energy Absorption')
    expect(d.state.current).toBe(1)
    expect(energyOf(d.state, active(d.state, 0))).toEqual([P])
  })
})

describe('ex1-102 Scyther ex Agility', () => {
  it('heads: 10, and the next attack against Scyther ex does nothing to it; tails: it does', () => {
    for (const [heads, damage] of [
      [true, 0],
      [false, 10],
    ] as const) {
      const d = game({
        flips: [heads, false],
        players: [{ active: { card: SCYTHER, energy: [G] } }, { active: { card: ELECTABUZZ, energy: [L] } }],
      })
      attack(d, 'Agility')
      expect(active(d.state, 1).damage).toBe(10)
      attack(d, 'Thundershock')
      expect(active(d.state, 0).damage, String(heads)).toBe(damage)
    }
  })
})

describe('ex1-103 Sneasel ex', () => {
  it('Double Scratch: 10 for each of 2 heads', () => {
    for (const [flips, damage] of [
      [[true, true], 20],
      [[true, false], 10],
      [[false, false], 0],
    ] as const) {
      const d = game({ flips: [...flips], players: [{ active: { card: SNEASEL, energy: [D] } }, { active: TARGET }] })
      attack(d, 'Double Scratch')
      expect(active(d.state, 1).damage).toBe(damage)
    }
  })
  it('Beat Up: a coin for each of your Pokémon in play, 20 for each heads', () => {
    const d = game({
      flips: [true, false, true],
      players: [{ active: { card: SNEASEL, energy: [D, D, R] }, bench: [LAPRAS, MAGMAR] }, { active: TARGET }],
    })
    attack(d, 'Beat Up')
    expect(active(d.state, 1).damage).toBe(40)
    expect(d.events.filter((e) => e.type === 'coin')).toHaveLength(3)
  })
})

/**
 * EX Ruby & Sapphire: the Slakoth line (45, 47, 12), Poochyena and Mightyena (64, 65, 42, 10) and Makuhita and
 * Hariyama (57, 58, 8). Interpretations: docs/rulings/ex1-pokemon-01-79.md.
 */
import { describe, expect, it } from 'vitest'
import { E, actionLabels, active, attack, bench, energyOf, game, menu, pile, rs, top } from './helpers'
import type { PokemonSpec } from './helpers'

/** Snorlax VMAX: 340 HP, weak to Fighting only, no Resistance. */
const TARGET: PokemonSpec = { card: ['swsh1-141', 'swsh1-142'] }
/** Dragonair: 80 HP, no Weakness, Resistance to Psychic only (for the Fighting attacks). */
const DRAGONAIR: PokemonSpec = { card: 'base1-18' }
const F = E.fire
const C = E.fighting
const W = E.water
const RAINBOW = rs(95)
/** A basic Darkness Energy card (ex1 prints only the Special one; Scarlet & Violet's basic is the same to the rules). */
const D = 'sve-7'

const SLAKOTH = rs(45)
const VIGOROTH = [rs(45), rs(47)]
const SLAKING = [rs(45), rs(47), rs(12)]
const POOCHYENA_64 = rs(64)
const POOCHYENA_65 = rs(65)
const MIGHTYENA_42 = [rs(64), rs(42)]
const MIGHTYENA_10 = [rs(64), rs(10)]
const MAKUHITA_57 = rs(57)
const MAKUHITA_58 = rs(58)
const HARIYAMA_8 = [rs(57), rs(8)]
const SWELLOW = [rs(72), rs(46)]
const SHARPEDO = [rs(51), rs(22)]
const MEWTWO_EX = rs(101)

describe('ex1 Slakoth, Poochyena and Makuhita lines: attacks with printed damage only', () => {
  for (const [card, name, energy, damage, target] of [
    [MIGHTYENA_42, 'Bite', [F, F], 20, TARGET],
    [POOCHYENA_64, 'Rear Kick', [F, F], 20, TARGET],
    [MAKUHITA_57, 'Low Kick', [C, C], 30, DRAGONAIR],
  ] as const)
    it(`${[card].flat().at(-1)} ${name}: ${damage}`, () => {
      const d = game({ players: [{ active: { card: [...[card].flat()], energy: [...energy] } }, { active: target }] })
      attack(d, name)
      expect(active(d.state, 1).damage).toBe(damage)
    })
})

describe('ex1-45 Slakoth', () => {
  it('Claw: 20 on heads, nothing on tails', () => {
    for (const heads of [true, false]) {
      const d = game({ flips: [heads], players: [{ active: { card: SLAKOTH, energy: [F] } }, { active: TARGET }] })
      attack(d, 'Claw')
      expect(active(d.state, 1).damage).toBe(heads ? 20 : 0)
    }
  })

  it("Slack Off: every damage counter comes off, and Slakoth can't attack during its owner's next turn", () => {
    const d = game({
      players: [{ active: { card: SLAKOTH, damage: 30, energy: [F, F] } }, { active: TARGET }],
    })
    attack(d, 'Slack Off')
    expect(active(d.state, 0).damage).toBe(0)
    d.pick('End turn')
    expect(d.state.current).toBe(0)
    expect(menu(d).some((l) => l.startsWith('Attack'))).toBe(false)
    // The turn after that it attacks again.
    d.pick('End turn').pick('End turn')
    expect(menu(d)).toContain('Attack: Claw')
  })
})

describe('ex1-47 Vigoroth', () => {
  it('Fury Swipes: 20 for each of 3 heads', () => {
    for (const [flips, damage] of [
      [[true, true, true], 60],
      [[true, false, true], 40],
      [[false, false, false], 0],
    ] as const) {
      const d = game({
        flips: [...flips],
        players: [{ active: { card: VIGOROTH, energy: [F, F] } }, { active: TARGET }],
      })
      attack(d, 'Fury Swipes')
      expect(active(d.state, 1).damage).toBe(damage)
    }
  })

  it('Rage: 20 plus 10 for each damage counter on Vigoroth', () => {
    for (const [counters, damage] of [
      [0, 20],
      [3, 50],
    ] as const) {
      const d = game({
        players: [{ active: { card: VIGOROTH, damage: counters * 10, energy: [F, F, F] } }, { active: TARGET }],
      })
      attack(d, 'Rage')
      expect(active(d.state, 1).damage).toBe(damage)
    }
  })
})

describe('ex1-12 Slaking', () => {
  it("Critical Move: a basic Energy card is discarded, 100 damage, and Slaking can't attack during its next turn", () => {
    const d = game({
      players: [{ active: { card: SLAKING, energy: [F, RAINBOW, RAINBOW, RAINBOW] } }, { active: TARGET }],
    })
    attack(d, 'Critical Move')
    d.pick('Fire Energy')
    expect(active(d.state, 1).damage).toBe(100)
    expect(pile(d.state, 0, 'discard')).toEqual([F])
    expect(energyOf(d.state, active(d.state, 0))).toEqual([RAINBOW, RAINBOW, RAINBOW])
    d.pick('End turn')
    expect(d.state.current).toBe(0)
    expect(menu(d).some((l) => l.startsWith('Attack'))).toBe(false)
  })

  it('[003] attack step 4: Critical Move discards before the Confusion check, and the discard stays on tails', () => {
    const d = game({
      flips: [false],
      players: [
        { active: { card: SLAKING, energy: [F, RAINBOW, RAINBOW, RAINBOW], conditions: ['confused'] } },
        { active: TARGET },
      ],
    })
    attack(d, 'Critical Move')
    d.pick('Fire Energy')
    expect(pile(d.state, 0, 'discard')).toEqual([F])
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('Critical Move does nothing without a basic Energy card attached, and Slaking may attack next turn', () => {
    const d = game({
      players: [{ active: { card: SLAKING, energy: [RAINBOW, RAINBOW, RAINBOW, RAINBOW] } }, { active: TARGET }],
    })
    attack(d, 'Critical Move')
    expect(active(d.state, 1).damage).toBe(0)
    expect(pile(d.state, 0, 'discard')).toEqual([])
    d.pick('End turn')
    expect(menu(d)).toContain('Attack: Critical Move')
  })

  it("Lazy: while Slaking is the Active Pokémon, the opponent's Poké-Powers can't be used", () => {
    const lazy = game({ players: [{ active: { card: SWELLOW } }, { active: { card: SLAKING }, bench: [SLAKOTH] }] })
    expect(lazy.has('Use Drive Off')).toBe(false)
    // Slaking on the Bench stops nothing.
    const benched = game({
      players: [{ active: { card: SWELLOW } }, { active: { card: SLAKOTH }, bench: [{ card: SLAKING }] }],
    })
    expect(benched.has('Use Drive Off')).toBe(true)
  })

  it('Lazy works from either Active Spot of a 2-on-2 Battle (seed 003 Appendix A: two Active Pokémon)', () => {
    const opponent = (slaking: 'active' | 'secondActive' | 'bench') => ({
      active: { card: SLAKOTH },
      secondActive: { card: SLAKOTH },
      bench: [SLAKOTH],
      ...(slaking === 'bench' ? { bench: [SLAKOTH, { card: SLAKING }] } : { [slaking]: { card: SLAKING } }),
    })
    for (const spot of ['active', 'secondActive', 'bench'] as const) {
      const d = game({ format: 'double', players: [{ active: { card: SWELLOW } }, opponent(spot)] })
      expect(d.has('Use Drive Off'), `Slaking in ${spot}`).toBe(spot === 'bench')
    }
  })

  it("Lazy leaves the opponent's Poké-Bodies working: Rough Skin still bites the attacking Slaking", () => {
    const d = game({
      players: [
        { active: { card: SLAKING, energy: [F, F, F, F] } },
        { active: { card: SHARPEDO }, bench: [MAKUHITA_58] },
      ],
    })
    attack(d, 'Critical Move')
    d.pick('Fire Energy')
    expect(active(d.state, 0).damage).toBe(20)
  })
})

describe('ex1-64 Poochyena Knock Off and ex1-10 Mightyena Shakedown', () => {
  for (const [card, name, energy, damage] of [
    [POOCHYENA_64, 'Knock Off', [D], 0],
    [MIGHTYENA_10, 'Shakedown', [D, F, F], 40],
  ] as const)
    it(`${name}: ${damage} damage; heads, a card at random from the opponent's hand is discarded`, () => {
      for (const heads of [true, false]) {
        const d = game({
          flips: [heads],
          players: [{ active: { card: [...[card].flat()], energy: [...energy] } }, { active: TARGET, hand: [W, C] }],
        })
        attack(d, name)
        expect(active(d.state, 1).damage).toBe(damage)
        // The opponent has drawn for their turn since (a Fire Energy card from the filler deck).
        const kept = pile(d.state, 1, 'hand').filter((id) => id === W || id === C)
        const discarded = pile(d.state, 1, 'discard')
        expect(kept).toHaveLength(heads ? 1 : 2)
        expect(discarded).toHaveLength(heads ? 1 : 0)
        expect([...kept, ...discarded].sort()).toEqual([W, C].sort())
      }
    })
})

describe('ex1-65 Poochyena Shadow Bind', () => {
  it("10 damage, and the Defending Pokémon can't retreat during the opponent's next turn", () => {
    const opp = { active: { ...DRAGONAIR, energy: [F, F, F] }, bench: [SLAKOTH] }
    const d = game({ players: [{ active: { card: POOCHYENA_65, energy: [D] } }, opp] })
    attack(d, 'Shadow Bind')
    expect(active(d.state, 1).damage).toBe(10)
    expect(d.state.current).toBe(1)
    expect(actionLabels(d, 'retreat')).toEqual([])
    const control = game({ players: [{ active: { card: POOCHYENA_64, energy: [F, F] } }, opp] })
    attack(control, 'Rear Kick')
    expect(actionLabels(control, 'retreat')).not.toEqual([])
  })
})

describe('ex1-42 Mightyena Ambush', () => {
  it('30, and 30 more on heads', () => {
    for (const heads of [true, false]) {
      const d = game({
        flips: [heads],
        players: [{ active: { card: MIGHTYENA_42, energy: [D, F, F] } }, { active: TARGET }],
      })
      attack(d, 'Ambush')
      expect(active(d.state, 1).damage).toBe(heads ? 60 : 30)
    }
  })
})

describe('ex1-10 Mightyena Intimidating Fang (Poké-Body)', () => {
  it('the Active Mightyena takes 10 less, before Weakness: Low Kick (30) does (30 − 10) × 2 = 40', () => {
    const d = game({
      players: [{ active: { card: MAKUHITA_57, energy: [C, C] } }, { active: { card: MIGHTYENA_10 } }],
    })
    attack(d, 'Low Kick')
    expect(active(d.state, 1).damage).toBe(40)
  })

  it("its Benched Pokémon take 10 less from the opponent's attacks too", () => {
    const d = game({
      players: [
        { active: { card: [rs(61), rs(4)], energy: [F, F] } },
        { active: { card: MIGHTYENA_10 }, bench: [POOCHYENA_64] },
      ],
    })
    attack(d, 'Lava Burn')
    d.pick('Poochyena')
    // Lava Burn: 20 to the Defending Mightyena, 10 to the chosen Benched Poochyena, each 10 less.
    expect(active(d.state, 1).damage).toBe(10)
    expect(bench(d.state, 1, 0).damage).toBe(0)
  })

  it('does nothing from the Bench', () => {
    const d = game({
      players: [
        { active: { card: MAKUHITA_57, energy: [C, C] } },
        { active: { card: MAKUHITA_58 }, bench: [{ card: MIGHTYENA_10 }] },
      ],
    })
    attack(d, 'Low Kick')
    expect(active(d.state, 1).damage).toBe(30)
  })

  // "Any damage done to your Pokémon by an opponent's attack is reduced by 10 (before applying Weakness and
  // Resistance)": in a 2-on-2 Battle (seed 003 Appendix A) the other Active Pokémon beside Mightyena has Weakness and
  // Resistance applied, so the 10 comes off first there too.
  // (The attacked one moves to the first Active Spot: the damage is read by card.)
  const beside = (second: PokemonSpec) => ({ active: { card: MIGHTYENA_10 }, secondActive: second })
  const damageOn = (d: ReturnType<typeof game>, id: string) => {
    const p = d.state.players[1]
    return [p.active, p.secondActive].find((x) => x && d.state.cards[x.stack.at(-1)!]!.def === id)!.damage
  }

  it('2-on-2: the other Active takes 10 less before Weakness: Low Kick (30) does (30 − 10) × 2 = 40, not 50', () => {
    const d = game({
      format: 'double',
      players: [{ active: { card: MAKUHITA_57, energy: [C, C] } }, beside(TARGET)],
    })
    d.pick('Attack: Low Kick on Snorlax VMAX')
    expect(damageOn(d, 'swsh1-142')).toBe(40)
    expect(damageOn(d, rs(10))).toBe(0)
  })

  it('2-on-2: the other Active takes 10 less with Resistance: Psyburn (60) does 60 − 10 − 30 = 20', () => {
    const d = game({
      format: 'double',
      players: [{ active: { card: MEWTWO_EX, energy: [E.psychic, E.psychic, F] } }, beside(DRAGONAIR)],
    })
    d.pick('Attack: Psyburn on Dragonair')
    expect(damageOn(d, DRAGONAIR.card as string)).toBe(20)
  })

  it("2-on-2: Hariyama's Super Slap Push (20 to each Defending Pokémon) is 10 less on both, before Weakness", () => {
    const d = game({
      format: 'double',
      players: [{ active: { card: HARIYAMA_8, energy: [C] } }, beside(TARGET)],
    })
    d.pick('Attack: Super Slap Push on Snorlax VMAX')
    // Both are Weak to Fighting: (20 − 10) × 2 = 20 each (not 20 × 2 − 10 = 30 on Snorlax VMAX).
    expect(damageOn(d, rs(10))).toBe(20)
    expect(damageOn(d, 'swsh1-142')).toBe(20)
  })
})

describe('ex1-57 Makuhita Fling', () => {
  it('the opponent chooses which Benched Pokémon becomes their Active', () => {
    const d = game({
      players: [{ active: { card: MAKUHITA_57, energy: [F] } }, { active: TARGET, bench: [SLAKOTH, POOCHYENA_65] }],
    })
    attack(d, 'Fling')
    expect(d.decision.seat).toBe(1)
    d.pick('Poochyena')
    expect(top(d.state, active(d.state, 1))).toBe(POOCHYENA_65)
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('2-on-2 (seed 003 Appendix A): the Defending Pokémon attacked is the one switched out, not its partner', () => {
    const d = game({
      format: 'double',
      players: [
        { active: { card: MAKUHITA_57, energy: [F] } },
        { active: DRAGONAIR, secondActive: SLAKOTH, bench: [POOCHYENA_65] },
      ],
    })
    attack(d, 'Fling on Slakoth')
    expect(d.decision.seat).toBe(1)
    expect(d.labels()).toEqual(['Poochyena'])
    d.pick('Poochyena')
    const them = d.state.players[1]
    expect(them.bench.map((b) => top(d.state, b))).toEqual([SLAKOTH])
    expect([them.active, them.secondActive].map((s) => s && top(d.state, s)).sort()).toEqual(
      ['base1-18', POOCHYENA_65].sort(), // Dragonair stays
    )
  })
})

describe('ex1-58 Makuhita Fake Out', () => {
  it('10 damage; heads, the Defending Pokémon is Paralyzed', () => {
    for (const heads of [true, false]) {
      const d = game({
        flips: [heads],
        players: [{ active: { card: MAKUHITA_58, energy: [C] } }, { active: DRAGONAIR }],
      })
      attack(d, 'Fake Out')
      expect(active(d.state, 1).damage).toBe(10)
      expect(active(d.state, 1).conditions.rotation).toBe(heads ? 'paralyzed' : null)
    }
  })
})

describe('ex1-8 Hariyama', () => {
  it('Super Slap Push: 20 to the Defending Pokémon', () => {
    const d = game({ players: [{ active: { card: HARIYAMA_8, energy: [C] } }, { active: DRAGONAIR }] })
    attack(d, 'Super Slap Push')
    expect(active(d.state, 1).damage).toBe(20)
  })

  it('Mega Throw: 40, or 80 against a Pokémon-ex', () => {
    for (const [target, damage] of [
      [DRAGONAIR, 40],
      [{ card: MEWTWO_EX }, 80],
    ] as const) {
      const d = game({ players: [{ active: { card: HARIYAMA_8, energy: [C, C, C] } }, { active: target }] })
      attack(d, 'Mega Throw')
      expect(active(d.state, 1).damage).toBe(damage)
    }
  })
})

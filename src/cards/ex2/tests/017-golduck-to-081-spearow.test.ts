/**
 * EX Sandstorm's Psyduck/Golduck, Onix/Steelix, Baltoy, Shroomish/Breloom, Skitty/Delcatty and Spearow/Fearow, under
 * the EX-era rules (`ex2003`). The card texts quoted are the printed ones; rulings:
 * docs/rulings/ex2-golduck-to-fearow.md.
 */
import { describe, expect, it } from 'vitest'
import { isAction } from '../../../engine/testing/menu'
import { E, active, bench, energyOf, game, menu, pile, ss, stackOf } from './helpers'

const { dce: DCE, fighting: F, fire: R, grass: G, metal: M, psychic: P, water: W } = E
/** Blastoise: 100 HP, Water, Weakness Lightning, no Resistance (neutral to every attack here). */
const BLASTOISE = 'base1-2'
const PSYDUCK = ss(73)
const GOLDUCK = [ss(73), ss(17)]
const ONIX = ss(71)
const STEELIX = [ss(71), ss(23)]
const BALTOY = ss(32)
const SHROOMISH = ss(78)
const BRELOOM = [ss(78), ss(33)]
const SKITTY = ss(79)
const DELCATTY = [ss(79), ss(34)]
const SPEAROW = ss(81)
const FEAROW = [ss(81), ss(37)]
const CHAOS = 'Use Chaos Flash'

describe('ex2-73 Psyduck: Confusion Wave', () => {
  it('"Both Psyduck and the Defending Pokémon are now Confused": no damage', () => {
    const d = game({ players: [{ active: { card: PSYDUCK, energy: [W] } }, { active: BLASTOISE }] })
    d.pick('Attack: Confusion Wave')
    expect(active(d.state, 1).conditions.rotation).toBe('confused')
    expect(active(d.state, 1).damage).toBe(0)
    expect(active(d.state, 0).conditions.rotation).toBe('confused')
  })

  it('a Defending Spearow shielded by Super Speed stays as it is; Psyduck is Confused all the same', () => {
    const d = game({
      flips: [true],
      players: [{ active: { card: SPEAROW, energy: [R] } }, { active: { card: PSYDUCK, energy: [W] } }],
    })
    d.pick('Attack: Super Speed')
    d.pick('Attack: Confusion Wave')
    expect(active(d.state, 0).conditions.rotation).toBe(null)
    expect(active(d.state, 1).conditions.rotation).toBe('confused')
  })
})

describe('ex2-17 Golduck: Chaos Flash (Poké-Power)', () => {
  for (const heads of [true, false])
    it(`flip a coin: ${heads ? 'heads, the Defending Pokémon is now Confused' : 'tails, nothing'}; once a turn`, () => {
      const d = game({ flips: [heads], players: [{ active: { card: GOLDUCK } }, { active: BLASTOISE }] })
      d.pick(CHAOS)
      expect(active(d.state, 1).conditions.rotation).toBe(heads ? 'confused' : null)
      expect(menu(d)).not.toContain(CHAOS)
    })

  it('only while Golduck is the Active Pokémon', () => {
    const d = game({ players: [{ active: PSYDUCK, bench: [{ card: GOLDUCK }] }, { active: BLASTOISE }] })
    expect(menu(d)).not.toContain(CHAOS)
  })

  // "This power can't be used if Golduck is affected by a Special Condition": Poison and Burn too.
  for (const cond of ['poisoned', 'burned', 'confused'] as const)
    it(`not while Golduck is ${cond}`, () => {
      const d = game({ players: [{ active: { card: GOLDUCK, conditions: [cond] } }, { active: BLASTOISE }] })
      expect(menu(d)).not.toContain(CHAOS)
    })
})

describe('ex2-17 Golduck: Special Blow', () => {
  it('30 damage against a Defending Pokémon with only basic Energy', () => {
    const d = game({
      players: [{ active: { card: GOLDUCK, energy: [W, P] } }, { active: { card: BLASTOISE, energy: [W, W] } }],
    })
    d.pick('Attack: Special Blow')
    expect(active(d.state, 1).damage).toBe(30)
  })

  it('30 plus 40 when the Defending Pokémon has a Special Energy card attached', () => {
    const d = game({
      players: [{ active: { card: GOLDUCK, energy: [W, P] } }, { active: { card: BLASTOISE, energy: [W, DCE] } }],
    })
    d.pick('Attack: Special Blow')
    expect(active(d.state, 1).damage).toBe(70)
  })
})

describe('ex2-71 Onix, ex2-23 Steelix', () => {
  for (const heads of [true, false])
    it(`Bind: 10 damage${heads ? ', heads: Paralyzed' : ', tails: nothing more'}`, () => {
      const d = game({ flips: [heads], players: [{ active: { card: ONIX, energy: [F, R] } }, { active: BLASTOISE }] })
      d.pick('Attack: Bind')
      expect(active(d.state, 1).damage).toBe(10)
      expect(active(d.state, 1).conditions.rotation).toBe(heads ? 'paralyzed' : null)
    })

  it('Rage (Onix): 10 plus 10 for each damage counter on Onix', () => {
    const d = game({ players: [{ active: { card: ONIX, energy: [F, R, R], damage: 30 } }, { active: BLASTOISE }] })
    d.pick('Attack: Rage')
    expect(active(d.state, 1).damage).toBe(40)
  })

  it('Rage (Steelix): 10 with no damage counter, 10 plus 10 for each counter otherwise', () => {
    for (const [damage, done] of [
      [0, 10],
      [50, 60],
    ]) {
      const d = game({ players: [{ active: { card: STEELIX, energy: [F, R, R], damage } }, { active: BLASTOISE }] })
      d.pick('Attack: Rage')
      expect(active(d.state, 1).damage).toBe(done)
    }
  })

  it("Spinning Tail: 20 to each of the opponent's Pokémon, none to Steelix or its Bench", () => {
    const d = game({
      players: [
        { active: { card: STEELIX, energy: [M, M, R, R] }, bench: [ONIX] },
        { active: BLASTOISE, bench: [ss(31), SHROOMISH] },
      ],
    })
    d.pick('Attack: Spinning Tail')
    expect([active(d.state, 1).damage, bench(d.state, 1, 0).damage, bench(d.state, 1, 1).damage]).toEqual([20, 20, 20])
    expect([active(d.state, 0).damage, bench(d.state, 0, 0).damage]).toEqual([0, 0])
  })

  it("Spinning Tail in a 2-on-2 Battle: the opponent's other Active is one of their Pokémon too (seed 003 Appendix A)", () => {
    const d = game({
      format: 'double',
      players: [
        { active: { card: STEELIX, energy: [M, M, R, R] } },
        { active: BLASTOISE, secondActive: SHROOMISH, bench: [ss(31)] },
      ],
    })
    d.pick('Attack: Spinning Tail on Blastoise')
    const them = d.state.players[1]
    expect([them.active!.damage, them.secondActive!.damage, bench(d.state, 1, 0).damage]).toEqual([20, 20, 20])
  })
})

describe('ex2-32 Baltoy: Rapid Spin', () => {
  it('10 damage; the opponent chooses their new Active Pokémon, then Baltoy switches with a Benched Pokémon', () => {
    const d = game({
      players: [
        { active: { card: BALTOY, energy: [F] }, bench: [ONIX, SKITTY] },
        { active: BLASTOISE, bench: [PSYDUCK] },
      ],
    })
    d.pick('Attack: Rapid Spin')
    expect(d.decision.seat).toBe(1)
    d.pick('Psyduck')
    expect(d.decision.seat).toBe(0)
    d.pick('Skitty')
    expect(stackOf(d.state, active(d.state, 1))).toEqual([PSYDUCK])
    expect(stackOf(d.state, bench(d.state, 1, 0))).toEqual([BLASTOISE])
    expect(bench(d.state, 1, 0).damage).toBe(10)
    expect(stackOf(d.state, active(d.state, 0))).toEqual([SKITTY])
    expect(d.state.players[0].bench.map((s) => stackOf(d.state, s))).toEqual([[ONIX], [BALTOY]])
  })

  it('"if any": with no Benched Pokémon on either side, only the 10 damage', () => {
    const d = game({ players: [{ active: { card: BALTOY, energy: [F] } }, { active: BLASTOISE }] })
    d.pick('Attack: Rapid Spin')
    expect(stackOf(d.state, active(d.state, 1))).toEqual([BLASTOISE])
    expect(active(d.state, 1).damage).toBe(10)
    expect(stackOf(d.state, active(d.state, 0))).toEqual([BALTOY])
  })

  it('the opponent without a Bench: only Baltoy switches', () => {
    const d = game({
      players: [{ active: { card: BALTOY, energy: [F] }, bench: [ONIX] }, { active: BLASTOISE }],
    })
    d.pick('Attack: Rapid Spin')
    expect(d.decision.seat).toBe(0)
    d.pick('Onix')
    expect(stackOf(d.state, active(d.state, 0))).toEqual([ONIX])
    expect(stackOf(d.state, active(d.state, 1))).toEqual([BLASTOISE])
  })
})

describe('ex2-78 Shroomish, ex2-33 Breloom', () => {
  it('Growth Spurt: a Grass Energy card from the hand goes onto Shroomish (only Grass Energy cards are offered)', () => {
    const d = game({
      players: [{ active: { card: SHROOMISH, energy: [R] }, hand: [R, G, W] }, { active: BLASTOISE }],
    })
    d.pick('Attack: Growth Spurt')
    expect(d.labels()).toEqual(['Grass Energy'])
    d.pick('Grass Energy')
    expect(energyOf(d.state, active(d.state, 0))).toEqual([R, G])
    expect(pile(d.state, 0, 'hand')).toEqual(expect.arrayContaining([R, W]))
    expect(pile(d.state, 0, 'hand')).not.toContain(G)
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('Growth Spurt: nothing happens without a Grass Energy card in the hand', () => {
    const d = game({ players: [{ active: { card: SHROOMISH, energy: [R] }, hand: [W] }, { active: BLASTOISE }] })
    d.pick('Attack: Growth Spurt')
    expect(energyOf(d.state, active(d.state, 0))).toEqual([R])
  })

  it('Poisonpowder: 10 damage and the Defending Pokémon is now Poisoned', () => {
    const d = game({ players: [{ active: { card: SHROOMISH, energy: [G, R] } }, { active: BLASTOISE }] })
    d.pick('Attack: Poisonpowder')
    // 10 from the attack, 10 from the Poison in the Pokémon Checkup that ends the turn.
    expect(active(d.state, 1).damage).toBe(20)
    expect(active(d.state, 1).conditions.poisoned).toBe(true)
  })

  it('Super Poison Breath: no damage, the Defending Pokémon is now Poisoned', () => {
    const d = game({ players: [{ active: { card: BRELOOM, energy: [G] } }, { active: BLASTOISE }] })
    d.pick('Attack: Super Poison Breath')
    expect(active(d.state, 1).conditions.poisoned).toBe(true)
    expect(active(d.state, 1).damage).toBe(10) // the Checkup's Poison counter only
  })

  it("Sky Uppercut: 50, not lowered by Steelix's Resistance to Grass", () => {
    const d = game({ players: [{ active: { card: BRELOOM, energy: [F, G, G] } }, { active: { card: STEELIX } }] })
    d.pick('Attack: Sky Uppercut')
    expect(active(d.state, 1).damage).toBe(50)
  })
})

describe('ex2-79 Skitty, ex2-34 Delcatty', () => {
  it('Energy Catch: a basic Energy card from the discard pile into the hand, shown to the opponent', () => {
    const d = game({
      players: [{ active: { card: SKITTY, energy: [R] }, hand: [], discard: [DCE, W, ss(88)] }, { active: BLASTOISE }],
    })
    d.pick('Attack: Energy Catch')
    // Double Colorless Energy is no basic Energy card; Rare Candy no Energy at all.
    expect(d.labels()).toEqual(['Water Energy'])
    expect(d.decision.publicOptions).toBe(true)
    d.pick('Water Energy')
    expect(pile(d.state, 0, 'hand')).toContain(W)
    expect(pile(d.state, 0, 'discard')).toEqual([DCE, ss(88)])
  })

  it('Double-edge: 30 damage, and Skitty does 10 damage to itself', () => {
    const d = game({ players: [{ active: { card: SKITTY, energy: [R, R] } }, { active: BLASTOISE }] })
    d.pick('Attack: Double-edge')
    expect(active(d.state, 1).damage).toBe(30)
    expect(active(d.state, 0).damage).toBe(10)
  })

  it('Scratch: 30', () => {
    const d = game({ players: [{ active: { card: DELCATTY, energy: [R, R] } }, { active: BLASTOISE }] })
    d.pick('Attack: Scratch')
    expect(active(d.state, 1).damage).toBe(30)
  })

  it('Ultra Energy Source: 10 for each basic Energy card on both Active Pokémon (Double Colorless Energy counts 0)', () => {
    const d = game({
      players: [
        { active: { card: DELCATTY, energy: [R, DCE] } },
        { active: { card: BLASTOISE, energy: [W, W, DCE] }, bench: [{ card: PSYDUCK, energy: [W, W] }] },
      ],
    })
    d.pick('Attack: Ultra Energy Source')
    // Delcatty's Fire and Blastoise's 2 Water; the Benched Psyduck's Energy is not on an Active Pokémon.
    expect(active(d.state, 1).damage).toBe(30)
  })
})

describe('ex2-81 Spearow, ex2-37 Fearow', () => {
  it('Peck: 10', () => {
    const d = game({ players: [{ active: { card: SPEAROW, energy: [R] } }, { active: BLASTOISE }] })
    d.pick('Attack: Peck')
    expect(active(d.state, 1).damage).toBe(10)
  })

  for (const heads of [true, false])
    it(`Super Speed: ${heads ? 'heads, the next attack does nothing to Spearow' : 'tails, the next attack hits as usual'}`, () => {
      const d = game({
        flips: [heads],
        players: [{ active: { card: SPEAROW, energy: [R] } }, { active: { card: SHROOMISH, energy: [G, W] } }],
      })
      d.pick('Attack: Super Speed')
      expect(active(d.state, 1).damage).toBe(0)
      d.pick('Attack: Poisonpowder')
      expect(active(d.state, 0).damage).toBe(heads ? 0 : 20) // 10 and the Checkup's Poison counter
      expect(active(d.state, 0).conditions.poisoned).toBe(!heads)
    })

  it('Double Wing Attack: 20 damage to the Defending Pokémon', () => {
    const d = game({ players: [{ active: { card: FEAROW, energy: [R, R] } }, { active: BLASTOISE }] })
    d.pick('Attack: Double Wing Attack')
    expect(active(d.state, 1).damage).toBe(20)
  })

  it('Rend: 30, or 30 plus 20 when the Defending Pokémon already has damage counters', () => {
    for (const [damage, after] of [
      [0, 30],
      [10, 60],
    ]) {
      const d = game({
        players: [{ active: { card: FEAROW, energy: [R, R, R] } }, { active: { card: BLASTOISE, damage } }],
      })
      d.pick('Attack: Rend')
      expect(active(d.state, 1).damage).toBe(after)
    }
  })

  it('no Retreat Cost: Fearow retreats with no Energy attached', () => {
    const d = game({ players: [{ active: { card: FEAROW }, bench: [ONIX] }, { active: BLASTOISE }] })
    d.pick(isAction('retreat'))
    expect(stackOf(d.state, active(d.state, 0))).toEqual([ONIX])
  })
})

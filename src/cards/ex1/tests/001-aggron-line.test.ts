/** EX Ruby & Sapphire: the Aggron line (1 Aggron, 36-37 Lairon, 25/49/50 Aron) under EX rules. */
import { describe, expect, it } from 'vitest'
import { E, type PokemonSpec, active, attack, bench, game, rs } from './helpers'

/** Snorlax VMAX: 340 HP, weak to Fighting only, no Resistance. */
const TARGET: PokemonSpec = { card: ['swsh1-141', 'swsh1-142'] }
/** Basic Metal Energy (Scarlet & Violet print): EX Ruby & Sapphire prints no basic Metal Energy. */
const M = 'sve-8'
const C = E.fire

const ARON_25 = rs(25)
const ARON_49 = rs(49)
const ARON_50 = rs(50)
const LAIRON_36 = [rs(50), rs(36)]
const LAIRON_37 = [rs(25), rs(37)]
const AGGRON = [rs(25), rs(37), rs(1)]
const MAKUHITA = rs(56)

const PLAIN: [card: string | string[], attack: string, energy: string[], damage: number][] = [
  [ARON_25, 'Rollout', [M], 10],
  [ARON_49, 'Ram', [C, C], 20],
  [ARON_50, 'Gnaw', [C], 10],
  [LAIRON_36, 'Ram', [C, C], 20],
  [LAIRON_36, 'Metal Claw', [M, C, C], 40],
  [AGGRON, 'Mega Punch', [C, C, C], 40],
]

describe('ex1 Aggron line: attacks with printed damage only', () => {
  for (const [card, name, energy, damage] of PLAIN)
    it(`${Array.isArray(card) ? card.at(-1) : card} ${name}: ${damage}`, () => {
      const d = game({ players: [{ active: { card, energy } }, { active: TARGET }] })
      attack(d, name)
      expect(active(d.state, 1).damage).toBe(damage)
    })
})

/** Attack with `card` and the given flips; the damage on the Defending Pokémon. */
function damageWith(card: string | string[], name: string, energy: string[], flips: boolean[], damage = 0): number {
  const d = game({ flips, players: [{ active: { card, energy, damage } }, { active: TARGET }] })
  attack(d, name)
  return active(d.state, 1).damage
}

describe('ex1-25 Aron Double Stab', () => {
  it('20 for each of 2 heads', () => {
    expect(damageWith(ARON_25, 'Double Stab', [C, C], [true, true])).toBe(40)
    expect(damageWith(ARON_25, 'Double Stab', [C, C], [false, true])).toBe(20)
    expect(damageWith(ARON_25, 'Double Stab', [C, C], [false, false])).toBe(0)
  })
})

describe('ex1-49 Aron Teary Eyes', () => {
  it("the opponent's next attack does 10 less damage to Aron; without it, the full amount", () => {
    const opp = { active: { card: MAKUHITA, energy: [E.fighting, E.fighting] } }
    const d = game({ players: [{ active: { card: ARON_49, energy: [C, C] } }, opp] })
    attack(d, 'Teary Eyes')
    expect(active(d.state, 1).damage).toBe(0)
    expect(d.state.current).toBe(1)
    attack(d, 'Lunge Out')
    expect(active(d.state, 0).damage).toBe(10)
    const control = game({ players: [{ active: { card: ARON_49, energy: [C, C] } }, opp] })
    attack(control, 'Ram')
    attack(control, 'Lunge Out')
    expect(active(control.state, 0).damage).toBe(20)
  })
})

describe('ex1-37 Lairon', () => {
  it('Magnitude: 20 to the Defending Pokémon and 10 to every Benched Pokémon of both players, without Weakness', () => {
    // Charmander (base1-46) is weak to Water only; Torchic (ex1-73) is weak to Water: the Bench takes a flat 10.
    const d = game({
      players: [
        { active: { card: LAIRON_37, energy: [M] }, bench: [rs(73), ARON_50] },
        { active: TARGET, bench: ['base1-46', rs(73)] },
      ],
    })
    attack(d, 'Magnitude')
    expect(active(d.state, 1).damage).toBe(20)
    expect([0, 1].map((i) => bench(d.state, 1, i).damage)).toEqual([10, 10])
    expect([0, 1].map((i) => bench(d.state, 0, i).damage)).toEqual([10, 10])
    expect(active(d.state, 0).damage).toBe(0)
  })
  it('One-Two Strike: 30 plus 20 for each of 2 heads', () => {
    const e = [C, C, C, C]
    expect(damageWith(LAIRON_37, 'One-Two Strike', e, [true, true])).toBe(70)
    expect(damageWith(LAIRON_37, 'One-Two Strike', e, [true, false])).toBe(50)
    expect(damageWith(LAIRON_37, 'One-Two Strike', e, [false, false])).toBe(30)
  })
})

describe('ex1-1 Aggron', () => {
  it('Retaliate: heads, 10 for each damage counter on Aggron; tails, nothing', () => {
    expect(damageWith(AGGRON, 'Retaliate', [C], [true], 60)).toBe(60)
    expect(damageWith(AGGRON, 'Retaliate', [C], [true], 0)).toBe(0)
    expect(damageWith(AGGRON, 'Retaliate', [C], [false], 60)).toBe(0)
  })
  it('Double Lariat: 70 for each of 2 heads', () => {
    const e = [M, M, C, C, C]
    expect(damageWith(AGGRON, 'Double Lariat', e, [true, true])).toBe(140)
    expect(damageWith(AGGRON, 'Double Lariat', e, [true, false])).toBe(70)
    expect(damageWith(AGGRON, 'Double Lariat', e, [false, false])).toBe(0)
  })
  it('needs two Metal Energy for Double Lariat', () => {
    const d = game({ players: [{ active: { card: AGGRON, energy: [M, C, C, C, C] } }, { active: TARGET }] })
    expect(d.has('Double Lariat')).toBe(false)
    expect(d.has('Mega Punch')).toBe(true)
  })
})

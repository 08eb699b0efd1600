/** EX Ruby & Sapphire: the Pokémon of the Ruby theme deck (15, 27, 29, 33, 46, 56, 63, 70, 72, 73) under EX rules. */
import { describe, expect, it } from 'vitest'
import { hasAttack } from '../../../engine/testing/menu'
import type { SideSpec } from '../../../engine/testing/scenario'
import { E, type PokemonSpec, actionLabels, active, attack, bench, energyOf, game, pile, rs } from './helpers'

/** Snorlax VMAX: 340 HP, weak to Fighting only, no Resistance. */
const TARGET: PokemonSpec = { card: ['swsh1-141', 'swsh1-142'] }
/** Dragonair: 80 HP, no Weakness, Resistance to Psychic only (for the Fighting attacks). */
const DRAGONAIR: PokemonSpec = { card: 'base1-18' }
const F = E.fire
const C = E.fighting

const TORCHIC = rs(73)
const COMBUSKEN = [rs(73), rs(27)]
const BLAZIKEN = [rs(73), rs(27), rs(15)]
const SKITTY = rs(70)
const DELCATTY = [rs(70), rs(29)]
const TAILLOW = rs(72)
const SWELLOW = [rs(72), rs(46)]
const MAKUHITA = rs(56)
const HARIYAMA = [rs(56), rs(33)]
const POOCHYENA = rs(63)

const PLAIN: [card: string | string[], attack: string, energy: string[], damage: number, target?: PokemonSpec][] = [
  [TORCHIC, 'Peck', [F], 10],
  [COMBUSKEN, 'Flare', [F], 20],
  [SKITTY, 'Scratch', [F], 10],
  [TAILLOW, 'Peck', [F], 10],
  [TAILLOW, 'Wing Attack', [F, F], 20],
  [SWELLOW, 'Wing Attack', [F, F], 30],
  [MAKUHITA, 'Slap Push', [C], 10, DRAGONAIR],
  [MAKUHITA, 'Lunge Out', [C, C], 20, DRAGONAIR],
  [POOCHYENA, 'Bite', [F], 10],
]

describe('ex1 Ruby deck Pokémon: attacks with printed damage only', () => {
  for (const [card, name, energy, damage, target] of PLAIN)
    it(`${Array.isArray(card) ? card.at(-1) : card} ${name}: ${damage}`, () => {
      const d = game({ players: [{ active: { card, energy } }, { active: target ?? TARGET }] })
      attack(d, name)
      expect(active(d.state, 1).damage).toBe(damage)
    })
})

describe('ex1-73 Torchic Fireworks', () => {
  it('heads: 30 damage and the Energy stays; tails: 30 damage and a Fire Energy card is discarded', () => {
    const heads = game({ flips: [true], players: [{ active: { card: TORCHIC, energy: [F, F] } }, { active: TARGET }] })
    attack(heads, 'Fireworks')
    expect(active(heads.state, 1).damage).toBe(30)
    expect(active(heads.state, 0).energy).toHaveLength(2)
    const tails = game({ flips: [false], players: [{ active: { card: TORCHIC, energy: [F, C] } }, { active: TARGET }] })
    attack(tails, 'Fireworks')
    expect(active(tails.state, 1).damage).toBe(30)
    expect(energyOf(tails.state, active(tails.state, 0))).toEqual([C])
  })
})

describe('ex1-27 Combusken Double Kick', () => {
  it('40 for each of 2 heads', () => {
    for (const [flips, damage] of [
      [[true, true], 80],
      [[true, false], 40],
      [[false, false], 0],
    ] as const) {
      const d = game({
        flips: [...flips],
        players: [{ active: { card: COMBUSKEN, energy: [F, F, F] } }, { active: TARGET }],
      })
      attack(d, 'Double Kick')
      expect(active(d.state, 1).damage).toBe(damage)
    }
  })
})

describe('ex1-15 Blaziken', () => {
  it("Clutch: 20 damage, and the Defending Pokémon can't retreat during the opponent's next turn", () => {
    const opp = { active: { ...DRAGONAIR, energy: [F, F, F] }, bench: [TORCHIC] }
    const d = game({ players: [{ active: { card: BLAZIKEN, energy: [F, F] } }, opp] })
    attack(d, 'Clutch')
    expect(active(d.state, 1).damage).toBe(20)
    expect(d.state.current).toBe(1)
    expect(actionLabels(d, 'retreat')).toEqual([])
    // The same board after an attack without Clutch's effect: Dragonair may retreat.
    const control = game({ players: [{ active: { card: TORCHIC, energy: [F] } }, opp] })
    attack(control, 'Peck')
    expect(actionLabels(control, 'retreat')).not.toEqual([])
  })
  it('Flamethrower: 80 damage, then a Fire Energy card is discarded', () => {
    const d = game({ players: [{ active: { card: BLAZIKEN, energy: [F, F, C, C] } }, { active: TARGET }] })
    attack(d, 'Flamethrower')
    expect(active(d.state, 1).damage).toBe(80)
    expect(energyOf(d.state, active(d.state, 0)).sort()).toEqual([F, C, C].sort())
    expect(pile(d.state, 0, 'discard')).toEqual([F])
  })
})

describe('ex1-70 Skitty Plus Energy', () => {
  it('attaches a basic Energy card from the hand to one of your Pokémon', () => {
    const d = game({
      players: [{ active: { card: SKITTY, energy: [F] }, bench: [TORCHIC], hand: [C, rs(95)] }, { active: TARGET }],
    })
    attack(d, 'Plus Energy')
    expect(d.labels()).not.toContain('Rainbow Energy')
    d.pick('Fighting Energy').pick('Torchic')
    expect(energyOf(d.state, bench(d.state, 0, 0))).toEqual([C])
    expect(active(d.state, 1).damage).toBe(0)
  })
  it('does nothing without a basic Energy card in hand', () => {
    const d = game({ players: [{ active: { card: SKITTY, energy: [F] }, hand: [rs(95)] }, { active: TARGET }] })
    attack(d, 'Plus Energy')
    expect(d.state.current).toBe(1)
    expect(pile(d.state, 0, 'hand')).toEqual([rs(95)])
  })
})

describe('ex1-29 Delcatty', () => {
  it('Energy Call: 10 damage, and an Energy card from the discard pile goes onto the Active Pokémon', () => {
    const d = game({
      players: [{ active: { card: DELCATTY, energy: [F] }, discard: [rs(95), C] }, { active: TARGET }],
    })
    attack(d, 'Energy Call')
    d.pick('Rainbow Energy')
    expect(active(d.state, 1).damage).toBe(10)
    expect(energyOf(d.state, active(d.state, 0)).sort()).toEqual([F, rs(95)].sort())
    expect(active(d.state, 0).damage).toBe(0) // Rainbow's damage counter is for an attachment from the hand only
  })
  it('Cannonball: 30, plus 10 for each Energy beyond the 2 its cost needs', () => {
    for (const [n, damage] of [
      [2, 30],
      [3, 40],
      [5, 60],
    ] as const) {
      const d = game({ players: [{ active: { card: DELCATTY, energy: Array(n).fill(F) } }, { active: TARGET }] })
      attack(d, 'Cannonball')
      expect(active(d.state, 1).damage, `${n} Energy`).toBe(damage)
    }
  })
})

describe('ex1-33 Hariyama', () => {
  it('Shove: 20 damage; heads Paralyzes, tails does not', () => {
    const heads = game({
      flips: [true],
      players: [{ active: { card: HARIYAMA, energy: [C, C] } }, { active: DRAGONAIR }],
    })
    attack(heads, 'Shove')
    expect(active(heads.state, 1).damage).toBe(20)
    expect(active(heads.state, 1).conditions.rotation).toBe('paralyzed')
    const tails = game({
      flips: [false],
      players: [{ active: { card: HARIYAMA, energy: [C, C] } }, { active: DRAGONAIR }],
    })
    attack(tails, 'Shove')
    expect(active(tails.state, 1).conditions.rotation).toBeFalsy()
  })
  it('Slap Down: 40 plus 10 for each of 2 heads', () => {
    for (const [flips, damage] of [
      [[true, true], 60],
      [[false, true], 50],
      [[false, false], 40],
    ] as const) {
      const d = game({
        flips: [...flips],
        players: [{ active: { card: HARIYAMA, energy: [C, C, C] } }, { active: { card: ['swsh1-141', 'swsh1-142'] } }],
      })
      attack(d, 'Slap Down')
      expect(active(d.state, 1).damage).toBe(damage * 2) // Snorlax VMAX is weak to Fighting
    }
  })
})

describe('ex1-46 Swellow Drive Off (Poké-Power)', () => {
  const board = (swellow: SideSpec, extra: SideSpec = {}) =>
    game({
      players: [
        { ...swellow, ...extra },
        { active: { card: TORCHIC }, bench: [MAKUHITA, POOCHYENA] },
      ],
    })
  it('the opponent chooses which Benched Pokémon becomes their Active; once a turn', () => {
    const d = board({ active: { card: SWELLOW } })
    d.pick('Use Drive Off')
    expect(d.decision.seat).toBe(1)
    d.pick('Poochyena')
    expect(d.state.cards[active(d.state, 1).stack[0]!]!.def).toBe(POOCHYENA)
    expect(d.has('Use Drive Off')).toBe(false)
  })
  it('only while Swellow is the Active Pokémon', () => {
    const d = board({ active: { card: TORCHIC }, bench: [{ card: SWELLOW }] })
    expect(d.has('Use Drive Off')).toBe(false)
  })
  it('not while Swellow has any Special Condition, Poison included', () => {
    for (const cond of ['poisoned', 'burned', 'asleep'] as const) {
      const d = board({ active: { card: SWELLOW, conditions: [cond] } })
      expect(d.has('Use Drive Off'), cond).toBe(false)
    }
  })
  it('not when the opponent has no Benched Pokémon', () => {
    const d = game({ players: [{ active: { card: SWELLOW } }, { active: { card: TORCHIC } }] })
    expect(d.has('Use Drive Off')).toBe(false)
    expect(hasAttack(d, 'Wing Attack')).toBe(false)
  })
})

/**
 * EX Ruby & Sapphire: 14 Wailord, 16 Breloom, 17 Donphan and 62 Phanpy, 21 Seaking and 55 Goldeen, 22 Sharpedo and
 * 51 Carvanha, 38 Linoone and 79 Zigzagoon, under EX rules.
 */
import { describe, expect, it } from 'vitest'
import { E, type PokemonSpec, active, attack, bench, game, pile, rs } from './helpers'

/** Snorlax VMAX: 340 HP, weak to Fighting only, no Resistance. */
const TARGET: PokemonSpec = { card: ['swsh1-141', 'swsh1-142'] }
/** Dragonair: 80 HP, no Weakness, Resistance to Psychic only (for the Fighting attacks). */
const DRAGONAIR: PokemonSpec = { card: 'base1-18' }
const W = E.water
const C = E.fire
const FI = E.fighting
const G = E.grass
/** Basic Darkness Energy (Scarlet & Violet print). */
const D = 'sve-7'

const WAILORD = [rs(48), rs(14)]
const BRELOOM = [rs(69), rs(16)]
const PHANPY = rs(62)
const DONPHAN = [rs(62), rs(17)]
const GOLDEEN = rs(55)
const SEAKING = [rs(55), rs(21)]
const CARVANHA = rs(51)
const SHARPEDO = [rs(51), rs(22)]
const ZIGZAGOON = rs(79)
const LINOONE = [rs(79), rs(38)]

/** Attack and read the damage on the Defending Pokémon. */
function damageWith(card: string | string[], name: string, energy: string[], flips: boolean[] = [], target = TARGET) {
  const d = game({ flips, players: [{ active: { card, energy } }, { active: target }] })
  attack(d, name)
  return active(d.state, 1).damage
}

describe('ex1 plain and coin attacks', () => {
  it('62 Phanpy Stampede 10; 55 Goldeen-line 21 Seaking Fast Stream 30; 16 Breloom Headbutt 20; 14 Wailord Surf 70', () => {
    expect(damageWith(PHANPY, 'Stampede', [C], [], DRAGONAIR)).toBe(10)
    expect(damageWith(SEAKING, 'Fast Stream', [C, C])).toBe(30)
    expect(damageWith(BRELOOM, 'Headbutt', [C, C])).toBe(20)
    expect(damageWith(WAILORD, 'Surf', [W, W, W, C, C])).toBe(70)
  })
  it('79 Zigzagoon Fury Swipes: 10 for each of 3 heads', () => {
    expect(damageWith(ZIGZAGOON, 'Fury Swipes', [C], [true, true, true])).toBe(30)
    expect(damageWith(ZIGZAGOON, 'Fury Swipes', [C], [true, false, false])).toBe(10)
  })
  it('38 Linoone Continuous Headbutt: 40 for each heads before the first tails', () => {
    expect(damageWith(LINOONE, 'Continuous Headbutt', [C, C], [true, true, false])).toBe(80)
    expect(damageWith(LINOONE, 'Continuous Headbutt', [C, C], [false])).toBe(0)
  })
  it('17 Donphan Double Spin: 60 for each of 2 heads', () => {
    // Snorlax VMAX is weak to Fighting: twice 120, twice 60.
    expect(damageWith(DONPHAN, 'Double Spin', [FI, C, C, C], [true, true])).toBe(240)
    expect(damageWith(DONPHAN, 'Double Spin', [FI, C, C, C], [false, true])).toBe(120)
  })
})

describe('ex1-14 Wailord Take Down', () => {
  it('50 damage, and 20 to Wailord itself', () => {
    const d = game({ players: [{ active: { card: WAILORD, energy: [C, C, C] } }, { active: TARGET }] })
    attack(d, 'Take Down')
    expect(active(d.state, 1).damage).toBe(50)
    expect(active(d.state, 0).damage).toBe(20)
  })
})

describe('ex1-16 Breloom Battle Blast', () => {
  it('40 plus 10 for each Fighting Energy attached', () => {
    expect(damageWith(BRELOOM, 'Battle Blast', [G, C, C])).toBe(40)
    expect(damageWith(BRELOOM, 'Battle Blast', [G, FI, FI])).toBe(60)
  })
})

describe('ex1-17 Donphan Rend', () => {
  it('20, or 40 when the Defending Pokémon already has damage counters', () => {
    expect(damageWith(DONPHAN, 'Rend', [FI, C], [], DRAGONAIR)).toBe(20)
    const d = game({
      players: [{ active: { card: DONPHAN, energy: [FI, C] } }, { active: { ...DRAGONAIR, damage: 10 } }],
    })
    attack(d, 'Rend')
    expect(active(d.state, 1).damage).toBe(50)
  })
})

describe('ex1-62 Phanpy Trembler', () => {
  it('heads: 10 damage and Paralyzed; tails: nothing', () => {
    const heads = game({
      flips: [true],
      players: [{ active: { card: PHANPY, energy: [FI, C] } }, { active: DRAGONAIR }],
    })
    attack(heads, 'Trembler')
    expect(active(heads.state, 1).damage).toBe(10)
    expect(active(heads.state, 1).conditions.rotation).toBe('paralyzed')
    const tails = game({
      flips: [false],
      players: [{ active: { card: PHANPY, energy: [FI, C] } }, { active: DRAGONAIR }],
    })
    attack(tails, 'Trembler')
    expect(active(tails.state, 1).damage).toBe(0)
    expect(active(tails.state, 1).conditions.rotation).toBe(null)
  })
})

describe('ex1-55 Goldeen Flail', () => {
  it('10 for each damage counter on Goldeen', () => {
    const d = game({ players: [{ active: { card: GOLDEEN, energy: [C], damage: 30 } }, { active: TARGET }] })
    attack(d, 'Flail')
    expect(active(d.state, 1).damage).toBe(30)
    expect(damageWith(GOLDEEN, 'Flail', [C])).toBe(0)
  })
})

describe('ex1-21 Seaking Water Arrow', () => {
  it('20 to the Pokémon of your choice: a Benched one without Weakness, the Active one with it', () => {
    // Numel (ex1-61) is weak to Water.
    const board = () =>
      game({ players: [{ active: { card: SEAKING, energy: [W] } }, { active: { card: rs(61) }, bench: [rs(61)] }] })
    const d = board()
    attack(d, 'Water Arrow')
    d.pickIndices([1])
    expect(bench(d.state, 1, 0).damage).toBe(20)
    expect(active(d.state, 1).damage).toBe(0)
    const a = board()
    attack(a, 'Water Arrow')
    a.pickIndices([0])
    expect(active(a.state, 1).damage).toBe(40)
  })
})

describe('ex1-38 Linoone Seek Out', () => {
  it('any 2 cards from the deck into the hand', () => {
    const d = game({
      players: [{ active: { card: LINOONE, energy: [C] }, deck: [W, rs(91), PHANPY, C] }, { active: TARGET }],
    })
    attack(d, 'Seek Out')
    d.pick('Potion', 'Phanpy')
    expect(pile(d.state, 0, 'hand').sort()).toEqual([rs(91), PHANPY].sort())
    expect(active(d.state, 1).damage).toBe(0)
  })
})

describe('Rough Skin (ex1-51 Carvanha, 22 Sharpedo; Poké-Body)', () => {
  for (const [card, counters] of [
    [CARVANHA, 1],
    [SHARPEDO, 2],
  ] as const)
    it(`${counters} damage counter(s) on the Attacking Pokémon when the Active ${counters === 1 ? 'Carvanha' : 'Sharpedo'} is damaged, even Knocked Out`, () => {
      const d = game({
        current: 1,
        players: [{ active: { card: [...[card].flat()] }, bench: [PHANPY] }, { active: { card: PHANPY, energy: [C] } }],
      })
      attack(d, 'Stampede')
      expect(active(d.state, 1).damage).toBe(counters * 10)
      const ko = game({
        current: 1,
        players: [
          { active: { card: [...[card].flat()], damage: counters === 1 ? 30 : 60 }, bench: [PHANPY] },
          { active: { card: PHANPY, energy: [C] } },
        ],
      })
      attack(ko, 'Stampede')
      expect(active(ko.state, 1).damage).toBe(counters * 10)
      // Benched, it does nothing.
      const benched = game({
        current: 1,
        players: [
          { active: { card: PHANPY }, bench: [{ card: [...[card].flat()] }] },
          { active: { card: PHANPY, energy: [C] } },
        ],
      })
      attack(benched, 'Stampede')
      expect(active(benched.state, 1).damage).toBe(0)
    })
})

describe('ex1-51 Carvanha Big Bite', () => {
  it("10 damage, and the Defending Pokémon can't retreat during the opponent's next turn", () => {
    const d = game({
      players: [
        { active: { card: CARVANHA, energy: [C] } },
        { active: { card: PHANPY, energy: [C] }, bench: [GOLDEEN] },
      ],
    })
    attack(d, 'Big Bite')
    expect(active(d.state, 1).damage).toBe(10)
    expect(d.has((o) => o.kind === 'action' && o.action.type === 'retreat')).toBe(false)
  })
})

describe('ex1-22 Sharpedo Dark Slash', () => {
  it('40; with a Darkness Energy discarded, 70', () => {
    const yes = game({ players: [{ active: { card: SHARPEDO, energy: [W, D, C] } }, { active: TARGET }] })
    attack(yes, 'Dark Slash')
    yes.pick('Yes')
    expect(active(yes.state, 1).damage).toBe(70)
    expect(pile(yes.state, 0, 'discard')).toEqual([D])
    const no = game({ players: [{ active: { card: SHARPEDO, energy: [W, D, C] } }, { active: TARGET }] })
    attack(no, 'Dark Slash')
    no.pick('No')
    expect(active(no.state, 1).damage).toBe(40)
    expect(active(no.state, 0).energy).toHaveLength(3)
  })
  it('no question without a Darkness Energy attached', () => {
    expect(damageWith(SHARPEDO, 'Dark Slash', [W, C, C])).toBe(40)
  })
})

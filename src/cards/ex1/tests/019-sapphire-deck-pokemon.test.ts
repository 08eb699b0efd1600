/**
 * EX Ruby & Sapphire: the Pokémon of the Sapphire theme deck (19, 23, 24, 31, 40, 48, 54, 60, 69, 75, 77) under EX
 * rules.
 */
import { describe, expect, it } from 'vitest'
import { E, type PokemonSpec, active, attack, bench, energyOf, game, rs } from './helpers'

/** Snorlax VMAX: 340 HP, weak to Fighting only, no Resistance. */
const TARGET: PokemonSpec = { card: ['swsh1-141', 'swsh1-142'] }
/** Blaziken: 110 HP, weak to Water. */
const BLAZIKEN: PokemonSpec = { card: [rs(73), rs(27), rs(15)] }
/** Onix: 90 HP, weak to Grass, no Resistance. */
const ONIX: PokemonSpec = { card: 'base1-56' }
const W = E.water
const G = E.grass

const WINGULL = rs(77)
const PELIPPER = [rs(77), rs(19)]
const MUDKIP = rs(60)
const MARSHTOMP = [rs(60), rs(40)]
const SWAMPERT = [rs(60), rs(40), rs(23)]
const KOFFING = rs(54)
const WEEZING = [rs(54), rs(24)]
const TREECKO = rs(75)
const GROVYLE = [rs(75), rs(31)]
const SHROOMISH = rs(69)
const WAILMER = rs(48)

const PLAIN: [card: string | string[], attack: string, energy: string[], damage: number][] = [
  [MUDKIP, 'Pound', [W], 10],
  [MARSHTOMP, 'Slash', [W, W, W], 40],
  [SWAMPERT, 'Waterfall', [W, W, W], 50],
  [KOFFING, 'Tackle', [G], 10],
  [PELIPPER, 'Spit Up', [W, W], 30],
]

describe('ex1 Sapphire deck Pokémon: attacks with printed damage only', () => {
  for (const [card, name, energy, damage] of PLAIN)
    it(`${Array.isArray(card) ? card.at(-1) : card} ${name}: ${damage}`, () => {
      const d = game({ players: [{ active: { card, energy } }, { active: TARGET }] })
      attack(d, name)
      expect(active(d.state, 1).damage).toBe(damage)
    })
})

describe('ex1-19 Pelipper', () => {
  /** Pelipper uses Stockpile, the opponent passes, and it is Pelipper's turn again. */
  const stockpiled = (defender: PokemonSpec, damage = 0) => {
    const d = game({
      players: [{ active: { card: PELIPPER, energy: [W, W, W], damage } }, { active: defender }],
    })
    attack(d, 'Stockpile')
    expect(active(d.state, 1).damage).toBe(0)
    d.pick('End turn')
    expect(d.state.current).toBe(0)
    return d
  }
  it('Stockpile: during the next turn Spit Up does 70', () => {
    const d = stockpiled(TARGET)
    attack(d, 'Spit Up')
    expect(active(d.state, 1).damage).toBe(70)
  })
  it('Stockpile: during the next turn Swallow does 60 and heals that much (all, as Pelipper has less)', () => {
    const d = stockpiled(TARGET, 50)
    attack(d, 'Swallow')
    expect(active(d.state, 1).damage).toBe(60)
    expect(active(d.state, 0).damage).toBe(0)
  })
  it('Stockpile lasts for the next turn only', () => {
    const d = stockpiled(TARGET)
    attack(d, 'Spit Up')
    d.pick('End turn')
    attack(d, 'Spit Up')
    expect(active(d.state, 1).damage).toBe(70 + 30)
  })
  it('Swallow: removes as many counters as the damage done, Weakness included', () => {
    const d = game({
      players: [{ active: { card: PELIPPER, energy: [W, W, W], damage: 50 } }, { active: BLAZIKEN }],
    })
    attack(d, 'Swallow')
    expect(active(d.state, 1).damage).toBe(40) // 20, doubled by Blaziken's Water Weakness
    expect(active(d.state, 0).damage).toBe(10)
  })
})

describe('ex1-23 Swampert', () => {
  const attachWater = (d: ReturnType<typeof game>, to: string) =>
    d.pick(d.labels().find((l) => l.startsWith('Attach') && l.includes(to))!)
  it('Natural Remedy (Poké-Body): attaching a Water Energy card from the hand removes a damage counter', () => {
    const d = game({ players: [{ active: { card: SWAMPERT, damage: 30 }, hand: [W] }, { active: TARGET }] })
    attachWater(d, 'Swampert')
    expect(active(d.state, 0).damage).toBe(20)
  })
  it('Natural Remedy works while Swampert is Asleep, but not for another Energy card', () => {
    const asleep = game({
      players: [{ active: { card: SWAMPERT, damage: 30, conditions: ['asleep'] }, hand: [W] }, { active: TARGET }],
    })
    attachWater(asleep, 'Swampert')
    expect(active(asleep.state, 0).damage).toBe(20)
    const fire = game({ players: [{ active: { card: SWAMPERT, damage: 30 }, hand: [E.fire] }, { active: TARGET }] })
    attachWater(fire, 'Swampert')
    expect(active(fire.state, 0).damage).toBe(30)
  })
  it('Natural Remedy works once a turn: a second Water Energy card from the hand (Water Call) heals nothing', () => {
    const d = game({
      players: [
        { active: { card: SWAMPERT, damage: 30 }, bench: [{ card: [MUDKIP, rs(40), rs(13)] }], hand: [W, W] },
        { active: TARGET },
      ],
    })
    attachWater(d, 'Swampert')
    expect(active(d.state, 0).damage).toBe(20)
    d.pick('Use Water Call').pick('Water Energy')
    expect(energyOf(d.state, active(d.state, 0))).toEqual([W, W])
    expect(active(d.state, 0).damage).toBe(20)
  })
  it('Natural Remedy works only before the attack: a Water Energy card attached by Plus Energy heals nothing', () => {
    // The card: once during your turn "(before your attack)", when you attach a Water Energy card from your hand to
    // Swampert, 1 damage counter comes off. Skitty's Plus Energy attaches from the hand during the attack, which is
    // not before it: no counter comes off.
    const d = game({
      players: [
        { active: { card: rs(70), energy: [W] }, bench: [{ card: SWAMPERT, damage: 30 }], hand: [W] },
        { active: TARGET },
      ],
    })
    attack(d, 'Plus Energy')
    d.pick('Water Energy').pick('Swampert')
    expect(energyOf(d.state, bench(d.state, 0, 0))).toEqual([W])
    expect(bench(d.state, 0, 0).damage).toBe(30)
  })
  it('Water Arrow: 20 damage to the chosen Pokémon; Weakness only for the Active one', () => {
    const opp = { active: BLAZIKEN, bench: [MUDKIP] }
    const toBench = game({ players: [{ active: { card: SWAMPERT, energy: [W] } }, opp] })
    attack(toBench, 'Water Arrow')
    toBench.pick('Mudkip')
    expect(bench(toBench.state, 1, 0).damage).toBe(20)
    expect(active(toBench.state, 1).damage).toBe(0)
    const toActive = game({ players: [{ active: { card: SWAMPERT, energy: [W] } }, opp] })
    attack(toActive, 'Water Arrow')
    toActive.pick('Blaziken')
    expect(active(toActive.state, 1).damage).toBe(40)
  })
})

describe('ex1-24 Weezing', () => {
  it('Confusion Gas: 10 damage and the Defending Pokémon is Confused', () => {
    const d = game({ players: [{ active: { card: WEEZING, energy: [G] } }, { active: TARGET }] })
    attack(d, 'Confusion Gas')
    expect(active(d.state, 1).damage).toBe(10)
    expect(active(d.state, 1).conditions.rotation).toBe('confused')
  })
  it("Poison Smog: the Defending Pokémon is Poisoned and each of the opponent's Benched Pokémon takes 10", () => {
    const d = game({
      players: [
        { active: { card: WEEZING, energy: [G, G] } },
        { active: TARGET, bench: [MUDKIP, { card: BLAZIKEN.card }] },
      ],
    })
    attack(d, 'Poison Smog')
    expect(active(d.state, 1).conditions.poisoned).toBeTruthy()
    // Snorlax VMAX took no damage from the attack, only the Poison counter of the Checkup.
    expect(active(d.state, 1).damage).toBe(10)
    expect(bench(d.state, 1, 0).damage).toBe(10)
    expect(bench(d.state, 1, 1).damage).toBe(10) // no Weakness for a Benched Pokémon
  })
})

describe('ex1-31 Grovyle', () => {
  it('Poison Breath: no damage, the Defending Pokémon is Poisoned', () => {
    const d = game({ players: [{ active: { card: GROVYLE, energy: [G, G] } }, { active: TARGET }] })
    attack(d, 'Poison Breath')
    expect(active(d.state, 1).conditions.poisoned).toBeTruthy()
    expect(active(d.state, 1).damage).toBe(10) // the Checkup's Poison counter only
  })
  it('Swift: 30, unaffected by Weakness and by effects on the Defending Pokémon', () => {
    const shielded: PokemonSpec = {
      ...ONIX,
      markers: [{ source: 'engine', key: 'reduce-damage', data: { amount: 20 }, clearsOnMove: true }],
    }
    const d = game({ players: [{ active: { card: GROVYLE, energy: [G, G, G] } }, { active: shielded }] })
    attack(d, 'Swift')
    expect(active(d.state, 1).damage).toBe(30)
    // Koffing's Grass attack on the same Onix: Weakness and the shield apply.
    const control = game({ players: [{ active: { card: KOFFING, energy: [G, G] } }, { active: shielded }] })
    attack(control, 'Double-edge')
    expect(active(control.state, 1).damage).toBe(30 * 2 - 20)
  })
})

describe('ex1-40 Marshtomp Bubble', () => {
  it('10 damage; heads Paralyzes, tails does not', () => {
    for (const heads of [true, false]) {
      const d = game({ flips: [heads], players: [{ active: { card: MARSHTOMP, energy: [W] } }, { active: TARGET }] })
      attack(d, 'Bubble')
      expect(active(d.state, 1).damage).toBe(10)
      expect(active(d.state, 1).conditions.rotation === 'paralyzed', String(heads)).toBe(heads)
    }
  })
})

describe('ex1-48 Wailmer', () => {
  it('Rest: removes every Special Condition and 4 damage counters, then Wailmer is Asleep', () => {
    const d = game({
      flips: [false],
      players: [
        { active: { card: WAILMER, energy: [W, W], damage: 60, conditions: ['poisoned', 'burned'] } },
        { active: TARGET },
      ],
    })
    attack(d, 'Rest')
    expect(d.state.current).toBe(1)
    expect(active(d.state, 0).damage).toBe(20)
    expect(active(d.state, 0).conditions.poisoned).toBeFalsy()
    expect(active(d.state, 0).conditions.burned).toBeFalsy()
    expect(active(d.state, 0).conditions.rotation).toBe('asleep')
  })
  it('Rest: all damage when Wailmer has fewer than 4 counters', () => {
    const d = game({
      flips: [false],
      players: [{ active: { card: WAILMER, energy: [W, W], damage: 20 } }, { active: TARGET }],
    })
    attack(d, 'Rest')
    expect(active(d.state, 0).damage).toBe(0)
  })
  it('Water Gun: 20, plus 10 for each Water Energy its cost does not need, at most 20 more', () => {
    for (const [energy, damage] of [
      [[W, G], 20],
      [[W, W], 20],
      [[W, W, W], 30],
      [[W, W, W, W], 40],
      [[W, W, W, W, W], 40],
      [[W, G, W], 30],
    ] as const) {
      const d = game({ players: [{ active: { card: WAILMER, energy: [...energy] } }, { active: TARGET }] })
      attack(d, 'Water Gun')
      expect(active(d.state, 1).damage, energy.join()).toBe(damage)
    }
  })
})

describe('ex1-54 Koffing Double-edge', () => {
  it('30 damage, and 10 to Koffing itself', () => {
    const d = game({ players: [{ active: { card: KOFFING, energy: [G, G] } }, { active: TARGET }] })
    attack(d, 'Double-edge')
    expect(active(d.state, 1).damage).toBe(30)
    expect(active(d.state, 0).damage).toBe(10)
  })
})

describe('ex1-60 Mudkip Fury Swipes', () => {
  it('10 for each of 3 heads', () => {
    for (const [flips, damage] of [
      [[true, true, true], 30],
      [[true, false, true], 20],
      [[false, false, false], 0],
    ] as const) {
      const d = game({ flips: [...flips], players: [{ active: { card: MUDKIP, energy: [W, W] } }, { active: TARGET }] })
      attack(d, 'Fury Swipes')
      expect(active(d.state, 1).damage).toBe(damage)
    }
  })
})

describe('ex1-69 Shroomish Sleep Powder', () => {
  it('10 damage and the Defending Pokémon is Asleep', () => {
    const d = game({ flips: [false], players: [{ active: { card: SHROOMISH, energy: [G] } }, { active: TARGET }] })
    attack(d, 'Sleep Powder')
    expect(active(d.state, 1).damage).toBe(10)
    expect(active(d.state, 1).conditions.rotation).toBe('asleep')
  })
})

describe('ex1-75 Treecko Poison Breath', () => {
  it('no damage; heads Poisons, tails does not', () => {
    for (const heads of [true, false]) {
      const d = game({ flips: [heads], players: [{ active: { card: TREECKO, energy: [G] } }, { active: TARGET }] })
      attack(d, 'Poison Breath')
      expect(!!active(d.state, 1).conditions.poisoned, String(heads)).toBe(heads)
      expect(active(d.state, 1).damage).toBe(heads ? 10 : 0) // the Checkup's Poison counter
    }
  })
})

describe('ex1-77 Wingull Surprise Attack', () => {
  it('heads: 20 damage; tails: nothing', () => {
    for (const heads of [true, false]) {
      const d = game({ flips: [heads], players: [{ active: { card: WINGULL, energy: [W] } }, { active: TARGET }] })
      attack(d, 'Surprise Attack')
      expect(active(d.state, 1).damage).toBe(heads ? 20 : 0)
    }
  })
})

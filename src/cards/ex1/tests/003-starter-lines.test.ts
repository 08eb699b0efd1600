/**
 * EX Ruby & Sapphire: the starter lines under EX rules. Blaziken 3, Combusken 28, Torchic 74; Sceptile 11 and 20,
 * Grovyle 32, Treecko 76; Swampert 13, Marshtomp 41, Mudkip 59.
 */
import { describe, expect, it } from 'vitest'
import { E, type PokemonSpec, actionLabels, active, attack, bench, energyOf, game, pile, rs } from './helpers'

/** Snorlax VMAX: 340 HP, weak to Fighting only, no Resistance. */
const TARGET: PokemonSpec = { card: ['swsh1-141', 'swsh1-142'] }
const G = E.grass
const F = E.fire
const W = E.water

const TORCHIC = rs(74)
const COMBUSKEN = [rs(74), rs(28)]
const BLAZIKEN = [rs(74), rs(28), rs(3)]
const TREECKO = rs(76)
const GROVYLE = [rs(76), rs(32)]
const SCEPTILE_11 = [rs(76), rs(32), rs(11)]
const SCEPTILE_20 = [rs(76), rs(32), rs(20)]
const MUDKIP = rs(59)
const MARSHTOMP = [rs(59), rs(41)]
const SWAMPERT = [rs(59), rs(41), rs(13)]

const PLAIN: [card: string | string[], attack: string, energy: string[], damage: number][] = [
  [TREECKO, 'Tail Slap', [G], 10],
  [TREECKO, 'Razor Leaf', [G, G], 20],
  [GROVYLE, 'Slash', [G, G], 20],
  [SCEPTILE_11, 'Solarbeam', [G, G, G, G, G], 70],
  [MARSHTOMP, 'Aqua Sonic', [W, W], 20],
]

describe('ex1 starter lines: attacks with printed damage only', () => {
  for (const [card, name, energy, damage] of PLAIN)
    it(`${Array.isArray(card) ? card.at(-1) : card} ${name}: ${damage}`, () => {
      const d = game({ players: [{ active: { card, energy } }, { active: TARGET }] })
      attack(d, name)
      expect(active(d.state, 1).damage).toBe(damage)
    })
})

describe('ex1 coin attacks of the starter lines', () => {
  it('74 Torchic Singe: no damage; heads Burns, tails does not', () => {
    for (const heads of [true, false]) {
      // The second flip is the Burn check of the Pokémon Checkup (heads: no counters).
      const d = game({
        flips: [heads, true],
        players: [{ active: { card: TORCHIC, energy: [F] } }, { active: TARGET }],
      })
      attack(d, 'Singe')
      expect(active(d.state, 1).damage).toBe(0)
      expect(active(d.state, 1).conditions.burned).toBe(heads)
    }
  })
  it('28 Combusken Lunge: 50 on heads, nothing on tails', () => {
    for (const heads of [true, false]) {
      const d = game({ flips: [heads], players: [{ active: { card: COMBUSKEN, energy: [F, F] } }, { active: TARGET }] })
      attack(d, 'Lunge')
      expect(active(d.state, 1).damage).toBe(heads ? 50 : 0)
    }
  })
  it('59 Mudkip Bubble: 10 damage; heads Paralyzes, tails does not', () => {
    for (const heads of [true, false]) {
      const d = game({ flips: [heads], players: [{ active: { card: MUDKIP, energy: [W] } }, { active: TARGET }] })
      attack(d, 'Bubble')
      expect(active(d.state, 1).damage).toBe(10)
      expect(active(d.state, 1).conditions.rotation).toBe(heads ? 'paralyzed' : null)
    }
  })
  it('20 Sceptile Tail Rap: 50 for each of 2 heads', () => {
    for (const [flips, damage] of [
      [[true, true], 100],
      [[true, false], 50],
      [[false, false], 0],
    ] as const) {
      const d = game({
        flips: [...flips],
        players: [{ active: { card: SCEPTILE_20, energy: [G, G, G] } }, { active: TARGET }],
      })
      attack(d, 'Tail Rap')
      expect(active(d.state, 1).damage).toBe(damage)
    }
  })
})

describe('ex1-41 Marshtomp Aqua Sonic', () => {
  it("ignores Resistance: 20 to a Treecko (Resistance to Water), where Mudkip's Bubble does nothing", () => {
    const d = game({ players: [{ active: { card: MARSHTOMP, energy: [W, W] } }, { active: { card: TREECKO } }] })
    attack(d, 'Aqua Sonic')
    expect(active(d.state, 1).damage).toBe(20)
    const control = game({
      flips: [false],
      players: [{ active: { card: MUDKIP, energy: [W] } }, { active: { card: TREECKO } }],
    })
    attack(control, 'Bubble')
    expect(active(control.state, 1).damage).toBe(0)
  })
})

describe('ex1-11 Sceptile Lizard Poison', () => {
  // Flips at the Pokémon Checkup after the attack: Burn first (heads: no counters), then Sleep (tails: still Asleep).
  const cases: [energy: number, flips: boolean[], rotation: 'asleep' | null, poisoned: boolean, burned: boolean][] = [
    [1, [false], 'asleep', false, false],
    [2, [], null, true, false],
    [3, [false], 'asleep', true, false],
    [4, [true, false], 'asleep', true, true],
    [5, [true, false], 'asleep', true, true],
  ]
  for (const [n, flips, rotation, poisoned, burned] of cases)
    it(`with ${n} Energy: ${[rotation, poisoned && 'Poisoned', burned && 'Burned'].filter(Boolean).join(', ')}`, () => {
      const d = game({
        flips,
        players: [{ active: { card: SCEPTILE_11, energy: Array(n).fill(G) } }, { active: TARGET }],
      })
      attack(d, 'Lizard Poison')
      const c = active(d.state, 1).conditions
      expect([c.rotation, c.poisoned, c.burned]).toEqual([rotation, poisoned, burned])
      expect(active(d.state, 1).damage).toBe(20 + (poisoned ? 10 : 0))
    })
})

describe('Natural Cure (ex1-28 Combusken, 32 Grovyle, 41 Marshtomp; Poké-Body)', () => {
  const sick = { conditions: ['asleep', 'poisoned', 'burned'] as ('asleep' | 'poisoned' | 'burned')[] }
  for (const [card, name, type, other, otherType] of [
    [COMBUSKEN, 'Combusken', 'Fire', W, 'Water'],
    [GROVYLE, 'Grovyle', 'Grass', F, 'Fire'],
    [MARSHTOMP, 'Marshtomp', 'Water', G, 'Grass'],
  ] as const)
    it(`${name}: a ${type} Energy card from the hand cures every Special Condition; another type does not`, () => {
      const energy = { Fire: F, Grass: G, Water: W }[type]
      const d = game({ players: [{ active: { card: [...card], ...sick }, hand: [energy, other] }, { active: TARGET }] })
      d.pick(`Attach ${type} Energy to ${name}`)
      const c = active(d.state, 0).conditions
      expect([c.rotation, c.poisoned, c.burned]).toEqual([null, false, false])
      const miss = game({ players: [{ active: { card: [...card], ...sick }, hand: [other] }, { active: TARGET }] })
      miss.pick(`Attach ${otherType} Energy to ${name}`)
      const m = active(miss.state, 0).conditions
      expect([m.rotation, m.poisoned, m.burned]).toEqual(['asleep', true, true])
    })
  it("Swampert's Water Call attaching from the hand cures a Marshtomp too", () => {
    const d = game({
      players: [
        { active: { card: MARSHTOMP, conditions: ['confused'] }, bench: [{ card: SWAMPERT }], hand: [W] },
        { active: TARGET },
      ],
    })
    d.pick('Use Water Call').pick('Water Energy')
    expect(active(d.state, 0).conditions.rotation).toBe(null)
    expect(energyOf(d.state, active(d.state, 0))).toEqual([W])
  })
})

describe('ex1-13 Swampert', () => {
  it("Water Call: a Water Energy card from the hand to the Active Pokémon, besides the turn's attachment; once a turn", () => {
    const d = game({
      players: [{ active: { card: MUDKIP }, bench: [{ card: SWAMPERT }], hand: [W, W, F] }, { active: TARGET }],
    })
    d.pick('Use Water Call')
    expect(d.labels()).toEqual(['Water Energy', 'Water Energy'])
    d.pick('Water Energy')
    expect(energyOf(d.state, active(d.state, 0))).toEqual([W])
    expect(d.has('Use Water Call')).toBe(false)
    expect(actionLabels(d, 'attach-energy')).not.toEqual([])
  })
  it('Water Call: not without a Water Energy card in hand, nor while Swampert has a Special Condition', () => {
    const none = game({ players: [{ active: { card: SWAMPERT }, hand: [F] }, { active: TARGET }] })
    expect(none.has('Use Water Call')).toBe(false)
    const burned = game({
      players: [{ active: { card: SWAMPERT, conditions: ['burned'] }, hand: [W] }, { active: TARGET }],
    })
    expect(burned.has('Use Water Call')).toBe(false)
  })
  it('Hypno Splash: 50 damage and the Defending Pokémon is Asleep', () => {
    const d = game({
      flips: [false],
      players: [{ active: { card: SWAMPERT, energy: [W, W, W, W] } }, { active: TARGET }],
    })
    attack(d, 'Hypno Splash')
    expect(active(d.state, 1).damage).toBe(50)
    expect(active(d.state, 1).conditions.rotation).toBe('asleep')
  })
})

describe('ex1-20 Sceptile Energy Trans (Poké-Power, as often as you like)', () => {
  it('moves Grass Energy cards between your Pokémon several times a turn', () => {
    const d = game({
      players: [{ active: { card: SCEPTILE_20, energy: [G, G, F] }, bench: [{ card: TREECKO }] }, { active: TARGET }],
    })
    d.pick('Use Energy Trans').pick('Sceptile').pick('Grass Energy').pick('Treecko')
    d.pick('Use Energy Trans').pick('Sceptile').pick('Grass Energy').pick('Treecko')
    expect(energyOf(d.state, bench(d.state, 0, 0))).toEqual([G, G])
    expect(energyOf(d.state, active(d.state, 0))).toEqual([F])
    // Only the Fire Energy is left on Sceptile: a Grass Energy card may still go back from Treecko.
    expect(d.has('Use Energy Trans')).toBe(true)
  })
  it('not while Sceptile has a Special Condition, nor without a Grass Energy card to move', () => {
    const poisoned = game({
      players: [
        { active: { card: SCEPTILE_20, energy: [G], conditions: ['poisoned'] }, bench: [TREECKO] },
        { active: TARGET },
      ],
    })
    expect(poisoned.has('Use Energy Trans')).toBe(false)
    const noGrass = game({
      players: [{ active: { card: SCEPTILE_20, energy: [F] }, bench: [TREECKO] }, { active: TARGET }],
    })
    expect(noGrass.has('Use Energy Trans')).toBe(false)
  })
})

describe('ex1-3 Blaziken', () => {
  it('Firestarter: a Fire Energy card from the discard pile to a Benched Pokémon; once a turn', () => {
    const d = game({
      players: [{ active: { card: BLAZIKEN }, bench: [TORCHIC, MUDKIP], discard: [F, W, F] }, { active: TARGET }],
    })
    d.pick('Use Firestarter')
    expect(d.labels()).toEqual(['Fire Energy', 'Fire Energy'])
    d.pick('Fire Energy').pick('Mudkip')
    expect(energyOf(d.state, bench(d.state, 0, 1))).toEqual([F])
    expect(pile(d.state, 0, 'discard').sort()).toEqual([F, W].sort())
    expect(d.has('Use Firestarter')).toBe(false)
  })
  it('Firestarter: not without a Benched Pokémon or a Fire Energy card in the discard pile, nor while Asleep', () => {
    const noBench = game({ players: [{ active: { card: BLAZIKEN }, discard: [F] }, { active: TARGET }] })
    expect(noBench.has('Use Firestarter')).toBe(false)
    const noFire = game({
      players: [{ active: { card: BLAZIKEN }, bench: [TORCHIC], discard: [W] }, { active: TARGET }],
    })
    expect(noFire.has('Use Firestarter')).toBe(false)
    const asleep = game({
      players: [
        { active: { card: BLAZIKEN, conditions: ['asleep'] }, bench: [TORCHIC], discard: [F] },
        { active: TARGET },
      ],
    })
    expect(asleep.has('Use Firestarter')).toBe(false)
  })
  it("Fire Stream: 50 damage, a Fire Energy card discarded, 10 to each of the opponent's Benched Pokémon", () => {
    const d = game({
      players: [
        { active: { card: BLAZIKEN, energy: [F, W, W] }, bench: [TORCHIC] },
        { active: TARGET, bench: [MUDKIP, TREECKO] },
      ],
    })
    attack(d, 'Fire Stream')
    expect(active(d.state, 1).damage).toBe(50)
    expect([0, 1].map((i) => bench(d.state, 1, i).damage)).toEqual([10, 10]) // Treecko is weak to Fire: still a flat 10
    expect(bench(d.state, 0, 0).damage).toBe(0)
    expect(pile(d.state, 0, 'discard')).toEqual([F])
  })
})

/** EX Ruby & Sapphire: the Camerupt line (4, 61 Numel) and the Manectric lines (9, 39; 30/52/53 Electrike). */
import { describe, expect, it } from 'vitest'
import { E, type PokemonSpec, active, attack, bench, energyOf, game, pile, rs } from './helpers'

/** Snorlax VMAX: 340 HP, weak to Fighting only, no Resistance. */
const TARGET: PokemonSpec = { card: ['swsh1-141', 'swsh1-142'] }
const F = E.fire
const L = E.lightning
const W = E.water

const NUMEL = rs(61)
const CAMERUPT = [rs(61), rs(4)]
const ELECTRIKE_30 = rs(30)
const ELECTRIKE_52 = rs(52)
const ELECTRIKE_53 = rs(53)
const MANECTRIC_9 = [rs(52), rs(9)]
const MANECTRIC_39 = [rs(53), rs(39)]

const PLAIN: [card: string | string[], attack: string, energy: string[], damage: number][] = [
  [NUMEL, 'Headbutt', [F], 10],
  [ELECTRIKE_52, 'Headbutt', [L], 10],
  [ELECTRIKE_53, 'Tackle', [L, L], 20],
]

describe('ex1 Camerupt and Manectric lines: attacks with printed damage only', () => {
  for (const [card, name, energy, damage] of PLAIN)
    it(`${Array.isArray(card) ? card.at(-1) : card} ${name}: ${damage}`, () => {
      const d = game({ players: [{ active: { card, energy } }, { active: TARGET }] })
      attack(d, name)
      expect(active(d.state, 1).damage).toBe(damage)
    })
})

describe('ex1 coin attacks: a Special Condition on heads only', () => {
  for (const [card, name, energy, cond, damage] of [
    [NUMEL, 'Burn Off', [F, F], 'burned', 0],
    [ELECTRIKE_53, 'Super Thunder Wave', [L], 'paralyzed', 0],
    [MANECTRIC_39, 'Thundershock', [L, L], 'paralyzed', 20],
  ] as const)
    it(`${name}: ${damage} damage; heads ${cond}, tails not`, () => {
      for (const heads of [true, false]) {
        // A second flip, heads, is the Burn check of the Pokémon Checkup (no counters).
        const d = game({
          flips: [heads, true],
          players: [{ active: { card: [...[card].flat()], energy: [...energy] } }, { active: TARGET }],
        })
        attack(d, name)
        expect(active(d.state, 1).damage).toBe(damage)
        const c = active(d.state, 1).conditions
        expect(cond === 'burned' ? c.burned : c.rotation === cond).toBe(heads)
      }
    })
  for (const [card, name, energy, damage] of [
    [ELECTRIKE_30, 'Thunder Jolt', [L, L], 30],
    [MANECTRIC_9, 'Thunder Jolt', [L, L, L], 50],
  ] as const)
    it(`${name}: ${damage} damage; tails, 10 to itself too`, () => {
      for (const heads of [true, false]) {
        const d = game({
          flips: [heads],
          players: [{ active: { card: [...[card].flat()], energy: [...energy] } }, { active: TARGET }],
        })
        attack(d, name)
        expect(active(d.state, 1).damage).toBe(damage)
        expect(active(d.state, 0).damage).toBe(heads ? 0 : 10)
      }
    })
})

describe('ex1-30 Electrike Charge', () => {
  it('attaches a Lightning Energy card from the discard pile to Electrike; nothing without one', () => {
    const d = game({ players: [{ active: { card: ELECTRIKE_30, energy: [L] }, discard: [W, L] }, { active: TARGET }] })
    attack(d, 'Charge')
    d.pick('Lightning Energy')
    expect(energyOf(d.state, active(d.state, 0))).toEqual([L, L])
    expect(pile(d.state, 0, 'discard')).toEqual([W])
    const none = game({ players: [{ active: { card: ELECTRIKE_30, energy: [L] }, discard: [W] }, { active: TARGET }] })
    attack(none, 'Charge')
    expect(none.state.current).toBe(1)
    expect(energyOf(none.state, active(none.state, 0))).toEqual([L])
  })
})

describe('ex1-9 Manectric Attract Current', () => {
  it('10 damage, then a Lightning Energy card from the deck to one of your Pokémon', () => {
    const d = game({
      players: [
        { active: { card: MANECTRIC_9, energy: [W] }, bench: [ELECTRIKE_52], deck: [W, L, W] },
        { active: TARGET },
      ],
    })
    attack(d, 'Attract Current')
    expect(d.labels()).toEqual(['Lightning Energy'])
    d.pick('Lightning Energy').pick('Electrike')
    expect(active(d.state, 1).damage).toBe(10)
    expect(energyOf(d.state, bench(d.state, 0, 0))).toEqual([L])
    expect(pile(d.state, 0, 'deck').filter((u) => u === L)).toEqual([])
  })
})

describe('ex1-39 Manectric Gigashock', () => {
  it("40 to the Defending Pokémon and 10 to 2 of the opponent's Benched Pokémon of the attacker's choice", () => {
    const d = game({
      players: [
        { active: { card: MANECTRIC_39, energy: [L, L, L] } },
        { active: TARGET, bench: [NUMEL, ELECTRIKE_52, ELECTRIKE_53] },
      ],
    })
    attack(d, 'Gigashock')
    d.pick('Numel')
    d.pick((o) => o.label === 'Electrike')
    expect(active(d.state, 1).damage).toBe(40)
    expect([0, 1, 2].map((i) => bench(d.state, 1, i).damage)).toEqual([10, 10, 0])
  })
  it('only 1 when there is only 1', () => {
    const d = game({
      players: [{ active: { card: MANECTRIC_39, energy: [L, L, L] } }, { active: TARGET, bench: [NUMEL] }],
    })
    attack(d, 'Gigashock')
    d.pick('Numel')
    expect(bench(d.state, 1, 0).damage).toBe(10)
  })
})

describe('ex1-4 Camerupt', () => {
  it("Lava Burn: 20 to the Defending Pokémon and 10 to the Benched Pokémon of the attacker's choice", () => {
    const d = game({
      players: [{ active: { card: CAMERUPT, energy: [F, F] } }, { active: TARGET, bench: [NUMEL, ELECTRIKE_52] }],
    })
    attack(d, 'Lava Burn')
    d.pick('Electrike')
    expect(active(d.state, 1).damage).toBe(20)
    expect([0, 1].map((i) => bench(d.state, 1, i).damage)).toEqual([0, 10])
  })
  it('Fire Spin: 100 after discarding the 2 basic Energy cards the attacker picks', () => {
    const d = game({ players: [{ active: { card: CAMERUPT, energy: [F, F, W, L] } }, { active: TARGET }] })
    attack(d, 'Fire Spin')
    d.pick('Water Energy', 'Lightning Energy')
    expect(active(d.state, 1).damage).toBe(100)
    expect(energyOf(d.state, active(d.state, 0))).toEqual([F, F])
    expect(pile(d.state, 0, 'discard').sort()).toEqual([W, L].sort())
  })
  it('[003] attack step 4: Fire Spin discards before the Confusion check, and the discard stays on tails', () => {
    // "4. … do anything the attack requires you to do in order to use it. (For example, discard Energy cards, as in
    // Camerupt's Fire Spin attack …)" comes before "6. If your Active Pokémon is Confused, check now".
    const d = game({
      flips: [false],
      players: [{ active: { card: CAMERUPT, energy: [F, F, W, L], conditions: ['confused'] } }, { active: TARGET }],
    })
    attack(d, 'Fire Spin')
    d.pick('Water Energy', 'Lightning Energy')
    expect(pile(d.state, 0, 'discard').sort()).toEqual([W, L].sort())
    expect(active(d.state, 1).damage).toBe(0)
    expect(active(d.state, 0).damage).toBe(30) // Confused, tails: 3 damage counters
  })
  it('Fire Spin does nothing without 2 basic Energy cards to discard', () => {
    // 1 Fire Energy and 3 Rainbow Energy (Special Energy) pay the cost, but only 1 basic Energy card is attached.
    const d = game({
      players: [{ active: { card: CAMERUPT, energy: [F, rs(95), rs(95), rs(95)] } }, { active: TARGET }],
    })
    attack(d, 'Fire Spin')
    expect(active(d.state, 1).damage).toBe(0)
    expect(active(d.state, 0).energy).toHaveLength(4)
  })
})

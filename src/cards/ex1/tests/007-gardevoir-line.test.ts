/** EX Ruby & Sapphire: the Gardevoir line (7 Gardevoir, 34-35 Kirlia, 66-68 Ralts) under EX rules. */
import { describe, expect, it } from 'vitest'
import { E, type PokemonSpec, active, attack, bench, energyOf, game, pile, rs } from './helpers'

/** Snorlax VMAX: 340 HP, weak to Fighting only, no Resistance. */
const TARGET: PokemonSpec = { card: ['swsh1-141', 'swsh1-142'] }
const P = E.psychic
const C = E.fire

const RALTS_66 = rs(66)
const RALTS_67 = rs(67)
const RALTS_68 = rs(68)
const KIRLIA_34 = [rs(66), rs(34)]
const KIRLIA_35 = [rs(67), rs(35)]
const GARDEVOIR = [rs(68), rs(34), rs(7)]

const PLAIN: [card: string | string[], attack: string, energy: string[], damage: number][] = [
  [RALTS_67, 'Headbutt', [C], 10],
  [RALTS_68, 'Pound', [C], 10],
  [KIRLIA_34, 'Super Psy', [P, C, C], 50],
]

describe('ex1 Gardevoir line: attacks with printed damage only', () => {
  for (const [card, name, energy, damage] of PLAIN)
    it(`${Array.isArray(card) ? card.at(-1) : card} ${name}: ${damage}`, () => {
      const d = game({ players: [{ active: { card, energy } }, { active: TARGET }] })
      attack(d, name)
      expect(active(d.state, 1).damage).toBe(damage)
    })
})

describe('ex1 Ralts', () => {
  it('66 Confuse Ray: 10 damage; heads Confuses, tails does not', () => {
    for (const heads of [true, false]) {
      const d = game({ flips: [heads], players: [{ active: { card: RALTS_66, energy: [P] } }, { active: TARGET }] })
      attack(d, 'Confuse Ray')
      expect(active(d.state, 1).damage).toBe(10)
      expect(active(d.state, 1).conditions.rotation).toBe(heads ? 'confused' : null)
    }
  })
  it('67 Hypnoblast: 20 damage and the Defending Pokémon is Asleep', () => {
    // The one flip is the Asleep check of the Pokémon Checkup: tails, it sleeps on.
    const d = game({ flips: [false], players: [{ active: { card: RALTS_67, energy: [P, C] } }, { active: TARGET }] })
    attack(d, 'Hypnoblast')
    expect(active(d.state, 1).damage).toBe(20)
    expect(active(d.state, 1).conditions.rotation).toBe('asleep')
  })
  it('68 Link Blast: 40 when both have the same amount of Energy, else 10', () => {
    const same = game({
      players: [{ active: { card: RALTS_68, energy: [P, C] } }, { active: { ...TARGET, energy: [C, C] } }],
    })
    attack(same, 'Link Blast')
    expect(active(same.state, 1).damage).toBe(40)
    const differ = game({
      players: [{ active: { card: RALTS_68, energy: [P, C] } }, { active: { ...TARGET, energy: [C] } }],
    })
    attack(differ, 'Link Blast')
    expect(active(differ.state, 1).damage).toBe(10)
  })
})

describe('ex1-34 Kirlia Removal Beam', () => {
  const board = (heads: boolean) =>
    game({
      flips: [heads],
      players: [{ active: { card: KIRLIA_34, energy: [P] } }, { active: { ...TARGET, energy: [C, E.water] } }],
    })
  it('heads: 10 damage and the attacker discards the Energy card it picks from the Defending Pokémon', () => {
    const d = board(true)
    attack(d, 'Removal Beam')
    d.pick('Water Energy')
    expect(active(d.state, 1).damage).toBe(10)
    expect(energyOf(d.state, active(d.state, 1))).toEqual([C])
    expect(pile(d.state, 1, 'discard')).toEqual([E.water])
  })
  it('tails: 10 damage and the Energy stays', () => {
    const d = board(false)
    attack(d, 'Removal Beam')
    expect(active(d.state, 1).damage).toBe(10)
    expect(active(d.state, 1).energy).toHaveLength(2)
  })
})

describe('ex1-35 Kirlia', () => {
  it('Dazzle Dance: no damage; heads Confuses, tails does not', () => {
    for (const heads of [true, false]) {
      const d = game({ flips: [heads], players: [{ active: { card: KIRLIA_35, energy: [C] } }, { active: TARGET }] })
      attack(d, 'Dazzle Dance')
      expect(active(d.state, 1).damage).toBe(0)
      expect(active(d.state, 1).conditions.rotation).toBe(heads ? 'confused' : null)
    }
  })
  it('Life Drain, heads: damage counters until the Defending Pokémon has 10 HP left, Weakness aside', () => {
    // Ralts (50 HP, weak to Psychic) with 10 damage: 3 counters bring it to 40 damage.
    const d = game({
      flips: [true],
      players: [{ active: { card: KIRLIA_35, energy: [P] } }, { active: { card: RALTS_66, damage: 10 } }],
    })
    attack(d, 'Life Drain')
    expect(active(d.state, 1).damage).toBe(40)
    const big = game({ flips: [true], players: [{ active: { card: KIRLIA_35, energy: [P] } }, { active: TARGET }] })
    attack(big, 'Life Drain')
    expect(active(big.state, 1).damage).toBe(330)
  })
  it('Life Drain, tails: nothing; and nothing on a Pokémon already at 10 HP', () => {
    const tails = game({ flips: [false], players: [{ active: { card: KIRLIA_35, energy: [P] } }, { active: TARGET }] })
    attack(tails, 'Life Drain')
    expect(active(tails.state, 1).damage).toBe(0)
    const low = game({
      flips: [true],
      players: [{ active: { card: KIRLIA_35, energy: [P] } }, { active: { card: RALTS_66, damage: 40 } }],
    })
    attack(low, 'Life Drain')
    expect(active(low.state, 1).damage).toBe(40)
  })
})

describe('ex1-7 Gardevoir', () => {
  it('Energy Burst: 10 for each Energy on Gardevoir and the Defending Pokémon', () => {
    const d = game({
      players: [{ active: { card: GARDEVOIR, energy: [P, C] } }, { active: { ...TARGET, energy: [C, C, C] } }],
    })
    attack(d, 'Energy Burst')
    expect(active(d.state, 1).damage).toBe(50)
  })
  it('Psy Shadow: a Psychic Energy card from the deck onto a Pokémon of your choice, with 2 damage counters; once a turn', () => {
    const d = game({
      players: [{ active: { card: GARDEVOIR }, bench: [RALTS_66], deck: [C, P, C] }, { active: TARGET }],
    })
    d.pick('Use Psy Shadow')
    d.pick('Psychic Energy')
    d.pick((o) => o.label.includes('Ralts'))
    expect(energyOf(d.state, bench(d.state, 0, 0))).toEqual([P])
    expect(bench(d.state, 0, 0).damage).toBe(20)
    expect(pile(d.state, 0, 'deck')).toHaveLength(2)
    expect(d.has('Use Psy Shadow')).toBe(false)
  })
  it('Psy Shadow: the counters can Knock Out the Pokémon that gets the Energy', () => {
    const d = game({
      players: [
        { active: { card: GARDEVOIR }, bench: [{ card: RALTS_66, damage: 40 }], deck: [P, C] },
        { active: TARGET },
      ],
    })
    d.pick('Use Psy Shadow').pick('Psychic Energy').pick('Ralts')
    expect(d.state.players[0].bench.filter(Boolean)).toHaveLength(0)
    expect(pile(d.state, 0, 'discard').sort()).toEqual([P, RALTS_66].sort())
  })
  it('Psy Shadow: not while Gardevoir has any Special Condition, Burn and Poison included', () => {
    for (const cond of ['poisoned', 'burned', 'confused'] as const) {
      const d = game({ players: [{ active: { card: GARDEVOIR, conditions: [cond] }, deck: [P] }, { active: TARGET }] })
      expect(d.has('Use Psy Shadow'), cond).toBe(false)
    }
    const benched = game({
      players: [
        { active: { card: RALTS_66, conditions: ['poisoned'] }, bench: [{ card: GARDEVOIR }], deck: [P] },
        { active: TARGET },
      ],
    })
    expect(benched.has('Use Psy Shadow')).toBe(true)
  })
})

/**
 * ex2-16 Espeon, 18 Kecleon, 20 Pichu, 24 Umbreon, 25 Vaporeon, 26 Wobbuffet, 35 Electabuzz, 36 Elekid, 38 Illumise,
 * 54 Wynaut, 63 Eevee, under the EX-era rules (seed [003]); interpretations in docs/rulings/ex2-16-63.md.
 */
import { describe, expect, it } from 'vitest'
import { E, active, bench, energyOf, game, menu, pile, ss, top } from './helpers'

const { dce, fighting: F, fire: R, lightning: L, psychic: P, water: W } = E
const EEVEE = ss(63)
/** A basic Darkness Energy card (the Scarlet & Violet print; ex1's Darkness Energy is a Special Energy card). */
const D = 'sve-7'
const GROVYLE = { card: ['ex1-75', 'ex1-31'] } // Grass, Resistance to Water
const MAGMAR_EX = 'ex1-100' // Pokémon-ex: Super Singe, 40 and Burned
const ELECTABUZZ_EX = 'ex1-97' // Pokémon-ex: Thundershock, 10 and on heads Paralyzed

describe('Baby Pokémon: ex2-20 Pichu, ex2-36 Elekid, ex2-54 Wynaut', () => {
  for (const [baby, into, name] of [
    [20, 72, 'Pikachu'],
    [36, 35, 'Electabuzz'],
    [54, 26, 'Wobbuffet'],
  ] as const) {
    it(`${name}: Baby Evolution puts ${name} from the hand on ex2-${baby} and removes all its damage counters`, () => {
      const d = game({ players: [{ active: { card: ss(baby), damage: 30 }, hand: [ss(into)] }, { active: ss(75) }] })
      d.pick('Use Baby Evolution')
      expect(top(d.state, active(d.state, 0))).toBe(ss(into))
      expect(active(d.state, 0).damage).toBe(0)
      expect(pile(d.state, 0, 'hand')).toEqual([])
    })

    it(`ex2-${baby} is a Baby Pokémon: the attacker flips first, tails ends its turn without the attack ([003] step 1)`, () => {
      for (const heads of [true, false]) {
        const d = game({
          // The Baby flip, then Poison Needle's own coin (tails: no Poison).
          flips: heads ? [true, false] : [false],
          players: [{ active: { card: ss(75), energy: [F] } }, { active: ss(baby) }],
        })
        d.pick('Attack: Poison Needle')
        expect(active(d.state, 1).damage > 0, `heads ${heads}`).toBe(heads)
        expect(d.state.current).toBe(1)
      }
    })
  }

  it('Baby Evolution is not offered without the evolution in the hand', () => {
    expect(menu(game({ players: [{ active: ss(20), hand: [ss(35)] }, { active: ss(75) }] }))).not.toContain(
      'Use Baby Evolution',
    )
  })

  it('Pichu, Energy Retrieval: up to 2 basic Energy cards from the discard pile to 1 Pokémon, 1 counter each', () => {
    const d = game({
      players: [{ active: { card: ss(20), energy: [L] }, bench: [ss(72)], discard: [R, W, dce] }, { active: ss(75) }],
    })
    d.pick('Attack: Energy Retrieval')
    // Double Colorless Energy is not a basic Energy card.
    expect(d.labels()).toEqual(['Fire Energy', 'Water Energy'])
    d.pickIndices([0, 1]).pick('Pikachu')
    expect(energyOf(d.state, bench(d.state, 0, 0))).toEqual([R, W])
    expect(bench(d.state, 0, 0).damage).toBe(20)
    expect(pile(d.state, 0, 'discard')).toEqual([dce])
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('Pichu, Energy Retrieval with one card: 1 damage counter', () => {
    const d = game({ players: [{ active: { card: ss(20), energy: [L] }, discard: [W] }, { active: ss(75) }] })
    d.pick('Attack: Energy Retrieval').pick('Water Energy').pick('Pichu')
    expect(energyOf(d.state, active(d.state, 0))).toEqual([L, W])
    expect(active(d.state, 0).damage).toBe(10)
  })

  it('Elekid, Gather Energy: a basic Energy card from the deck to 1 of your Pokémon', () => {
    const d = game({
      players: [{ active: { card: ss(36), energy: [L] }, bench: [ss(72)], deck: [ss(75), W, dce] }, { active: ss(75) }],
    })
    d.pick('Attack: Gather Energy')
    expect(d.labels().filter((l) => l !== 'Done')).toEqual(['Water Energy'])
    d.pick('Water Energy').pick('Pikachu')
    expect(energyOf(d.state, bench(d.state, 0, 0))).toEqual([W])
    expect(pile(d.state, 0, 'deck').sort()).toEqual([ss(75), dce].sort())
  })

  it('Wynaut, Alluring Smile: a Basic Pokémon or Evolution card for each Energy attached', () => {
    const d = game({
      players: [
        { active: { card: ss(54), energy: [P, R] }, deck: [ss(75), ss(16), ss(86), ss(63), W] },
        { active: ss(75) },
      ],
    })
    d.pick('Attack: Alluring Smile')
    // Pokémon cards only (Sandshrew, Espeon, Eevee), and 2 Energy attached: at most 2 of them.
    expect(d.labels().filter((l) => l !== 'Done')).toEqual(['Sandshrew', 'Espeon', 'Eevee'])
    expect(d.tryPick([0, 1, 2])).not.toBeNull()
    d.pick('Sandshrew', 'Espeon')
    expect(pile(d.state, 0, 'hand').sort()).toEqual([ss(75), ss(16)].sort())
  })
})

describe('ex2-63 Eevee and its evolutions', () => {
  it('Signs of Evolution: up to 3 cards that evolve from Eevee', () => {
    const d = game({
      players: [
        { active: { card: EEVEE, energy: [R] }, deck: [ss(16), ss(72), ss(24), ss(25), ss(5)] },
        { active: ss(75) },
      ],
    })
    d.pick('Attack: Signs of Evolution')
    expect(d.labels().filter((l) => l !== 'Done')).toEqual(['Espeon', 'Umbreon', 'Vaporeon', 'Flareon'])
    expect(d.tryPick([0, 1, 2, 3])).not.toBeNull()
    d.pick('Espeon', 'Umbreon', 'Vaporeon')
    expect(pile(d.state, 0, 'hand').sort()).toEqual([ss(16), ss(24), ss(25)].sort())
  })

  for (const heads of [true, false])
    it(`Quick Attack: ${heads ? 'heads, 20' : 'tails, 10'}`, () => {
      const d = game({ flips: [heads], players: [{ active: { card: EEVEE, energy: [R] } }, { active: 'base1-2' }] })
      d.pick('Attack: Quick Attack')
      expect(active(d.state, 1).damage).toBe(heads ? 20 : 10)
    })

  for (const [card, cost, damage] of [
    [16, [P], 20],
    [24, [R], 10],
  ] as const)
    for (const heads of [true, false])
      it(`ex2-${card} Confuse Ray: ${damage}${heads ? ' and Confused' : ''}`, () => {
        const d = game({
          flips: [heads],
          players: [{ active: { card: [EEVEE, ss(card)], energy: [...cost] } }, { active: 'base1-2' }],
        })
        d.pick('Attack: Confuse Ray')
        expect(active(d.state, 1).damage).toBe(damage)
        expect(active(d.state, 1).conditions.rotation).toBe(heads ? 'confused' : null)
      })

  it("Espeon, Energy Crush: 20 plus 10 for each Energy on all the opponent's Pokémon (Double Colorless: 2)", () => {
    const d = game({
      players: [
        { active: { card: [EEVEE, ss(16)], energy: [P, R, R] } },
        { active: { card: 'base1-2', energy: [W, dce] }, bench: [{ card: ss(75), energy: [F] }, ss(72)] },
      ],
    })
    d.pick('Attack: Energy Crush')
    expect(active(d.state, 1).damage).toBe(60)
  })

  it('Umbreon, Moon Impact: 40', () => {
    const d = game({ players: [{ active: { card: [EEVEE, ss(24)], energy: [D, R, R] } }, { active: 'base1-2' }] })
    d.pick('Attack: Moon Impact')
    expect(active(d.state, 1).damage).toBe(40)
  })

  it("Vaporeon, Aqua Sonic: Resistance doesn't apply (Aurora Beam's does)", () => {
    const sonic = game({ players: [{ active: { card: [EEVEE, ss(25)], energy: [W, R, R] } }, { active: GROVYLE }] })
    sonic.pick('Attack: Aqua Sonic')
    expect(active(sonic.state, 1).damage).toBe(50)
    const beam = game({ players: [{ active: { card: [EEVEE, ss(25)], energy: [W, R] } }, { active: GROVYLE }] })
    beam.pick('Attack: Aurora Beam')
    expect(active(beam.state, 1).damage).toBe(0)
  })
})

describe('ex2-18 Kecleon, Energy Variation', () => {
  // One heads of Double Scratch: 20, before Weakness. Volbeat (ex2-53) is weak to Fire.
  for (const [energy, damage, what] of [
    [[R, R], 40, 'a Fire Energy card attached: Fire, so Volbeat is weak to it'],
    [[dce], 20, 'only a Special Energy card attached: still Colorless'],
    [[W, F], 20, 'Water and Fighting attached: neither is Fire'],
  ] as const)
    it(`${what}`, () => {
      const d = game({
        flips: [true, false],
        players: [{ active: { card: ss(18), energy: [...energy] } }, { active: ss(53) }],
      })
      d.pick('Attack: Double Scratch')
      expect(active(d.state, 1).damage).toBe(damage)
    })

  it("is every type attached at once: Fire and Fighting, Illumise's Weakness to Fire and Glowing Screen both apply", () => {
    const d = game({
      flips: [true, true],
      players: [{ active: { card: ss(18), energy: [R, F] } }, { active: ss(38), bench: [ss(53)] }],
    })
    d.pick('Attack: Double Scratch')
    // 40, ×2 for Fire (Weakness), then 30 less against a Fighting Pokémon (Glowing Screen): 50.
    expect(active(d.state, 1).damage).toBe(50)
  })
})

describe('ex2-26 Wobbuffet, Safeguard', () => {
  it("a Pokémon-ex's attack does nothing to it: no damage, no Burn", () => {
    const d = game({
      current: 1,
      players: [{ active: ss(26) }, { active: { card: MAGMAR_EX, energy: [R, R, R] } }],
    })
    d.pick('Attack: Super Singe')
    expect(active(d.state, 0).damage).toBe(0)
    expect(active(d.state, 0).conditions.burned).toBe(false)
  })

  it("a Pokémon-ex's coin-flip Paralysis does not reach it", () => {
    const d = game({
      current: 1,
      flips: [true],
      players: [{ active: ss(26) }, { active: { card: ELECTABUZZ_EX, energy: [L] } }],
    })
    d.pick('Attack: Thundershock')
    expect(active(d.state, 0).damage).toBe(0)
    expect(active(d.state, 0).conditions.rotation).toBeNull()
  })

  it("on the Bench too: Aggron ex's Metal Surge does its 20 to the other Benched Pokémon, not to Wobbuffet", () => {
    const d = game({
      current: 1,
      players: [
        { active: 'base1-2', bench: [ss(26), ss(72)] },
        { active: { card: [ss(56), ss(41), ss(95)], energy: [E.metal, E.metal, R, R, R] } },
      ],
    })
    d.pick('Attack: Metal Surge')
    expect(active(d.state, 0).damage).toBe(50)
    expect(bench(d.state, 0, 0).damage).toBe(0)
    expect(bench(d.state, 0, 1).damage).toBe(20)
  })

  it('a Pokémon that is not a Pokémon-ex still damages and Confuses it (Weakness to Psychic)', () => {
    const d = game({
      current: 1,
      flips: [true],
      players: [{ active: ss(26) }, { active: { card: [EEVEE, ss(16)], energy: [P] } }],
    })
    d.pick('Attack: Confuse Ray')
    expect(active(d.state, 0).damage).toBe(40)
    expect(active(d.state, 0).conditions.rotation).toBe('confused')
  })

  it('Flip Over: 50, and 10 to Wobbuffet itself without its own Weakness to Psychic', () => {
    const d = game({ players: [{ active: { card: ss(26), energy: [P, R, R] } }, { active: 'base1-2' }] })
    d.pick('Attack: Flip Over')
    expect(active(d.state, 1).damage).toBe(50)
    expect(active(d.state, 0).damage).toBe(10)
  })
})

describe('ex2-35 Electabuzz', () => {
  it('Plasma, heads: 10 and a Lightning Energy card from the discard pile attached to Electabuzz', () => {
    const d = game({
      flips: [true],
      players: [{ active: { card: ss(35), energy: [R] }, discard: [R, L] }, { active: 'base1-2' }],
    })
    d.pick('Attack: Plasma')
    expect(d.labels()).toEqual(['Lightning Energy'])
    d.pick('Lightning Energy')
    expect(energyOf(d.state, active(d.state, 0))).toEqual([R, L])
    expect(pile(d.state, 0, 'discard')).toEqual([R])
    // Blastoise is weak to Lightning.
    expect(active(d.state, 1).damage).toBe(20)
  })

  it('Plasma, tails: 10 only', () => {
    const d = game({
      flips: [false],
      players: [{ active: { card: ss(35), energy: [R] }, discard: [L] }, { active: 'base1-2' }],
    })
    d.pick('Attack: Plasma')
    expect(energyOf(d.state, active(d.state, 0))).toEqual([R])
    expect(active(d.state, 1).damage).toBe(20)
  })

  for (const [where, damage] of [
    ['Active', 80],
    ['Bench', 40],
  ] as const)
    it(`Thunder Spear: 40 to the chosen Pokémon, ${where} (${damage}: Weakness only for the Active)`, () => {
      const d = game({
        players: [{ active: { card: ss(35), energy: [L, R, R] } }, { active: 'base1-2', bench: ['base1-2'] }],
      })
      d.pick('Attack: Thunder Spear')
      d.pickIndices([where === 'Active' ? 0 : 1])
      const hit = where === 'Active' ? active(d.state, 1) : bench(d.state, 1, 0)
      const other = where === 'Active' ? bench(d.state, 1, 0) : active(d.state, 1)
      expect(hit.damage).toBe(damage)
      expect(other.damage).toBe(0)
    })
})

describe('ex2-38 Illumise', () => {
  // Attackers: base1-7 Hitmonchan (Fighting) Special Punch 40; Umbreon (Darkness) Moon Impact 40; Pikachu Pika Bolt 40.
  const HITMONCHAN = { card: 'base1-7', energy: [F, F, F] }
  const UMBREON = { card: [EEVEE, ss(24)], energy: [D, R, R] }
  const PIKACHU = { card: ss(72), energy: [L, L, L] }
  for (const [attacker, attack, volbeat, damage, what] of [
    [HITMONCHAN, 'Special Punch', 'mine', 10, 'a Fighting attacker, Volbeat on my Bench: 30 less'],
    [UMBREON, 'Moon Impact', 'theirs', 10, "a Darkness attacker, Volbeat on the opponent's Bench: 30 less"],
    [HITMONCHAN, 'Special Punch', 'none', 40, 'no Volbeat in play: full damage'],
    [PIKACHU, 'Pika Bolt', 'mine', 40, 'a Lightning attacker: full damage'],
    [HITMONCHAN, 'Special Punch', 'two', 10, 'two Volbeat: still only 30 less'],
  ] as const)
    it(`Glowing Screen: ${what}`, () => {
      const d = game({
        current: 1,
        players: [
          { active: ss(38), bench: volbeat === 'mine' ? [ss(53)] : volbeat === 'two' ? [ss(53), ss(53)] : [] },
          { active: attacker, bench: volbeat === 'theirs' ? [ss(53)] : [] },
        ],
      })
      d.pick(`Attack: ${attack}`)
      expect(active(d.state, 0).damage).toBe(damage)
    })

  for (const heads of [true, false])
    it(`Chaotic Noise: ${heads ? 'heads, Confused' : 'tails, Asleep'}`, () => {
      // The second coin is the Asleep check at Pokémon Checkup: tails, it stays Asleep.
      const d = game({
        flips: [heads, false],
        players: [{ active: { card: ss(38), energy: [R] } }, { active: 'base1-2' }],
      })
      d.pick('Attack: Chaotic Noise')
      expect(active(d.state, 1).conditions.rotation).toBe(heads ? 'confused' : 'asleep')
    })

  for (const cond of [null, 'poisoned'] as const)
    it(`Pester: 20${cond ? ' plus 20 against a Pokémon with a Special Condition' : ''}`, () => {
      const d = game({
        players: [
          { active: { card: ss(38), energy: [E.grass, R] } },
          { active: { card: 'base1-2', conditions: cond ? [cond] : [] } },
        ],
      })
      d.pick('Attack: Pester')
      // Poisoned: 10 more at Pokémon Checkup.
      expect(active(d.state, 1).damage).toBe(cond ? 50 : 20)
    })
})

/**
 * EX Ruby & Sapphire: the Wurmple family (78 Wurmple, 43 Silcoon, 26 Cascoon, 2 Beautifly, 6 Dustox), 18 Nosepass,
 * 44 and 71 Skitty and 5 Delcatty, under EX rules. Rulings: docs/rulings/ex1-wurmple-skitty-nosepass.md.
 */
import { describe, expect, it } from 'vitest'
import { viewFor } from '../../../engine'
import { E, type PokemonSpec, active, attack, bench, game, pile, rs, top } from './helpers'

const G = E.grass
const C = E.fire
const W = E.water

const WURMPLE = rs(78)
const SILCOON = [rs(78), rs(43)]
const CASCOON = [rs(78), rs(26)]
const BEAUTIFLY = [rs(78), rs(43), rs(2)]
const DUSTOX = [rs(78), rs(26), rs(6)]
const NOSEPASS = rs(18)
const SKITTY_44 = rs(44)
const SKITTY_71 = rs(71)
const DELCATTY = [rs(44), rs(5)]
/** Combusken (ex1-27): Flare, [R] for 20. */
const COMBUSKEN = [rs(73), rs(27)]
/** Lairon (ex1-36): 70 HP, Resistance Grass −30. */
const LAIRON: PokemonSpec = { card: [rs(49), rs(36)] }
/** Snorlax VMAX: 340 HP, weak to Fighting only, no Resistance. */
const TARGET: PokemonSpec = { card: ['swsh1-141', 'swsh1-142'] }

describe('ex1-78 Wurmple', () => {
  const deck = [rs(43), rs(26), rs(2), rs(6), C, C]
  it('Signs of Evolution: a card of one pair, then only its partner is offered; both are shown and taken', () => {
    const d = game({ players: [{ active: { card: WURMPLE, energy: [C] }, deck }, { active: TARGET }] })
    attack(d, 'Signs of Evolution')
    expect(d.labels().sort()).toEqual(['Beautifly', 'Cascoon', 'Dustox', 'Silcoon'])
    d.pick('Silcoon')
    // The second question offers only Beautifly: Silcoon and Cascoon, say, are not a pair.
    expect(d.labels()).toEqual(['Beautifly'])
    d.pick('Beautifly')
    expect(pile(d.state, 0, 'hand').sort()).toEqual([rs(2), rs(43)].sort())
    expect(pile(d.state, 0, 'deck')).toHaveLength(4)
    expect(d.events.some((e) => e.type === 'reveal')).toBe(true)
  })
  it('Signs of Evolution: one card of a pair alone is allowed (Dustox, no Cascoon)', () => {
    const d = game({ players: [{ active: { card: WURMPLE, energy: [C] }, deck }, { active: TARGET }] })
    attack(d, 'Signs of Evolution').pick('Dustox')
    expect(d.labels()).toEqual(['Cascoon'])
    d.pickIndices([])
    expect(pile(d.state, 0, 'hand')).toEqual([rs(6)])
  })
  it('Poison Barb: the Defending Pokémon is Poisoned, no damage', () => {
    const d = game({ players: [{ active: { card: WURMPLE, energy: [G] } }, { active: TARGET }] })
    attack(d, 'Poison Barb')
    expect(active(d.state, 1).conditions.poisoned).toBe(true)
    // No damage from the attack; 1 counter from Poison at the Pokémon Checkup that follows.
    expect(active(d.state, 1).damage).toBe(10)
  })
})

describe('Hard Cocoon (ex1-43 Silcoon, 26 Cascoon; Poké-Body)', () => {
  for (const [name, card] of [
    ['Silcoon', SILCOON],
    ['Cascoon', CASCOON],
  ] as const)
    it(`${name}: on the opponent's turn, heads takes 30 off the damage after Weakness; tails takes nothing`, () => {
      const hit = (heads: boolean) => {
        const d = game({
          current: 1,
          flips: [heads],
          players: [{ active: { card: [...card] } }, { active: { card: COMBUSKEN, energy: [C] } }],
        })
        attack(d, 'Flare')
        return { damage: active(d.state, 0).damage, coins: d.events.filter((e) => e.type === 'coin').length }
      }
      // Flare 20, ×2 for the Fire Weakness = 40; heads 10.
      expect(hit(true)).toEqual({ damage: 10, coins: 1 })
      expect(hit(false)).toEqual({ damage: 40, coins: 1 })
    })
})

describe('ex1-43 Silcoon Gooey Thread', () => {
  it("10 damage, and the Defending Pokémon can't retreat during the opponent's next turn", () => {
    const d = game({
      players: [
        { active: { card: SILCOON, energy: [G] } },
        { active: { card: SKITTY_71, energy: [C] }, bench: [WURMPLE] },
      ],
    })
    attack(d, 'Gooey Thread')
    expect(active(d.state, 1).damage).toBe(10)
    d.pick('End turn')
    expect(d.labels().some((l) => l.startsWith('Retreat'))).toBe(false)
  })
})

describe('ex1-26 Cascoon Poison Thread', () => {
  it('the Defending Pokémon is Poisoned', () => {
    const d = game({ players: [{ active: { card: CASCOON, energy: [G] } }, { active: TARGET }] })
    attack(d, 'Poison Thread')
    expect(active(d.state, 1).conditions.poisoned).toBe(true)
  })
})

describe('ex1-2 Beautifly', () => {
  it("Withering Dust: no Active Pokémon's Resistance applies while Beautifly is in play, on either side", () => {
    // Dustox's Gust, 50 (Grass) against Lairon (Resistance Grass −30).
    const gust = (mine: string[][], theirs: string[][]) => {
      const d = game({
        players: [
          { active: { card: DUSTOX, energy: [G, C, C] }, bench: mine.map((card) => ({ card })) },
          { active: LAIRON, bench: theirs.map((card) => ({ card })) },
        ],
      })
      attack(d, 'Gust')
      return active(d.state, 1).damage
    }
    expect(gust([], [])).toBe(20)
    expect(gust([BEAUTIFLY], [])).toBe(50)
    expect(gust([], [BEAUTIFLY])).toBe(50)
  })
  it('Stun Spore: 20, and Paralyzed on heads only', () => {
    for (const heads of [true, false]) {
      const d = game({ flips: [heads], players: [{ active: { card: BEAUTIFLY, energy: [G] } }, { active: TARGET }] })
      attack(d, 'Stun Spore')
      expect(active(d.state, 1).damage).toBe(20)
      expect(active(d.state, 1).conditions.rotation).toBe(heads ? 'paralyzed' : null)
    }
  })
  it('Parallel Gain: 50, then 1 damage counter off each of your Pokémon, Beautifly included', () => {
    const d = game({
      players: [
        {
          active: { card: BEAUTIFLY, energy: [G, C, C], damage: 30 },
          bench: [{ card: WURMPLE, damage: 20 }, { card: NOSEPASS }],
        },
        { active: TARGET },
      ],
    })
    attack(d, 'Parallel Gain')
    expect(active(d.state, 1).damage).toBe(50)
    expect(active(d.state, 0).damage).toBe(20)
    expect(bench(d.state, 0, 0).damage).toBe(10)
    expect(bench(d.state, 0, 1).damage).toBe(0)
  })
})

describe('ex1-6 Dustox', () => {
  it("Protective Dust: the opponent's Lullaby does its 10 damage, but Dustox does not fall Asleep", () => {
    // The second coin is the Checkup's Sleep flip (tails: still Asleep).
    const d = game({
      current: 1,
      flips: [false],
      players: [{ active: { card: DUSTOX } }, { active: { card: SKITTY_44, energy: [C] } }],
    })
    attack(d, 'Lullaby')
    expect(active(d.state, 0).damage).toBe(10)
    expect(active(d.state, 0).conditions.rotation).toBe(null)
    // Without the Poké-Body (Cascoon: its Hard Cocoon coin, then the Sleep flip), the same attack puts it to sleep.
    const e = game({
      current: 1,
      flips: [false, false],
      players: [{ active: { card: CASCOON } }, { active: { card: SKITTY_44, energy: [C] } }],
    })
    attack(e, 'Lullaby')
    expect(active(e.state, 0).conditions.rotation).toBe('asleep')
  })
  it('Protective Dust: Repulsion on heads does not send Dustox back to the hand', () => {
    const d = game({
      current: 1,
      flips: [true],
      players: [{ active: { card: DUSTOX }, bench: [WURMPLE] }, { active: { card: NOSEPASS, energy: [C, C] } }],
    })
    attack(d, 'Repulsion')
    expect(active(d.state, 0).stack).toHaveLength(3)
    expect(pile(d.state, 0, 'hand')).not.toContain(rs(6))
  })
  it('Toxic: Poisoned, and 2 damage counters between turns instead of 1', () => {
    const d = game({ players: [{ active: { card: DUSTOX, energy: [G, C] } }, { active: TARGET }] })
    attack(d, 'Toxic')
    expect(active(d.state, 1).conditions.poisoned).toBe(true)
    // The turn ends after the attack: Pokémon Checkup puts 2 counters on.
    expect(active(d.state, 1).damage).toBe(20)
  })
  it('Gust: 50', () => {
    const d = game({ players: [{ active: { card: DUSTOX, energy: [G, C, C] } }, { active: TARGET }] })
    attack(d, 'Gust')
    expect(active(d.state, 1).damage).toBe(50)
  })
})

describe('ex1-18 Nosepass', () => {
  const deck = [C, rs(2), W]
  it("Invisible Hand: with an evolved Pokémon as the opponent's Active, any card of the deck to the hand", () => {
    const d = game({
      players: [{ active: { card: NOSEPASS, energy: [C] }, deck }, { active: { card: SILCOON } }],
    })
    attack(d, 'Invisible Hand').pick('Beautifly')
    expect(pile(d.state, 0, 'hand')).toEqual([rs(2)])
    expect(pile(d.state, 0, 'deck')).toHaveLength(2)
  })
  it('Invisible Hand: against a Basic Pokémon nothing happens, no search', () => {
    const d = game({ players: [{ active: { card: NOSEPASS, energy: [C] }, deck }, { active: { card: WURMPLE } }] })
    attack(d, 'Invisible Hand')
    expect(d.state.pending?.ask).not.toBe('choose-cards')
    expect(pile(d.state, 0, 'hand')).toEqual([])
    expect(pile(d.state, 0, 'deck')).toHaveLength(3)
  })
  it('Repulsion, heads: the Defending Pokémon and its cards go to the hand; the opponent picks a new Active', () => {
    const d = game({
      flips: [true],
      players: [
        { active: { card: NOSEPASS, energy: [C, C] } },
        { active: { card: SILCOON, energy: [G], damage: 20 }, bench: [SKITTY_71, NOSEPASS] },
      ],
    })
    attack(d, 'Repulsion')
    expect(d.state.pending).toMatchObject({ seat: 1, ask: 'promote' })
    d.pick('Skitty')
    // Silcoon, the Wurmple under it and its Grass Energy, beside the card drawn for the turn.
    expect(pile(d.state, 1, 'hand')).toEqual(expect.arrayContaining([rs(78), rs(43), G]))
    expect(pile(d.state, 1, 'hand')).toHaveLength(4)
    expect(pile(d.state, 1, 'discard')).toEqual([])
    expect(top(d.state, active(d.state, 1))).toBe(SKITTY_71)
  })
  it('Repulsion in a 2-on-2 Battle: the emptied Active Spot is filled from the Bench before the turn ends', () => {
    // seed 003 Appendix A: "At any point during the game, if you only have one Active Pokémon, but still have a
    // Pokémon on the Bench, choose a Benched Pokémon to go into the battlefield."
    const d = game({
      format: 'double',
      flips: [true],
      players: [
        { active: { card: NOSEPASS, energy: [C, C] } },
        { active: { card: SILCOON }, secondActive: { card: WURMPLE }, bench: [SKITTY_71, NOSEPASS] },
      ],
    })
    attack(d, 'Repulsion on Silcoon')
    expect(d.state.pending).toMatchObject({ seat: 1, ask: 'promote' })
    expect(d.state.current).toBe(0) // still the attacker's turn: before the Checkup
    d.pick('Skitty')
    expect(d.state.players[1].secondActive && top(d.state, d.state.players[1].secondActive)).toBe(SKITTY_71)
  })
  it('Repulsion, tails: nothing; with no Benched Pokémon: nothing, and no coin', () => {
    const tails = game({
      flips: [false],
      players: [{ active: { card: NOSEPASS, energy: [C, C] } }, { active: { card: WURMPLE }, bench: [SKITTY_71] }],
    })
    attack(tails, 'Repulsion')
    expect(top(tails.state, active(tails.state, 1))).toBe(WURMPLE)
    const alone = game({
      flips: [true],
      players: [{ active: { card: NOSEPASS, energy: [C, C] } }, { active: { card: WURMPLE } }],
    })
    attack(alone, 'Repulsion')
    expect(top(alone.state, active(alone.state, 1))).toBe(WURMPLE)
    expect(alone.events.filter((e) => e.type === 'coin')).toHaveLength(0)
  })
})

describe('ex1-44 and ex1-71 Skitty', () => {
  it('44 Minor Errand-Running: 2 basic Energy cards from the deck, shown, into the hand', () => {
    const d = game({
      players: [{ active: { card: SKITTY_44, energy: [C] }, deck: [rs(2), G, W, C] }, { active: TARGET }],
    })
    attack(d, 'Minor Errand-Running')
    expect(d.labels()).not.toContain('Beautifly')
    d.pick('Grass Energy', 'Water Energy')
    expect(pile(d.state, 0, 'hand').sort()).toEqual([G, W].sort())
    expect(d.events.some((e) => e.type === 'reveal')).toBe(true)
  })
  it('44 Lullaby: 10 damage and Asleep', () => {
    // The coin is the Checkup's Sleep flip (tails: still Asleep).
    const d = game({ flips: [false], players: [{ active: { card: SKITTY_44, energy: [C] } }, { active: TARGET }] })
    attack(d, 'Lullaby')
    expect(active(d.state, 1).damage).toBe(10)
    expect(active(d.state, 1).conditions.rotation).toBe('asleep')
  })
  it('71 Tackle 10; Lunge 30 on heads, nothing on tails', () => {
    const hit = (name: string, flips: boolean[]) => {
      const d = game({ flips, players: [{ active: { card: SKITTY_71, energy: [C, C] } }, { active: TARGET }] })
      attack(d, name)
      return active(d.state, 1).damage
    }
    expect(hit('Tackle', [])).toBe(10)
    expect(hit('Lunge', [true])).toBe(30)
    expect(hit('Lunge', [false])).toBe(0)
  })
})

describe('ex1-5 Delcatty', () => {
  const deck = [rs(2), rs(6), rs(18), W]
  it('Energy Draw: discard an Energy card from the hand, then draw 3; once a turn', () => {
    const d = game({ players: [{ active: { card: DELCATTY }, hand: [G, rs(43)], deck }, { active: TARGET }] })
    d.pick('Use Energy Draw')
    expect(d.labels()).toEqual(['Grass Energy'])
    d.pick('Grass Energy')
    expect(d.labels()).toEqual(['Draw 3 cards', 'Draw 2 cards', 'Draw 1 card', 'Draw no cards'])
    d.pick('Draw 3 cards')
    expect(pile(d.state, 0, 'discard')).toEqual([G])
    expect(pile(d.state, 0, 'hand').sort()).toEqual([rs(43), rs(2), rs(6), rs(18)].sort())
    expect(d.has('Use Energy Draw')).toBe(false)
  })
  it('Energy Draw: the opponent does not see which Energy cards the hand holds while the player chooses (design.md wall 4)', () => {
    const d = game({ players: [{ active: { card: DELCATTY }, hand: [G, W], deck }, { active: TARGET }] })
    d.pick('Use Energy Draw')
    expect(viewFor(d.state, 0).pending?.decision?.options).toHaveLength(2)
    expect(viewFor(d.state, 1).pending?.decision).toBeNull()
    expect(JSON.stringify(viewFor(d.state, 1))).not.toContain('Grass Energy')
  })
  it('Energy Draw: "up to 3" lets the player draw fewer, none included', () => {
    const d = game({ players: [{ active: { card: DELCATTY }, hand: [G], deck }, { active: TARGET }] })
    d.pick('Use Energy Draw').pick('Grass Energy').pick('Draw no cards')
    expect(pile(d.state, 0, 'hand')).toEqual([])
    expect(pile(d.state, 0, 'deck')).toHaveLength(4)
  })
  it('Energy Draw: not without an Energy card in the hand, nor under any Special Condition (Poison too)', () => {
    const none = game({ players: [{ active: { card: DELCATTY }, hand: [rs(43)], deck }, { active: TARGET }] })
    expect(none.has('Use Energy Draw')).toBe(false)
    const poisoned = game({
      players: [{ active: { card: DELCATTY, conditions: ['poisoned'] }, hand: [G], deck }, { active: TARGET }],
    })
    expect(poisoned.has('Use Energy Draw')).toBe(false)
  })
  it('Max Energy Source: 10 for each Energy attached to your Active Pokémon', () => {
    const hit = (energy: string[]) => {
      const d = game({ players: [{ active: { card: DELCATTY, energy } }, { active: TARGET }] })
      attack(d, 'Max Energy Source')
      return active(d.state, 1).damage
    }
    expect(hit([C])).toBe(10)
    expect(hit([C, G, W])).toBe(30)
  })
})

/**
 * rules.md §1.13 Card wording conventions (WD-1…WD-6), as the decision protocol and effect API carry them.
 * The wording of a particular card is the card author's job; what the engine guarantees is that a card's
 * "min/max" is enforced on every answer, that draws stop at an empty deck, and that counters are 10 each.
 */
import { describe, expect, it } from 'vitest'
import { active, attack, filler, game, pile } from './helpers'

describe('rules.md WD-1: "up to X"', () => {
  it('rules.md WD-1: "discard up to 2" needs at least 1 and at most 2 picks', () => {
    const d = game({
      players: [
        { active: 'big-basic', hand: ['m-trash', 'energy-water', 'energy-grass', 'energy-fighting'] },
        { active: 'big-basic' },
      ],
    })
    d.pick('Play Trash Up To Two')
    expect(d.state.pending).toMatchObject({ ask: 'choose-cards', min: 1, max: 2 })
    expect(d.tryPick([])).toMatch(/between 1 and 2/)
    expect(d.tryPick([0, 1, 2])).toMatch(/between 1 and 2/)
    d.pickIndices([0, 1])
    expect(pile(d.state, 0, 'hand')).toHaveLength(1)
  })
  it('rules.md WD-1: "draw up to X" allows choosing 0 (rules.md §7.1)', () => {
    const d = game({
      players: [{ active: 'big-basic', hand: ['m-drawupto'], deck: filler(5) }, { active: 'big-basic' }],
    })
    d.pick('Play Draw Up To Three').pick('0')
    expect(d.state.players[0].hand).toHaveLength(0)
    expect(d.state.players[0].deck).toHaveLength(5)
  })
})

describe('rules.md WD-2 / WD-3: "any number" and "you may"', () => {
  it('rules.md WD-2: "any number" allows 0', () => {
    const d = game({
      players: [{ active: 'big-basic', hand: ['m-anyamount', 'energy-water'] }, { active: 'big-basic' }],
    })
    d.pick('Play Toss Any')
    expect(d.state.pending).toMatchObject({ min: 0 })
    d.pickIndices([])
    expect(pile(d.state, 0, 'hand')).toEqual(['energy-water'])
  })
  it('rules.md WD-3: "you may" is optional: declining does nothing', () => {
    const d = game({
      players: [{ active: 'big-basic', hand: ['m-maydraw'], deck: filler(5) }, { active: 'big-basic' }],
    })
    d.pick('Play Maybe Draw').pick('No')
    expect(d.state.players[0].hand).toHaveLength(0)
    const y = game({
      players: [{ active: 'big-basic', hand: ['m-maydraw'], deck: filler(5) }, { active: 'big-basic' }],
    })
    y.pick('Play Maybe Draw').pick('Yes')
    expect(y.state.players[0].hand).toHaveLength(2)
  })
})

describe('rules.md WD-4: drawing more than remains', () => {
  it('rules.md WD-4: draw what is left and go on (see also W-2 in winning.test.ts)', () => {
    const d = game({
      players: [{ active: 'big-basic', hand: ['m-bigdraw'], deck: filler(4) }, { active: 'big-basic' }],
    })
    d.pick('Play Huge Draw')
    expect(d.state.players[0].hand).toHaveLength(4)
    expect(d.state.result).toBeNull()
  })
})

describe('rules.md WD-5: a Pokémon naming itself means "this Pokémon" when the attack is copied', () => {
  it("rules.md WD-5: Flail copied by another Pokémon counts the copier's damage counters", () => {
    // Copycat (30 damage) copies Flopfish's Flail (10 × damage counters on "this Pokémon"); Flopfish has 40.
    const d = game({
      players: [{ active: { card: 'm-mimic', damage: 30 } }, { active: { card: 'm-flail', damage: 40 } }],
    })
    attack(d, 'Mimic')
    expect(active(d.state, 1).damage).toBe(40 + 30) // not 40 + 40
  })
})

describe('rules.md WD-6: a damage counter is 10 damage', () => {
  it('rules.md WD-6: 3 damage counters are 30 damage on the Pokémon', () => {
    const d = game({ players: [{ active: 'm-spreader' }, { active: 'big-basic' }] })
    attack(d, 'Curse Drops').pick('Boulderback')
    expect(active(d.state, 1).damage).toBe(30)
  })
})

/** EX Ruby & Sapphire Trainers 80–92 through the real engine under the EX-era rules. */
import { describe, expect, it } from 'vitest'
import { E, active, bench, canPlay, game, pile, rs } from './helpers'

const OPP = { active: 'base1-46' }

describe('ex1-80 Energy Removal 2', () => {
  const board = (flip: boolean) =>
    game({
      flips: [flip],
      players: [
        { active: 'base1-63', hand: [rs(80)] },
        { active: { card: 'base1-46', energy: [E.fire, E.water] }, bench: ['base1-44'] },
      ],
    })
  it('heads: discards the chosen Energy card from the chosen Pokémon of the opponent', () => {
    const d = board(true)
    d.pick('Play Energy Removal 2').pick('Charmander').pick('Water Energy')
    expect(active(d.state, 1).energy).toHaveLength(1)
    expect(pile(d.state, 1, 'discard')).toEqual([E.water])
  })
  it('tails: nothing happens, the card is used', () => {
    const d = board(false)
    d.pick('Play Energy Removal 2')
    expect(active(d.state, 1).energy).toHaveLength(2)
    expect(pile(d.state, 0, 'discard')).toEqual([rs(80)])
  })
  it("can't be played when no Pokémon of the opponent has Energy", () => {
    const d = game({ players: [{ active: 'base1-63', hand: [rs(80)] }, OPP] })
    expect(canPlay(d, 'Energy Removal 2')).toBe(false)
  })
})

describe('ex1-81 Energy Restore', () => {
  it('puts one basic Energy card from the discard pile into the hand for each heads', () => {
    const d = game({
      flips: [true, false, true],
      players: [{ active: 'base1-63', hand: [rs(81)], discard: [E.fire, E.water, E.grass, rs(95)] }, OPP],
    })
    d.pick('Play Energy Restore').pick('Water Energy', 'Grass Energy')
    expect(pile(d.state, 0, 'hand').sort()).toEqual([E.water, E.grass].sort())
    expect(pile(d.state, 0, 'discard').sort()).toEqual([E.fire, rs(95), rs(81)].sort())
  })
  it('with fewer basic Energy cards than heads, all of them come back without a question', () => {
    const d = game({
      flips: [true, true, true],
      players: [{ active: 'base1-63', hand: [rs(81)], discard: [E.fire, rs(95)] }, OPP],
    })
    d.pick('Play Energy Restore')
    expect(pile(d.state, 0, 'hand')).toEqual([E.fire])
  })
  it('three tails bring back nothing; no basic Energy in the discard pile: not playable', () => {
    const d = game({
      flips: [false, false, false],
      players: [{ active: 'base1-63', hand: [rs(81)], discard: [E.fire] }, OPP],
    })
    d.pick('Play Energy Restore')
    expect(pile(d.state, 0, 'hand')).toEqual([])
    const none = game({ players: [{ active: 'base1-63', hand: [rs(81)], discard: [rs(95)] }, OPP] })
    expect(canPlay(none, 'Energy Restore')).toBe(false)
  })
})

describe('ex1-83 Lady Outing', () => {
  it('finds up to 3 basic Energy cards, each of a type not taken yet', () => {
    const d = game({
      players: [
        { active: 'base1-63', hand: [rs(83)], deck: [E.fire, E.fire, E.water, rs(95), E.grass, E.psychic] },
        OPP,
      ],
    })
    d.pick('Play Lady Outing').pick('Fire Energy')
    expect(d.labels()).not.toContain('Fire Energy')
    expect(d.labels()).not.toContain('Rainbow Energy')
    d.pick('Water Energy').pick('Grass Energy')
    expect(pile(d.state, 0, 'hand').sort()).toEqual([E.fire, E.water, E.grass].sort())
    expect(pile(d.state, 0, 'deck')).toHaveLength(3)
  })
  it('may stop before 3', () => {
    const d = game({ players: [{ active: 'base1-63', hand: [rs(83)], deck: [E.fire, E.water] }, OPP] })
    d.pick('Play Lady Outing').pick('Fire Energy').pickIndices([])
    expect(pile(d.state, 0, 'hand')).toEqual([E.fire])
    expect(pile(d.state, 0, 'deck')).toEqual([E.water])
  })
})

describe('ex1-85 Oran Berry', () => {
  it('between turns removes 2 damage counters from a Pokémon with at least 2, then is discarded', () => {
    const d = game({ players: [{ active: { card: 'base1-63', damage: 30, tools: [rs(85)] } }, OPP] })
    d.pick('End turn')
    expect(active(d.state, 0).damage).toBe(10)
    expect(active(d.state, 0).tools).toEqual([])
    expect(pile(d.state, 0, 'discard')).toEqual([rs(85)])
  })
  it('stays attached while the Pokémon has fewer than 2 damage counters', () => {
    const d = game({ players: [{ active: { card: 'base1-63', damage: 10, tools: [rs(85)] } }, OPP] })
    d.pick('End turn')
    expect(active(d.state, 0).damage).toBe(10)
    expect(active(d.state, 0).tools).toHaveLength(1)
  })
  it('a Pokémon that Poison brings to 2 damage counters between turns is healed in that same Checkup', () => {
    // The card: "at any time between turns", if the Pokémon has at least 2 damage counters, remove 2. [003] ("In What
    // Order Do Things Happen after Each Player's Turn?"): a Tool's between-turns effect "can be used at any time
    // between turns that the person who played the Pokémon wants", so after Poison's counter too, not only before it.
    const d = game({
      players: [{ active: { card: 'base1-63', damage: 10, conditions: ['poisoned'], tools: [rs(85)] } }, OPP],
    })
    d.pick('End turn')
    expect(active(d.state, 0).damage).toBe(0) // 1 counter, 1 more from Poison, 2 removed
    expect(active(d.state, 0).tools).toEqual([])
    expect(pile(d.state, 0, 'discard')).toEqual([rs(85)])
  })
})

describe('ex1-87 Pokémon Reversal', () => {
  const board = (flip: boolean) =>
    game({
      flips: [flip],
      players: [
        { active: 'base1-63', hand: [rs(87)] },
        { active: 'base1-46', bench: ['base1-44', 'base1-52'] },
      ],
    })
  it('heads: the opponent chooses which Benched Pokémon switches in', () => {
    const d = board(true)
    d.pick('Play Pokémon Reversal')
    expect(d.decision.seat).toBe(1)
    d.pick('Machop')
    expect(active(d.state, 1).stack).toHaveLength(1)
    expect(pile(d.state, 0, 'discard')).toEqual([rs(87)])
    expect(d.state.cards[active(d.state, 1).stack[0]!]!.def).toBe('base1-52')
  })
  it('tails: nothing moves; no Benched Pokémon: not playable', () => {
    const d = board(false)
    d.pick('Play Pokémon Reversal')
    expect(d.state.cards[active(d.state, 1).stack[0]!]!.def).toBe('base1-46')
    const none = game({ players: [{ active: 'base1-63', hand: [rs(87)] }, OPP] })
    expect(canPlay(none, 'Pokémon Reversal')).toBe(false)
  })
})

describe('ex1-88 PokéNav', () => {
  it('takes a Pokémon or Energy card from the top 3 and puts the other 2 back in the chosen order', () => {
    const d = game({
      players: [{ active: 'base1-63', hand: [rs(88)], deck: ['base1-91', 'base1-44', E.water, E.fire] }, OPP],
    })
    d.pick('Play PokéNav')
    expect(d.labels()).not.toContain('Bill') // a Trainer card can't be taken
    d.pick('Bulbasaur')
    expect(d.decision.ask).toBe('order')
    d.pick('Water Energy', (o) => o.label !== 'Water Energy')
    expect(pile(d.state, 0, 'hand')).toEqual(['base1-44'])
    expect(pile(d.state, 0, 'deck')).toEqual([E.water, 'base1-91', E.fire])
  })
  it('may take nothing', () => {
    const d = game({ players: [{ active: 'base1-63', hand: [rs(88)], deck: [E.fire] }, OPP] })
    d.pick('Play PokéNav').pickIndices([])
    expect(pile(d.state, 0, 'deck')).toEqual([E.fire])
    expect(pile(d.state, 0, 'hand')).toEqual([])
  })
})

describe('ex1-89 Professor Birch', () => {
  it('draws until the hand holds 6 cards', () => {
    const deck = Array(10).fill(E.fire)
    const d = game({ players: [{ active: 'base1-63', hand: [rs(89), E.water, E.grass], deck }, OPP] })
    d.pick('Play Professor Birch')
    expect(pile(d.state, 0, 'hand')).toHaveLength(6)
    expect(pile(d.state, 0, 'deck')).toHaveLength(6)
  })
  it("can't be played when the hand would already hold 6", () => {
    const d = game({
      players: [{ active: 'base1-63', hand: [rs(89), ...Array(6).fill(E.water)], deck: [E.fire] }, OPP],
    })
    expect(canPlay(d, 'Professor Birch')).toBe(false)
  })
})

describe('ex1-91 Potion', () => {
  it('removes 2 damage counters, or the only one', () => {
    const d = game({
      players: [
        {
          active: { card: 'base1-63', damage: 30 },
          bench: [{ card: 'base1-46', damage: 10 }],
          hand: [rs(91), rs(91)],
        },
        OPP,
      ],
    })
    d.pick('Play Potion').pick('Squirtle')
    expect(active(d.state, 0).damage).toBe(10)
    d.pick('Play Potion').pick('Charmander')
    expect(bench(d.state, 0, 0).damage).toBe(0)
  })
  it("can't be played when none of your Pokémon has damage counters", () => {
    expect(canPlay(game({ players: [{ active: 'base1-63', hand: [rs(91)] }, OPP] }), 'Potion')).toBe(false)
  })
})

describe('ex1 reprints: Energy Switch 82, Lum Berry 84, Poké Ball 86, Energy Search 90, Switch 92', () => {
  it('Energy Switch moves a basic Energy card between your Pokémon', () => {
    const d = game({
      players: [{ active: { card: 'base1-63', energy: [E.water] }, bench: ['base1-44'], hand: [rs(82)] }, OPP],
    })
    d.pick('Play Energy Switch').pick('Squirtle').pick('Water Energy').pick('Bulbasaur')
    expect(active(d.state, 0).energy).toHaveLength(0)
    expect(bench(d.state, 0, 0).energy).toHaveLength(1)
  })
  it('Lum Berry cures every Special Condition between turns and is discarded', () => {
    const d = game({ players: [{ active: { card: 'base1-63', conditions: ['poisoned'], tools: [rs(84)] } }, OPP] })
    d.pick('End turn')
    expect(active(d.state, 0).conditions.poisoned).toBeFalsy()
    expect(active(d.state, 0).damage).toBe(0)
    expect(pile(d.state, 0, 'discard')).toEqual([rs(84)])
  })
  it('Poké Ball: heads finds a Pokémon card, tails nothing', () => {
    const heads = game({
      flips: [true],
      players: [{ active: 'base1-63', hand: [rs(86)], deck: [E.fire, 'base1-24'] }, OPP],
    })
    heads.pick('Play Poké Ball').pick('Charmeleon')
    expect(pile(heads.state, 0, 'hand')).toEqual(['base1-24'])
    const tails = game({
      flips: [false],
      players: [{ active: 'base1-63', hand: [rs(86)], deck: [E.fire, 'base1-24'] }, OPP],
    })
    tails.pick('Play Poké Ball')
    expect(pile(tails.state, 0, 'hand')).toEqual([])
  })
  it('Energy Search finds a basic Energy card; Switch switches the Active', () => {
    const d = game({
      players: [{ active: 'base1-63', bench: ['base1-44'], hand: [rs(90), rs(92)], deck: [rs(95), E.grass] }, OPP],
    })
    d.pick('Play Energy Search')
    expect(d.labels()).not.toContain('Rainbow Energy')
    d.pick('Grass Energy')
    expect(pile(d.state, 0, 'hand')).toEqual([rs(92), E.grass])
    d.pick('Play Switch').pick('Bulbasaur')
    expect(d.state.cards[active(d.state, 0).stack[0]!]!.def).toBe('base1-44')
  })
})

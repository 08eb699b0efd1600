import { describe, expect, it } from 'vitest'
import { E, active, bench, game, menu, pile, swsh1 } from './helpers'

const HAUNTER = [swsh1(83), swsh1(84)]
const GENGAR = [swsh1(83), swsh1(84), swsh1(85)]
const WOBBUFFET = swsh1(86)

describe('swsh1-83 Gastly: Fade Out', () => {
  it('20 damage, then Gastly and its attached cards go to the hand and a Benched Pokémon becomes Active', () => {
    const d = game({
      players: [{ active: { card: swsh1(83), energy: [E.psychic] }, bench: [swsh1(87)] }, { active: WOBBUFFET }],
    })
    d.pick('Attack: Fade Out')
    expect(active(d.state, 1).damage).toBe(20)
    expect(pile(d.state, 0, 'hand').sort()).toEqual([E.psychic, swsh1(83)].sort())
    expect(d.state.players[0].active).not.toBeNull()
  })

  it('with no Benched Pokémon, its player has no Pokémon left and loses', () => {
    const d = game({ players: [{ active: { card: swsh1(83), energy: [E.psychic] } }, { active: WOBBUFFET }] })
    d.pick('Attack: Fade Out')
    expect(d.state.result?.winner).toBe(1)
  })

  // rules.md 1.12 W-3: "This makes it possible for both players to win at the same time … if you win in both ways
  // and your opponent wins in only one way, you are the victor!" (seed 001, Winning and Losing). Fade Out's Knock
  // Out and Prize card count before its player's empty table does.
  const lastPokemon = (prizes: string[] | undefined) =>
    game({
      players: [
        { active: { card: swsh1(83), energy: [E.psychic] }, ...(prizes ? { prizes } : {}) },
        { active: { card: swsh1(89), damage: 10 } }, // Sinistea, 30 HP: Fade Out's 20 Knocks it Out
      ],
    })

  it('rules.md W-3: Knocking Out the last Pokémon and taking the last Prize card wins, two ways to one', () => {
    const d = lastPokemon([E.psychic])
    d.pick('Attack: Fade Out')
    for (let i = 0; i < 3 && d.state.pending?.ask === 'take-prize'; i++) d.pickIndices([0])
    expect(d.state.result).toMatchObject({ winner: 0, reason: 'prizes' })
  })

  it('rules.md W-3, W-4: Knocking Out the last Pokémon with Prize cards left is one way each: Sudden Death', () => {
    const d = lastPokemon(undefined)
    d.pick('Attack: Fade Out')
    for (let i = 0; i < 3 && d.state.pending?.ask === 'take-prize'; i++) d.pickIndices([0])
    expect(d.state.result).toBeNull()
    expect(d.state.suddenDeath).toBe(1)
  })
})

describe('swsh1-84 Haunter', () => {
  it("Nightmare: 20 damage and the opponent's Active Pokémon is Asleep", () => {
    const d = game({
      flips: [false],
      players: [{ active: { card: HAUNTER, energy: [E.fire] } }, { active: WOBBUFFET }],
    })
    d.pick('Attack: Nightmare')
    expect(active(d.state, 1).damage).toBe(20)
    expect(active(d.state, 1).conditions.rotation).toBe('asleep')
  })

  it('Spooky Shot: 40 damage', () => {
    const d = game({ players: [{ active: { card: HAUNTER, energy: [E.psychic, E.fire] } }, { active: WOBBUFFET }] })
    d.pick('Attack: Spooky Shot')
    expect(active(d.state, 1).damage).toBe(40)
  })
})

describe('swsh1-85 Gengar', () => {
  it('Life Shaker moves 1 damage counter between your Psychic Pokémon, as often as you like', () => {
    const d = game({
      players: [{ active: { card: GENGAR, damage: 30 }, bench: [swsh1(87), swsh1(92)] }, { active: WOBBUFFET }],
    })
    d.pick('Use Life Shaker')
    // Only damaged Psychic Pokémon to take from; only other Psychic Pokémon to put on (not Fighting Diglett).
    expect(d.labels()).toEqual(['Gengar'])
    d.pick('Gengar')
    expect(d.labels()).toEqual(['Munna'])
    d.pick('Munna')
    expect(active(d.state, 0).damage).toBe(20)
    expect(bench(d.state, 0, 0).damage).toBe(10)
    d.pick('Use Life Shaker').pick('Munna').pick('Gengar')
    expect(active(d.state, 0).damage).toBe(30)
    expect(bench(d.state, 0, 0).damage).toBe(0)
  })

  it('Life Shaker is not offered without damage on a Psychic Pokémon or without a second one', () => {
    const clean = game({ players: [{ active: { card: GENGAR }, bench: [swsh1(87)] }, { active: WOBBUFFET }] })
    expect(menu(clean)).not.toContain('Use Life Shaker')
    const alone = game({
      players: [
        { active: { card: GENGAR, damage: 30 }, bench: [{ card: swsh1(92), damage: 10 }] },
        { active: WOBBUFFET },
      ],
    })
    expect(menu(alone)).not.toContain('Use Life Shaker')
  })

  it("Hypnoblast: 90 damage and the opponent's Active Pokémon is Asleep", () => {
    const d = game({
      flips: [false],
      players: [{ active: { card: GENGAR, energy: [E.psychic, E.psychic, E.fire] } }, { active: WOBBUFFET }],
    })
    d.pick('Attack: Hypnoblast')
    expect(active(d.state, 1).damage).toBe(90)
    expect(active(d.state, 1).conditions.rotation).toBe('asleep')
  })
})

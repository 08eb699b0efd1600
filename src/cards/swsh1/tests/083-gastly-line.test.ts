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

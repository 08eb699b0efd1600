import { describe, expect, it } from 'vitest'
import { E, active, bench, game, menu, pile, swsh1 } from './helpers'
import { CHARIZARD, CHARMANDER, MACHOP, PIKACHU } from './trainer-pokemon'

describe('swsh1-166 Hyper Potion', () => {
  it('heals 120 from a Pokémon with 2 or more Energy, then discards 2 Energy from it', () => {
    const d = game({
      players: [
        { active: { card: CHARIZARD, damage: 110, energy: [E.fire, E.fire, E.water] }, hand: [swsh1(166)] },
        { active: MACHOP },
      ],
    })
    d.pick('Play Hyper Potion').pick('Charizard')
    // The player chooses which 2 of the 3 Energy to discard.
    d.pick('Basic Fire Energy + Basic Water Energy')
    expect(active(d.state, 0).damage).toBe(0)
    expect(active(d.state, 0).energy).toHaveLength(1)
    expect(pile(d.state, 0, 'discard').sort()).toEqual([E.fire, E.water, swsh1(166)].sort())
  })
  it('heals at most 120', () => {
    const d = game({
      players: [
        { active: { card: CHARIZARD, damage: 150, energy: [E.fire, E.fire] }, hand: [swsh1(166)] },
        { active: MACHOP },
      ],
    })
    d.pick('Play Hyper Potion').pick('Charizard')
    expect(active(d.state, 0).damage).toBe(30)
    expect(active(d.state, 0).energy).toEqual([])
  })
  it('only damaged Pokémon with at least 2 Energy may be chosen', () => {
    const d = game({
      players: [
        {
          active: { card: CHARMANDER, damage: 20, energy: [E.fire] },
          bench: [
            { card: PIKACHU, damage: 10, energy: [E.lightning, E.fire] },
            { card: MACHOP, energy: [E.fighting, E.fighting] },
          ],
          hand: [swsh1(166)],
        },
        { active: MACHOP },
      ],
    })
    d.pick('Play Hyper Potion')
    expect(d.decision.options.map((o) => o.label)).toEqual(['Pikachu'])
    d.pick('Pikachu')
    expect(bench(d.state, 0, 0).damage).toBe(0)
    expect(bench(d.state, 0, 0).energy).toEqual([])
  })
  it("can't be played when no damaged Pokémon has 2 Energy", () => {
    const d = game({
      players: [{ active: { card: CHARMANDER, damage: 20, energy: [E.fire] }, hand: [swsh1(166)] }, { active: MACHOP }],
    })
    expect(menu(d)).not.toContain('Play Hyper Potion')
  })
})

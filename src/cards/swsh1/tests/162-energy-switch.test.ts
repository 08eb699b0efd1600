import { describe, expect, it } from 'vitest'
import { E, active, bench, game, menu, swsh1 } from './helpers'
import { CHARMANDER, MACHOP, PIKACHU } from './trainer-pokemon'

describe('swsh1-162 Energy Switch', () => {
  it('moves a basic Energy card from a Benched Pokémon to the Active one', () => {
    const d = game({
      players: [
        { active: CHARMANDER, bench: [{ card: PIKACHU, energy: [E.fire, swsh1(186)] }], hand: [swsh1(162)] },
        { active: MACHOP },
      ],
    })
    d.pick('Play Energy Switch').pick('Pikachu')
    // Only the basic Energy card may move: Aurora Energy is not offered.
    expect(d.decision.options.map((o) => o.label)).toEqual(['Basic Fire Energy'])
    d.pick('Basic Fire Energy').pick('Charmander')
    expect(active(d.state, 0).energy).toHaveLength(1)
    expect(bench(d.state, 0, 0).energy).toHaveLength(1)
  })
  it('a Pokémon with only Special Energy is not a source', () => {
    const d = game({
      players: [
        { active: { card: CHARMANDER, energy: [swsh1(186)] }, bench: [PIKACHU], hand: [swsh1(162)] },
        { active: MACHOP },
      ],
    })
    expect(menu(d)).not.toContain('Play Energy Switch')
  })
  it("can't be played with only 1 Pokémon in play", () => {
    const d = game({
      players: [{ active: { card: CHARMANDER, energy: [E.fire] }, hand: [swsh1(162)] }, { active: MACHOP }],
    })
    expect(menu(d)).not.toContain('Play Energy Switch')
  })
})

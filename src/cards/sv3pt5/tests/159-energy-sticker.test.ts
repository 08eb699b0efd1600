import { describe, expect, it } from 'vitest'
import { E, bench, energyOf, game, menu, pile } from './helpers'

const MACHOP = 'base1-52'
const PIKACHU = 'base1-58'

describe('sv3pt5-159 Energy Sticker', () => {
  it('heads: attach a Basic Energy card from your discard pile to a Benched Pokémon you choose', () => {
    const d = game({
      flips: [true],
      players: [
        { active: MACHOP, bench: [PIKACHU, 'base1-46'], hand: ['sv3pt5-159'], discard: [E.lightning, E.water] },
        { active: MACHOP },
      ],
    })
    d.pick('Play Energy Sticker').pick('Basic Lightning Energy').pick('Pikachu')
    expect(energyOf(d.state, bench(d.state, 0, 0))).toEqual([E.lightning])
    expect(pile(d.state, 0, 'discard').sort()).toEqual([E.water, 'sv3pt5-159'].sort())
  })
  it('tails: nothing happens', () => {
    const d = game({
      flips: [false],
      players: [{ active: MACHOP, bench: [PIKACHU], hand: ['sv3pt5-159'], discard: [E.lightning] }, { active: MACHOP }],
    })
    d.pick('Play Energy Sticker')
    expect(d.decision.ask).toBe('main')
    expect(energyOf(d.state, bench(d.state, 0, 0))).toEqual([])
    expect(pile(d.state, 0, 'discard').sort()).toEqual([E.lightning, 'sv3pt5-159'].sort())
  })
  it("can't be played without a Benched Pokémon or without a Basic Energy card in the discard pile", () => {
    expect(
      menu(game({ players: [{ active: MACHOP, hand: ['sv3pt5-159'], discard: [E.fire] }, { active: MACHOP }] })),
    ).not.toContain('Play Energy Sticker')
    expect(
      menu(
        game({
          players: [
            { active: MACHOP, bench: [PIKACHU], hand: ['sv3pt5-159'], discard: ['base1-46'] },
            { active: MACHOP },
          ],
        }),
      ),
    ).not.toContain('Play Energy Sticker')
  })
})

import { describe, expect, it } from 'vitest'
import { E, crz, game, menu, pile } from './helpers'

const SOBBLE = 'swsh1-54' // Water Pokémon
const LAPRAS_V = 'swsh1-49' // Water Pokémon V
const CHARMANDER = 'base1-46' // Fire Pokémon
const MACHOP = 'base1-52'

describe('swsh12pt5-136 Nessa', () => {
  it('puts up to 4 Water Pokémon and Water Energy cards, in any mix, from the discard pile into the hand', () => {
    const d = game({
      players: [
        {
          active: CHARMANDER,
          hand: [crz(136)],
          discard: [SOBBLE, LAPRAS_V, CHARMANDER, E.water, E.water, E.fire],
        },
        { active: MACHOP },
      ],
    })
    d.pick('Play Nessa')
    // Only the Water cards are offered: not the Fire Pokémon, not the Fire Energy.
    expect(d.labels().sort()).toEqual(['Basic Water Energy', 'Basic Water Energy', 'Lapras V', 'Sobble'])
    expect(d.decision.max).toBe(4)
    d.pick('Sobble', 'Lapras V', 'Basic Water Energy')
    expect(pile(d.state, 0, 'hand').sort()).toEqual([SOBBLE, LAPRAS_V, E.water].sort())
    expect(pile(d.state, 0, 'discard').sort()).toEqual([CHARMANDER, E.water, E.fire, crz(136)].sort())
  })
  it('takes at most 4', () => {
    const d = game({
      players: [
        { active: CHARMANDER, hand: [crz(136)], discard: [SOBBLE, E.water, E.water, E.water, E.water] },
        { active: MACHOP },
      ],
    })
    d.pick('Play Nessa')
    expect(d.tryPick([0, 1, 2, 3, 4])).not.toBeNull()
    d.pickIndices([0, 1, 2, 3])
    expect(pile(d.state, 0, 'hand')).toHaveLength(4)
  })
  it("can't be played without a Water Pokémon or Water Energy card in the discard pile", () => {
    const d = game({
      players: [{ active: CHARMANDER, hand: [crz(136)], discard: [CHARMANDER, E.fire] }, { active: MACHOP }],
    })
    expect(menu(d)).not.toContain('Play Nessa')
  })
})

import { describe, expect, it } from 'vitest'
import { E, bench, crz, game, menu, pile } from './helpers'

const LAPRAS_V = 'swsh1-49'
const LAPRAS_VMAX = ['swsh1-49', 'swsh1-50']
const SOBBLE = 'swsh1-54'
const CHARMANDER = 'base1-46'
const MACHOP = 'base1-52'

describe('swsh12pt5-151 Volo', () => {
  it('discards a Benched Pokémon V with every card attached to it (a VMAX counts as a Pokémon V)', () => {
    const d = game({
      players: [
        {
          active: LAPRAS_V,
          hand: [crz(151)],
          bench: [SOBBLE, { card: LAPRAS_VMAX, energy: [E.water], damage: 50 }],
        },
        { active: MACHOP },
      ],
    })
    d.pick('Play Volo')
    // The Active Lapras V and the Sobble are not offered.
    expect(d.labels()).toEqual(['Lapras VMAX'])
    d.pick('Lapras VMAX')
    expect(d.state.players[0].bench).toHaveLength(1)
    expect(d.state.cards[bench(d.state, 0, 0).stack[0]!]!.def).toBe(SOBBLE)
    expect(pile(d.state, 0, 'discard').sort()).toEqual([...LAPRAS_VMAX, E.water, crz(151)].sort())
    // Discarded, not Knocked Out: the opponent takes no Prize card.
    expect(pile(d.state, 1, 'prizes')).toHaveLength(6)
  })
  it("can't be played without a Benched Pokémon V", () => {
    const d = game({
      players: [{ active: LAPRAS_V, hand: [crz(151)], bench: [SOBBLE, CHARMANDER] }, { active: MACHOP }],
    })
    expect(menu(d)).not.toContain('Play Volo')
  })
})

import { describe, expect, it } from 'vitest'
import { viewFor } from '../../../engine'
import { E, game, menu, pile, swsh1 } from './helpers'
import { CHARMANDER, MACHOP, PIKACHU } from './trainer-pokemon'

describe('swsh1-161 Energy Search', () => {
  it('finds a basic Energy card; only basic Energy cards are offered', () => {
    const d = game({
      players: [{ active: CHARMANDER, hand: [swsh1(161)], deck: [PIKACHU, swsh1(186), E.water] }, { active: MACHOP }],
    })
    d.pick('Play Energy Search')
    expect(d.decision.options.map((o) => o.label)).toEqual(['Basic Water Energy'])
    d.pick('Basic Water Energy')
    expect(pile(d.state, 0, 'hand')).toEqual([E.water])
    expect(d.state.players[0].deck).toHaveLength(2)
  })
  it('finds nothing when the deck has no basic Energy card: the deck is still shuffled', () => {
    const d = game({
      players: [{ active: CHARMANDER, hand: [swsh1(161)], deck: [PIKACHU, MACHOP] }, { active: MACHOP }],
    })
    d.pick('Play Energy Search')
    expect(d.labels()).toEqual([]) // the player looks through the deck and finds nothing
    d.none()
    expect(pile(d.state, 0, 'hand')).toEqual([])
    expect(d.events.some((e) => e.type === 'shuffle' && e.seat === 0)).toBe(true)
  })
  it('a miss looks the same to the opponent as a find: a private question either way (Z-5, design.md wall 4)', () => {
    const searching = (deck: string[]) => {
      const d = game({ players: [{ active: CHARMANDER, hand: [swsh1(161)], deck }, { active: MACHOP }] })
      d.pick('Play Energy Search')
      return viewFor(d.state, 1).pending
    }
    const miss = searching([PIKACHU, MACHOP])
    const find = searching([PIKACHU, E.water])
    expect(miss).toEqual(find)
    expect(miss).toMatchObject({ seat: 0, ask: 'choose-cards', decision: null })
  })
  it("can't be played with an empty deck", () => {
    const d = game({ players: [{ active: CHARMANDER, hand: [swsh1(161)], deck: [] }, { active: MACHOP }] })
    expect(menu(d)).not.toContain('Play Energy Search')
  })
})

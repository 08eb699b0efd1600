import { describe, expect, it } from 'vitest'
import { E, active, game, menu, pile, swsh2 } from './helpers'

const MACHOP = 'base1-52'
const CHARMANDER = 'base1-46'
const PIKACHU = 'base1-58'

describe('swsh2-168 Tool Scrapper', () => {
  it("discards up to 2 Tools from anyone's Pokémon, each to its owner's discard pile", () => {
    const d = game({
      players: [
        { active: { card: MACHOP, tools: [swsh2(157)] }, hand: [swsh2(168)] },
        { active: { card: CHARMANDER, tools: [swsh2(155)] }, bench: [{ card: PIKACHU, tools: [swsh2(157)] }] },
      ],
    })
    d.pick('Play Tool Scrapper')
    expect(d.labels().sort()).toEqual(['Burning Scarf', 'Cursed Shovel', 'Cursed Shovel'])
    d.pick(
      'Burning Scarf',
      (o) => o.label === 'Cursed Shovel' && o.kind === 'card' && d.state.cards[o.uid]!.owner === 1,
    )
    expect(pile(d.state, 1, 'discard').sort()).toEqual([swsh2(155), swsh2(157)].sort())
    expect(active(d.state, 0).tools).toHaveLength(1) // ours stays
  })
  it('a discarded Tool stops working: Burning Scarf no longer burns', () => {
    const d = game({
      current: 1,
      players: [
        { active: { card: CHARMANDER, tools: [swsh2(155)] } },
        { active: { card: MACHOP, energy: [E.fighting] }, hand: [swsh2(168)] },
      ],
    })
    d.pick('Play Tool Scrapper').pick('Burning Scarf')
    d.pick('Attack: Low Kick')
    expect(active(d.state, 1).conditions.burned).toBe(false)
  })
  it("can't be played when no Pokémon has a Tool", () => {
    expect(menu(game({ players: [{ active: MACHOP, hand: [swsh2(168)] }, { active: MACHOP }] }))).not.toContain(
      'Play Tool Scrapper',
    )
  })
})

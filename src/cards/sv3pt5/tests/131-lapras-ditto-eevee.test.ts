import { describe, expect, it } from 'vitest'
import { E, active, game, menu, pile, sv, top } from './helpers'

describe('sv3pt5-131 Lapras', () => {
  it('Hop on My Back puts up to 2 Pokémon from the deck into the hand', () => {
    const d = game({
      players: [
        { active: { card: sv(131), energy: [E.water] }, deck: [sv(129), E.water, sv(130), sv(116)] },
        { active: sv(143) },
      ],
    })
    d.pick('Attack: Hop on My Back')
    expect(d.labels()).toEqual(['Magikarp', 'Gyarados', 'Horsea'])
    d.pick('Magikarp', 'Gyarados')
    expect(pile(d.state, 0, 'hand').sort()).toEqual([sv(129), sv(130)].sort())
  })
})

describe('sv3pt5-132 Ditto', () => {
  const deck = [sv(151), sv(132), sv(134), E.water]
  it('Transformative Start on the first turn: a Basic Pokémon from the deck takes the Active Spot, Ditto and its cards are discarded', () => {
    const d = game({ turn: 1, players: [{ active: { card: sv(132), energy: [E.fire] }, deck }, { active: sv(143) }] })
    d.pick('Use Transformative Start')
    // Not Ditto, not an Evolution card.
    expect(d.labels()).toEqual(['Mew ex'])
    d.pick('Mew ex')
    expect(top(d.state, active(d.state, 0))).toBe(sv(151))
    expect(active(d.state, 0).energy).toEqual([])
    expect(pile(d.state, 0, 'discard').sort()).toEqual([sv(132), E.fire].sort())
    expect(d.state.players[0].deck.length).toBe(3)
  })

  it("works on the second player's first turn too; choosing nothing keeps Ditto and uses up the Ability", () => {
    const d = game({ turn: 2, current: 1, players: [{ active: sv(143) }, { active: sv(132), deck }] })
    d.pick('Use Transformative Start').pickIndices([])
    expect(top(d.state, active(d.state, 1))).toBe(sv(132))
    expect(menu(d)).not.toContain('Use Transformative Start')
  })

  it('is not offered after the first turn, or from the Bench', () => {
    expect(menu(game({ turn: 3, players: [{ active: sv(132), deck }, { active: sv(143) }] }))).not.toContain(
      'Use Transformative Start',
    )
    expect(
      menu(game({ turn: 1, players: [{ active: sv(143), bench: [sv(132)], deck }, { active: sv(143) }] })),
    ).not.toContain('Use Transformative Start')
  })
})

describe('sv3pt5-133 Eevee', () => {
  it('Colorful Friends finds up to 3 Pokémon that share no type', () => {
    const deck = [sv(134), sv(120), sv(135), sv(151), sv(136)]
    const d = game({ players: [{ active: { card: sv(133), energy: [E.fire] }, deck }, { active: sv(143) }] })
    d.pick('Attack: Colorful Friends').pick('Vaporeon')
    // Staryu is a Water Pokémon like Vaporeon: no longer offered.
    expect(d.labels()).toEqual(['Jolteon', 'Mew ex', 'Flareon'])
    d.pick('Jolteon').pick('Flareon')
    expect(pile(d.state, 0, 'hand').sort()).toEqual([sv(134), sv(135), sv(136)].sort())
    expect(d.state.players[0].deck.length).toBe(2)
  })

  it('Colorful Friends may stop early; Skip does 10', () => {
    const d = game({
      players: [{ active: { card: sv(133), energy: [E.fire] }, deck: [sv(134), sv(135)] }, { active: sv(143) }],
    })
    d.pick('Attack: Colorful Friends').pick('Vaporeon').pickIndices([])
    expect(pile(d.state, 0, 'hand')).toEqual([sv(134)])
    const s = game({ players: [{ active: { card: sv(133), energy: [E.fire] } }, { active: sv(143) }] })
    s.pick('Attack: Skip')
    expect(active(s.state, 1).damage).toBe(10)
  })
})

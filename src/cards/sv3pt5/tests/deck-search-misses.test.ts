/**
 * Deck searches of this set's own cards (not `EffectCtx.searchDeck`) must not tell the opponent whether the deck held
 * a match: a search that finds nothing is asked too, as a private question with no options (docs/engine.md "Searches
 * that find nothing are asked too"; rules.md Z-5, the deck is a hidden zone).
 */
import { describe, expect, it } from 'vitest'
import { viewFor, type GameState } from '../../../engine'
import { E, active, energyOf, game, sv } from './helpers'

type Driver = ReturnType<typeof game>

/** What the opponent (seat 1) sees of the search the attacker starts, with a deck that holds a match and without. */
function theirView(start: (deck: string[]) => Driver, hit: string[], miss: string[]) {
  const seen = (d: Driver) => viewFor(d.state as GameState, 1).pending
  return { hit: seen(start(hit)), miss: seen(start(miss)) }
}

describe('sv3pt5 deck searches: a miss looks the same to the opponent as a find', () => {
  it("Pikachu's Charge (search your deck for a Basic Lightning Energy card)", () => {
    const start = (deck: string[]) =>
      game({ players: [{ active: { card: sv(25), energy: [E.lightning] }, deck }, { active: sv(13) }] }).pick(
        'Attack: Charge',
      )
    const { hit, miss } = theirView(start, [E.fire, E.lightning], [E.fire, E.water])
    expect(miss).toEqual(hit)
    expect(miss).toMatchObject({ seat: 0, ask: 'choose-cards' })
    // The attacker is told there is nothing to take and answers with no card; the deck is shuffled all the same.
    const d = start([E.fire, E.water])
    expect(d.labels()).toEqual([])
    d.none()
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.lightning])
    expect(d.events.some((e) => e.type === 'shuffle' && e.seat === 0)).toBe(true)
  })

  it("Krabby's Salt Water, heads (search your deck for up to 2 Basic Water Energy cards)", () => {
    const start = (deck: string[]) =>
      game({
        flips: [true],
        players: [{ active: { card: sv(98), energy: [E.water] }, deck }, { active: sv(96) }],
      }).pick('Attack: Salt Water')
    const { hit, miss } = theirView(start, [E.fire, E.water], [E.fire, E.fire])
    expect(miss).toEqual(hit)
    expect(miss).toMatchObject({ seat: 0, ask: 'choose-cards' })
  })

  it("Ditto's Transformative Start (search your deck and choose a Basic Pokémon, except any Ditto)", () => {
    const start = (deck: string[]) =>
      game({ turn: 1, players: [{ active: sv(132), deck }, { active: sv(143) }] }).pick('Use Transformative Start')
    const { hit, miss } = theirView(start, [sv(151), E.fire], [sv(132), sv(134)])
    expect(miss).toEqual(hit)
    expect(miss).toMatchObject({ seat: 0, ask: 'choose-cards' })
  })

  it("Eevee's Colorful Friends (search your deck for up to 3 Pokémon of different types), each pick", () => {
    const start = (deck: string[]) =>
      game({ players: [{ active: { card: sv(133), energy: [E.fire] }, deck }, { active: sv(143) }] }).pick(
        'Attack: Colorful Friends',
      )
    // First question: no Pokémon at all in the deck, or one.
    const first = theirView(start, [E.fire, sv(134)], [E.fire, E.water])
    expect(first.miss).toEqual(first.hit)
    expect(first.miss).toMatchObject({ seat: 0, ask: 'choose-cards' })
    // Second question after taking Vaporeon: only another Water Pokémon left (Staryu), or a Lightning one (Jolteon).
    const second = theirView((deck) => start(deck).pick('Vaporeon'), [sv(134), sv(135)], [sv(134), sv(120)])
    expect(second.miss).toEqual(second.hit)
    expect(second.miss).toMatchObject({ seat: 0, ask: 'choose-cards' })
  })
})

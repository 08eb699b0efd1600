/**
 * Game options for a practice duel (the tutorial, docs/tutorial.md): `stackedDecks` deals each deck in its listed
 * order instead of shuffling at setup (rules.md S-2 shuffles; a practice duel deliberately does not, like the Game
 * Boy game's practice duel), `prizes` sets the number of Prize cards (rules.md S-6 says 6), `forcedFlips` fixes the
 * coin results.
 */
import { describe, expect, it } from 'vitest'
import { engine, playSetup } from './helpers'

/** 60 distinct-looking cards: a Basic on top, then Energy of alternating types, so order is visible. */
function listed(basic: string): string[] {
  const rest = Array.from({ length: 59 }, (_, i) =>
    i % 3 === 0 ? 'energy-water' : i % 3 === 1 ? 'energy-fire' : 'energy-grass',
  )
  return [basic, ...rest]
}

const defsOf = (state: { cards: { def: string }[] }, uids: readonly number[]) => uids.map((u) => state.cards[u]!.def)

describe('stacked decks, Prize count and fixed coin flips', () => {
  it('rules.md S-2, S-6 departed from on purpose: a stacked deck deals the listed top 7 as the hand and the next cards as Prizes', () => {
    const decks: [string[], string[]] = [listed('fire-basic'), listed('water-basic')]
    const { state } = engine.newGame({
      decks,
      seed: 7,
      rules: 'classic1999',
      stackedDecks: true,
      prizes: 2,
      forcedFlips: [true],
    })
    // Seat 0 places its only Basic (no question: one Basic), so its hand is the other 6 of the first 7.
    expect(defsOf(state, state.players[0].hand)).toEqual(decks[0].slice(1, 7))
    expect(state.players[0].active && defsOf(state, state.players[0].active.stack)).toEqual(['fire-basic'])
    // The Prize cards are the next two cards; the deck goes on in listed order.
    expect(defsOf(state, state.players[0].prizes)).toEqual(decks[0].slice(7, 9))
    expect(defsOf(state, state.players[0].deck)).toEqual(decks[0].slice(9))
    expect(defsOf(state, state.players[1].deck)).toEqual(decks[1].slice(9))
  })

  it('the same game without stackedDecks is shuffled (the listed order is not what is dealt)', () => {
    const decks: [string[], string[]] = [listed('fire-basic'), listed('water-basic')]
    const { state: dealt } = engine.newGame({ decks, seed: 7, rules: 'classic1999', prizes: 2, forcedFlips: [true] })
    expect(defsOf(dealt, dealt.players[0].deck)).not.toEqual(decks[0].slice(9))
    const { state } = playSetup({ decks, seed: 7, rules: 'classic1999', prizes: 2, forcedFlips: [true] } as never)
    expect(state.players[0].prizes).toHaveLength(2)
  })

  it('a stacked game replays to the same state, and its card ids still do not follow the list order', () => {
    const setup = {
      decks: [listed('fire-basic'), listed('water-basic')] as [string[], string[]],
      seed: 3,
      rules: 'modern' as const,
      stackedDecks: true,
      forcedFlips: [true],
    }
    const { state } = engine.newGame(setup)
    expect(engine.replay(setup, [])).toEqual(state)
    const deck = state.players[0].deck
    expect([...deck].sort((a, b) => a - b)).not.toEqual(deck)
  })

  it('without `prizes` a game has the rule set’s six Prize cards; a Prize count below 1 is refused', () => {
    const decks: [string[], string[]] = [listed('fire-basic'), listed('water-basic')]
    const { state } = playSetup({ decks, seed: 7, rules: 'classic1999', forcedFlips: [true] })
    expect(state.players.map((p) => p.prizes.length)).toEqual([6, 6])
    expect(() => engine.newGame({ decks, seed: 7, prizes: 0 })).toThrow(/Prize cards/)
  })
})

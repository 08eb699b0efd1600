/**
 * "Every deck of a set plays whole games": the shared harness of the `*-decks-play` tests in src/sim. A deck plays a
 * seeded game against another deck from each seat in turn, between two Normal-level agents, and the test asserts on
 * the outcomes (this file holds no assertions: it is not a test file, so it may not import the test runner).
 */
import type { CardDb } from '../../engine/api/card'
import type { CardHints } from '../../engine/ai-hints'
import type { RuleSetId } from '../../engine/rules/profile'
import type { Seat } from '../../engine/model/types'
import { loadAiHints } from '../../cards/ai-hints'
import { setsOfCards } from '../../cards/sets'
import { LEVEL_BUDGET, makeAgent } from '../../ai/levels'
import { playGame, type GameOutcome } from '../arena-game'

/** A deck as the tests name it: a theme deck of a set or one of ours. */
export interface NamedDeck {
  name: string
  cards: string[]
}

/** The AI hints of the sets the decks draw from, as a game in the app has them. */
export function hintsOfDecks(decks: readonly NamedDeck[]): Promise<CardHints[]> {
  return loadAiHints(setsOfCards(decks.flatMap((d) => d.cards)))
}

export interface SeatSwappedGames {
  db: CardDb
  hints: readonly CardHints[]
  /** The deck under test; `other` is its opponent. */
  deck: NamedDeck
  other: NamedDeck
  seed: number
  rules: RuleSetId
}

/** One game of a seat-swapped pair: its outcome, the seat `deck` sat in and a label for assertion messages. */
export interface PlayedGame {
  outcome: GameOutcome
  seat: Seat
  name: string
}

/**
 * Two games with the same seed: `deck` in the first seat, then in the second, each between fresh Normal-level agents
 * (agent seeds derived from the game seed, so a failure replays exactly).
 */
export async function playSeatSwapped(g: SeatSwappedGames): Promise<PlayedGame[]> {
  const played: PlayedGame[] = []
  for (const swap of [false, true]) {
    const outcome = await playGame({
      db: g.db,
      hints: g.hints,
      decks: swap ? [g.other.cards, g.deck.cards] : [g.deck.cards, g.other.cards],
      seed: g.seed,
      rules: g.rules,
      agents: [makeAgent('normal'), makeAgent('normal')],
      budgets: [LEVEL_BUDGET.normal, LEVEL_BUDGET.normal],
      agentSeeds: [g.seed * 7, g.seed * 11],
    })
    const name = `${g.deck.name} vs ${g.other.name}, seed ${g.seed}${swap ? ', swapped' : ''}`
    played.push({ outcome, seat: swap ? 1 : 0, name })
  }
  return played
}

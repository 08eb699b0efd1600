/**
 * The deck catalogue the app offers: every prebuilt deck of every set (src/cards/sets.ts), by id. `pickDeck`
 * resolves an id, or 'random' with a seeded generator (so a game's decks follow from its seed).
 */
import { nextInt, seedRng, type RuleSetId } from '../../engine'
import { SETS_NEWEST_FIRST } from '../sets'
import type { ThemeDeck } from './theme-deck'

export type { ThemeDeck } from './theme-deck'

/** Every prebuilt deck, in display order: the newest set's decks first (a new game defaults to the first). */
export const DECKS: readonly ThemeDeck[] = SETS_NEWEST_FIRST.flatMap((s) => s.decks)

/** The id that stands for "any deck, chosen at random". */
export const RANDOM_DECK = 'random'

export function deckById(id: string): ThemeDeck | undefined {
  return DECKS.find((d) => d.id === id)
}

/**
 * The deck for an id. 'random' picks one with a generator seeded by `seed` (`salt` tells apart two random picks
 * of one game, e.g. the seat), among the decks made for `rules` when given (all decks if none is). Throws on an
 * unknown id.
 */
export function pickDeck(id: string, seed: number, salt = 0, rules?: RuleSetId): ThemeDeck {
  if (id === RANDOM_DECK) {
    const made = rules ? DECKS.filter((d) => d.rules === rules) : []
    const pool = made.length > 0 ? made : DECKS
    const rng = seedRng((seed ^ Math.imul(salt + 1, 0x9e3779b1)) >>> 0)
    return pool[nextInt(rng, pool.length)]!
  }
  const deck = deckById(id)
  if (!deck) throw new Error(`Unknown deck "${id}"`)
  return deck
}

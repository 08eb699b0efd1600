/**
 * Prebuilt decks of EX Sandstorm (issue 16), for the `ex2003` rules: the two theme decks, Oasis and Caravan, land
 * when every card they list exists (src/cards/sets.test.ts checks that each is legal and 60 cards).
 */
import type { ThemeDeck } from '../decks/theme-deck'

/** In display order. */
export const EX2_DECKS: readonly ThemeDeck[] = []

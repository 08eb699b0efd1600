/**
 * Prebuilt decks of Crown Zenith (issue 15), for Sword & Shield rules: decks of our own built around its VSTAR
 * lines (the set has no theme decks). Each is 60 cards and legal under `swsh` rules; they join the list as their
 * cards land.
 */
import type { ThemeDeck } from '../decks/theme-deck'

/** In display order. */
export const SWSH12PT5_DECKS: readonly ThemeDeck[] = []

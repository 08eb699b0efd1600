/**
 * Prebuilt decks of Sword & Shield: its real theme decks and decks of our own (issue 14), added when their cards are complete.
 */
import type { ThemeDeck } from '../decks/theme-deck'

export const SWSH1_DECKS: readonly ThemeDeck[] = []

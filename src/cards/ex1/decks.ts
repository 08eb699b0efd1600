/**
 * Prebuilt decks of EX Ruby & Sapphire (issue 16), for the EX-era rules: the Ruby and Sapphire theme decks, each
 * added once every card it lists exists. Descriptions are ours.
 */
import type { ThemeDeck } from '../decks/theme-deck'

export const EX1_DECKS: readonly ThemeDeck[] = []

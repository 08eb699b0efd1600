/**
 * What Sword & Shield tells the computer player about its Trainers, Tools and Abilities (the contract:
 * src/engine/ai-hints.ts; docs/ai.md "Card hints"). Loaded with the set (`aiHints` in index.ts); cards without a
 * hint get the AI's defaults.
 */
import type { CardHints } from '../../engine'

export const AI_HINTS: CardHints = {
  // Moving damage counters back and forth without a plan only wastes the turn (as Base Set Alakazam's Damage Swap).
  Gengar: { abilities: { 'Life Shaker': { uses: 0 } } },
}

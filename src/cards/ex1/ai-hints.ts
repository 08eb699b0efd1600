/**
 * What EX Ruby & Sapphire tells the computer player about its Trainers and Poké-Powers (the contract:
 * src/engine/ai-hints.ts; docs/ai.md "Card hints"). Loaded with the set (`aiHints` in index.ts); cards without a
 * hint get the AI's defaults.
 */
import type { CardHints } from '../../engine'

export const AI_HINTS: CardHints = {}

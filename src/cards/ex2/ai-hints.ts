/**
 * What EX Sandstorm tells the computer player about its Trainers and Poké-Powers (the contract:
 * src/engine/ai-hints.ts; docs/ai.md "Card hints"). Loaded with the set (`aiHints` in index.ts); cards without a
 * hint get the AI's defaults.
 */
import type { CardHints } from '../../engine'

/** Cards a player keeps or fetches first: evolving and searching. */
const KEY = 65

export const AI_HINTS: CardHints = {
  'Double Full Heal': { play: { kind: 'cure' } },
  // Fetching Basic Pokémon is worth it while the Bench has room and the deck can spare them.
  "Lanette's Net Search": { play: { kind: 'draw', score: 300, deckAbove: 6 }, value: KEY },
  // Evolving (straight to Stage 2, or Stage 1) is worth almost any turn; only offered when a pair exists.
  'Rare Candy': { play: 650, value: KEY },
  // Only offered when the Active Pokémon may evolve: an evolution from the deck for the Supporter of the turn.
  "Wally's Training": { play: 500, value: KEY },
  // Healing Wind: 1 damage counter off the Active Pokémon; only offered when it has one, and free, so always worth it.
  Xatu: { abilities: { 'Healing Wind': { score: 60 } } },
}

/**
 * What Sword & Shield tells the computer player about its Trainers, Tools and Abilities (the contract:
 * src/engine/ai-hints.ts; docs/ai.md "Card hints"). Loaded with the set (`aiHints` in index.ts); cards without a
 * hint get the AI's defaults.
 */
import type { CardHints } from '../../../engine'

export const AI_HINTS: CardHints = {
  // Trainers (swsh1-156 … 185) whose default score would misjudge them: kinds of play the AI knows how to weigh.
  Switch: { play: { kind: 'switch' }, value: 45 },
  'Pokémon Catcher': { play: { kind: 'gust' }, value: 50 },
  'Crushing Hammer': { play: { kind: 'energy-removal' }, value: 50 },
  'Team Yell Grunt': { play: { kind: 'energy-removal' } },
  Potion: { play: { kind: 'heal', minDamage: 30, score: 150, activeBonus: 40 } },
  'Hyper Potion': { play: { kind: 'heal', minDamage: 90, score: 220, activeBonus: 60 } },
  'Pokémon Center Lady': { play: { kind: 'heal', minDamage: 50, score: 200, activeBonus: 60 } },
  Hop: { play: { kind: 'draw', score: 250, deckAbove: 6, smallHand: 80 } },
  'Great Ball': { play: { kind: 'draw', score: 120, deckAbove: 7 } },
  // Evolving straight to Stage 2 is worth almost any turn.
  'Rare Candy': { play: 650, value: 65 },
  // Ends the turn: only when the hand is nearly empty and nothing better is left.
  'Rotom Bike': { play: (b) => ((b.me.hand?.length ?? 0) <= 2 && b.me.deckCount > 8 ? 40 : -40) },
  'Vitality Band': { tool: { score: 150, activeBonus: 60 } },
  'Big Charm': { tool: { score: 140, activeBonus: 50 } },
  'Air Balloon': { tool: { score: 60, activeBonus: 60 } },
  // Moving damage counters back and forth without a plan only wastes the turn (as Base Set Alakazam's Damage Swap).
  Gengar: { abilities: { 'Life Shaker': { uses: 0 } } },
  // Intrepid Sword ends the turn: use it last, and only when the Active Pokémon can't attack anyway.
  'Zacian V': { abilities: { 'Intrepid Sword': { score: (b) => (b.activeCanAttack() ? -100 : 5) } } },
}

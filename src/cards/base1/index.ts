/**
 * The 1999 Base Set: the set description (src/cards/set.ts). Its 102 cards load with `cards()` (cards.ts); its
 * five theme decks (decks.ts) are part of the description, so the deck picker needs no card definitions.
 */
import type { CardSet } from '../set'
import { BASE1_DECKS } from './decks'

export const BASE1_SET: CardSet = {
  id: 'base1',
  name: 'Base Set',
  code: 'BS',
  era: 'Original series',
  released: 1999,
  rules: 'classic1999',
  abilityTerm: 'Pokémon Power',
  kind: 'expansion',
  deckGroup: 'Base Set (1999)',
  decks: BASE1_DECKS,
  gate: { games: 500, seed: 1, rules: 'both' },
  // Charizard, Alakazam, Pikachu, Clefairy Doll, Professor Oak, Fire Energy, Double Colorless Energy
  showcase: ['base1-4', 'base1-1', 'base1-58', 'base1-70', 'base1-88', 'base1-98', 'base1-96'],
  cards: () => import('./cards').then((m) => m.CARDS),
}

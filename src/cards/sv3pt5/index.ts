/**
 * Scarlet & Violet—151: the set description (src/cards/set.ts). Its 207 cards load with `cards()` (cards.ts); its
 * six prebuilt decks (decks.ts) are part of the description, so the deck picker needs no card definitions.
 */
import type { CardSet } from '../set'
import { SV3PT5_DECKS } from './decks'

export const SV3PT5_SET: CardSet = {
  id: 'sv3pt5',
  name: 'Scarlet & Violet—151',
  code: 'MEW',
  era: 'Scarlet & Violet',
  released: 2023,
  rules: 'modern',
  abilityTerm: 'Ability',
  kind: 'expansion',
  deckGroup: 'Scarlet & Violet—151 (modern)',
  decks: SV3PT5_DECKS,
  gate: { games: 200, seed: 3, rules: 'modern' },
  cards: () => import('./cards').then((m) => m.CARDS),
}

/**
 * Sword & Shield (swsh1, 2020): the set description (src/cards/set.ts). Its cards load with `cards()` (cards.ts).
 * Complete (issue 14): every card of the set, its real theme decks and prebuilt decks of ours around its V/VMAX lines.
 */
import type { CardSet } from '../set'
import { SWSH1_DECKS } from './decks'

export const SWSH1_SET: CardSet = {
  id: 'swsh1',
  name: 'Sword & Shield',
  code: 'SSH',
  era: 'Sword & Shield',
  released: 2020,
  rules: 'swsh',
  abilityTerm: 'Ability',
  kind: 'expansion',
  deckGroup: 'Sword & Shield (2020)',
  decks: SWSH1_DECKS,
  // 200 games of its decks under Sword & Shield rules (docs/benchmarks.md, "Sword & Shield decks").
  gate: { games: 200, seed: 4, rules: 'swsh' },
  cards: () => import('./cards').then((m) => m.CARDS),
}

/**
 * Rebel Clash (swsh2, 2020): the set description (src/cards/set.ts). Its cards load with `cards()` (cards.ts).
 * Complete (issue 14): every card of the set, its real theme decks and prebuilt decks of ours around its V/VMAX lines.
 */
import type { CardSet } from '../set'
import { SWSH2_DECKS } from './decks'

export const SWSH2_SET: CardSet = {
  id: 'swsh2',
  name: 'Rebel Clash',
  code: 'RCL',
  era: 'Sword & Shield',
  released: 2020,
  rules: 'swsh',
  abilityTerm: 'Ability',
  kind: 'expansion',
  deckGroup: 'Rebel Clash (2020)',
  decks: SWSH2_DECKS,
  // 200 games of its decks under Sword & Shield rules (docs/benchmarks.md, "Sword & Shield decks").
  gate: { games: 200, seed: 5, rules: 'swsh' },
  cards: () => import('./cards').then((m) => m.CARDS),
}

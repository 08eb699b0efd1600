/**
 * Rebel Clash (swsh2, 2020): the set description (src/cards/set.ts). Its cards load with `cards()` (cards.ts).
 * Being written card by card (issue 14): `unfinished` says what is missing until the last card and the theme decks
 * land.
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
  unfinished: 'Its cards are being added; its theme decks come with the last of them.',
  cards: () => import('./cards').then((m) => m.CARDS),
  aiHints: () => import('./ai-hints').then((m) => m.AI_HINTS),
}

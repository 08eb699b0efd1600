/**
 * Crown Zenith (swsh12pt5, 2023): the set description (src/cards/set.ts). Its cards load with `cards()` (cards.ts).
 * Issue 15: the Sword & Shield era's last set, the one that gathers VSTAR Pokémon (one VSTAR Power per player per
 * game), Radiant Pokémon (one per deck) and V/VMAX lines: all 160 cards and four VSTAR decks of ours.
 */
import type { CardSet } from '../set'
import { SWSH12PT5_DECKS } from './decks'

export const SWSH12PT5_SET: CardSet = {
  id: 'swsh12pt5',
  name: 'Crown Zenith',
  code: 'CRZ',
  era: 'Sword & Shield',
  released: 2023,
  rules: 'swsh',
  abilityTerm: 'Ability',
  kind: 'expansion',
  deckGroup: 'Crown Zenith (2023)',
  decks: SWSH12PT5_DECKS,
  // 200 games of its decks under Sword & Shield rules (docs/benchmarks.md, "Crown Zenith decks").
  gate: { games: 200, seed: 6, rules: 'swsh' },
  cards: () => import('./cards').then((m) => m.CARDS),
}

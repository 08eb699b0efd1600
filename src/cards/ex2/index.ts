/**
 * EX Sandstorm (ex2, 2003): the set description (src/cards/set.ts). Its cards load with `cards()` (cards.ts).
 * Issue 16: the EX era's second set (Fossil Trainers played as Basic Pokémon, evolved Pokémon-ex, Baby Pokémon with
 * the Baby Evolution Poké-Power), played under the `ex2003` rules. Written card by card; complete with its two theme
 * decks (Oasis, Caravan).
 */
import type { CardSet } from '../set'
import { EX2_DECKS } from './decks'

export const EX2_SET: CardSet = {
  id: 'ex2',
  name: 'EX Sandstorm',
  code: 'SS',
  era: 'EX',
  released: 2003,
  rules: 'ex2003',
  abilityTerm: 'Poké-Power',
  kind: 'expansion',
  deckGroup: 'EX Sandstorm (2003)',
  decks: EX2_DECKS,
  // 200 games of its five decks (the Oasis and Caravan theme decks, our Ring of Fire, Mind Storm and Fossil Tide):
  // every ordered pair of the 25 eight times, under the 2003 rules (docs/benchmarks.md, "EX-era decks").
  gate: { games: 200, seed: 9, rules: 'ex2003' },
  cards: () => import('./cards').then((m) => m.CARDS),
}

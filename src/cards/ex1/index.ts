/**
 * EX Ruby & Sapphire (ex1, 2003): the set description (src/cards/set.ts). Its cards load with `cards()` (cards.ts).
 * Issue 16: the first set of the EX era, played under the `ex2003` rules (Poké-Powers and Poké-Bodies, Pokémon-ex
 * worth 2 Prize cards). Written card by card; complete with its Ruby and Sapphire theme decks.
 */
import type { CardSet } from '../set'
import { EX1_DECKS } from './decks'

export const EX1_SET: CardSet = {
  id: 'ex1',
  name: 'EX Ruby & Sapphire',
  code: 'RS',
  era: 'EX',
  released: 2003,
  rules: 'ex2003',
  abilityTerm: 'Poké-Power',
  kind: 'expansion',
  deckGroup: 'EX Ruby & Sapphire (2003)',
  decks: EX1_DECKS,
  // 200 games of its theme decks (Ruby and Sapphire) under the 2003 rules (docs/benchmarks.md, "EX-era decks").
  // Also 200 2-on-2 Battles (seed 003 Appendix A; docs/engine.md "2-on-2 Battle").
  gate: { games: 200, seed: 8, rules: 'ex2003', double: { games: 200, seed: 8 } },
  cards: () => import('./cards').then((m) => m.CARDS),
}

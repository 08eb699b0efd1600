/**
 * Which cards a deck for a rule set may hold: the card pool of each rule-set profile (docs/decks.md, "Legal in a
 * rule set"). A rulebook plays the cards of its own era and of every era before it, never a newer one; basic Energy
 * is the same card in every era and legal in all of them.
 *
 * A card's era is its set's `rules` (the rule set its decks were made for, src/cards/sets.ts), so a new set needs no
 * change here; a new rule set needs its rulebook's year in RULEBOOK_YEAR, which the compiler asks for.
 */
import type { CardDef, RuleSetId } from '../engine'
import { setOfCard } from '../cards/sets'

/**
 * The year each rule set's rulebook was written for: the order of the eras. Base Set 1999 ([004], [003]), EX 2003
 * ([003] EX), Sword & Shield 2020 ([001], [000]), Scarlet & Violet 2023 ([002]).
 */
export const RULEBOOK_YEAR: Readonly<Record<RuleSetId, number>> = {
  classic1999: 1999,
  ex2003: 2003,
  swsh: 2020,
  modern: 2023,
}

/**
 * May a deck for `rules` hold this card? Yes for basic Energy; otherwise when the card's set was made for `rules`
 * or for an older rulebook. A card of no known set (an id this version does not know) is legal nowhere.
 */
export function cardLegalIn(def: CardDef, rules: RuleSetId): boolean {
  if (def.kind === 'energy' && def.basic) return true
  const set = setOfCard(def.id)
  return set !== undefined && RULEBOOK_YEAR[set.rules] <= RULEBOOK_YEAR[rules]
}

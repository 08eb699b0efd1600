/**
 * Live validation for the rule set a deck is for: the engine's deck rules (rules.md §1.3, the profile's `deck`
 * limits), each problem tied to the cards that cause it so the deck builder can show it next to them.
 */
import {
  countingName,
  deckProblems,
  ruleSet,
  type CardDb,
  type CardDef,
  type DeckProblem as EngineDeckProblem,
  type DeckProblemKind as EngineDeckProblemKind,
  type RuleSetId,
} from '../engine'
import { cardIdsOf, type DeckEntry } from './entries'
import { cardLegalIn } from './legal'

/**
 * The engine's deck rules, plus one the deck builder checks on its own: `newer-era`, a card newer than the rule
 * set's rulebook (src/decks/legal.ts). The engine plays any card under any profile, so only the builder and the
 * new-game screen refuse it; docs/decks.md "Legal in a rule set".
 */
export type DeckProblemKind = EngineDeckProblemKind | 'newer-era'
export type DeckProblem = Omit<EngineDeckProblem, 'kind'> & { kind: DeckProblemKind }

export interface DeckValidation {
  /** True when the deck can be played under the rule set (the engine's newGame accepts it). */
  ok: boolean
  /** Every problem, in the engine's order (the same sentences newGame refuses a deck with). */
  problems: DeckProblem[]
  /** Problems of the deck as a whole (its size, no Basic Pokémon): shown with the deck, not a card. */
  deckWide: DeckProblem[]
  /** The problems each card takes part in, by card id (a card over the copy limit, an ACE SPEC too many…). */
  byCard: ReadonlyMap<string, readonly DeckProblem[]>
}

/** Validate a deck (entries or a flat list of card ids) for the rules it is for. */
export function validateEntries(
  db: CardDb,
  deck: readonly DeckEntry[] | readonly string[],
  rules: RuleSetId,
): DeckValidation {
  const ids =
    deck.length > 0 && typeof deck[0] === 'string' ? (deck as readonly string[]) : cardIdsOf(deck as DeckEntry[])
  const problems: DeckProblem[] = [...deckProblems(db, ids, rules), ...newerEraProblems(db, ids, rules)]
  const byCard = new Map<string, DeckProblem[]>()
  for (const p of problems) for (const id of p.cardIds ?? []) byCard.set(id, [...(byCard.get(id) ?? []), p])
  return { ok: problems.length === 0, problems, deckWide: problems.filter((p) => !p.cardIds), byCard }
}

/** The cards of the deck newer than the rulebook of `rules` (one problem naming them all), in deck-list order. */
function newerEraProblems(db: CardDb, ids: readonly string[], rules: RuleSetId): DeckProblem[] {
  const newer = [...new Set(ids)].filter((id) => db.has(id) && !cardLegalIn(db.get(id), rules))
  if (newer.length === 0) return []
  const names = [...new Set(newer.map((id) => db.get(id).name))]
  const list = names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ')
  return [
    {
      kind: 'newer-era',
      rule: '',
      message:
        `A deck for ${ruleSet(rules).name} cannot hold cards of later eras: ${list}. ` +
        'Choose newer rules for it, or take these cards out.',
      cardIds: newer,
      count: newer.length,
    },
  ]
}

/**
 * The most copies of a card one deck may hold under `rules` (D-2 … D-7): unlimited for basic Energy, 1 for an ACE
 * SPEC card, a Radiant Pokémon or a Prism Star card where the rule set limits them, the rule set's per-name limit
 * otherwise. The limit of the card's name is shared with its other printings: see `copiesOfName`.
 */
export function copyLimit(def: CardDef, rules: RuleSetId): number {
  const r = ruleSet(rules).deck
  if (def.kind === 'energy' && def.basic) return Infinity
  if (r.aceSpecLimit && def.aceSpec) return 1
  if (r.radiantLimit && def.kind === 'pokemon' && def.ruleBox === 'Radiant') return 1
  if (r.prismStarLimit && def.prismStar) return 1
  return r.maxCopies
}

/** How many cards in the deck share `def`'s name for the copy limit (rules.md D-3: every printing counts). */
export function copiesOfName(db: CardDb, deck: readonly DeckEntry[], def: CardDef): number {
  const name = countingName(def.name)
  return deck
    .filter((e) => db.has(e.cardId) && countingName(db.get(e.cardId).name) === name)
    .reduce((n, e) => n + e.count, 0)
}

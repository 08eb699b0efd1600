/**
 * Deck validation per rule set (rules.md 1.3, era row 29), with messages a player understands. `deckProblems` ties
 * each problem to the cards that cause it (so a deck builder can show it next to them); `validateDeck` is the same
 * check as plain sentences (newGame's refusal, older callers).
 */
import type { CardDb, CardDef } from './api/card'
import type { RuleSetId } from './rules/profile'
import { ruleSet } from './rules/profile'
import { countingName } from './rules/names'

export interface DeckCheck {
  ok: boolean
  errors: string[]
}

/** What kind of rule a deck breaks (one per rule of rules.md §1.3 the engine checks, plus unknown cards). */
export type DeckProblemKind =
  'unknown-card' | 'size' | 'copies' | 'no-basic' | 'v-union-set' | 'ace-spec' | 'radiant' | 'prism-star'

/** One broken deck rule. */
export interface DeckProblem {
  kind: DeckProblemKind
  /** The rule it breaks, as rules.md numbers it (`D-1` … `D-8`); '' for a card this version does not know. */
  rule: string
  /** The sentence a player reads (the same as validateDeck's). */
  message: string
  /**
   * The card ids in the deck that cause it, each once, in deck-list order: every card of the name over the limit,
   * every ACE SPEC card, every Radiant Pokémon… Absent when the deck as a whole breaks the rule (its size, no Basic
   * Pokémon).
   */
  cardIds?: string[]
  /** The name the rule counts by, when it counts by name (copies, Prism Star, V-UNION). */
  name?: string
  /** How many the deck has of what the rule limits (cards, copies, ACE SPEC cards…). */
  count?: number
  /** The most (size: exactly) the rule set allows. */
  limit?: number
}

const unique = (ids: Iterable<string>): string[] => [...new Set(ids)]

/** The names of `defs`, each once, in list order, joined for a message ("Radiant Charizard and Radiant Eternatus"). */
function listNames(defs: readonly CardDef[]): string {
  const names = unique(defs.map((d) => d.name))
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : (names[0] ?? '')
}

/**
 * Every rule of rules.md §1.3 the deck breaks under `rules` (its profile's `deck` limits: the era's own), in the
 * order validateDeck reports them; empty for a legal deck. Cards the database does not know are reported and
 * otherwise ignored.
 */
export function deckProblems(db: CardDb, list: readonly string[], rules: RuleSetId = 'modern'): DeckProblem[] {
  const r = ruleSet(rules).deck
  const problems: DeckProblem[] = []
  const unknown = unique(list.filter((id) => !db.has(id)))
  if (unknown.length)
    problems.push({
      kind: 'unknown-card',
      rule: '',
      message: `Unknown card${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`,
      cardIds: unknown,
    })
  const defs: CardDef[] = list.filter((id) => db.has(id)).map((id) => db.get(id))
  if (list.length !== r.size)
    problems.push({
      kind: 'size',
      rule: 'D-1',
      message: `A deck must have exactly ${r.size} cards; this one has ${list.length}.`,
      count: list.length,
      limit: r.size,
    })
  const byName = new Map<string, CardDef[]>()
  for (const d of defs) {
    if (d.kind === 'energy' && d.basic) continue // D-2: basic Energy is exempt
    const n = countingName(d.name)
    byName.set(n, [...(byName.get(n) ?? []), d])
  }
  for (const [name, cards] of byName) {
    if (cards.length > r.maxCopies)
      problems.push({
        kind: 'copies',
        rule: 'D-2',
        message: `Too many cards named "${name}": ${cards.length} (at most ${r.maxCopies}).`,
        cardIds: unique(cards.map((d) => d.id)),
        name,
        count: cards.length,
        limit: r.maxCopies,
      })
  }
  if (!defs.some((d) => d.kind === 'pokemon' && d.stage === 'basic'))
    problems.push({ kind: 'no-basic', rule: 'D-4', message: 'A deck needs at least one Basic Pokémon.' })
  // D-8: all copies of one V-UNION come from the same set (checked where the card data names the set).
  const unionSets = new Map<string, CardDef[]>()
  for (const d of defs) {
    if (d.kind !== 'pokemon' || d.stage !== 'vunion' || d.set === undefined) continue
    unionSets.set(d.name, [...(unionSets.get(d.name) ?? []), d])
  }
  for (const [name, cards] of unionSets) {
    const sets = unique(cards.map((d) => d.set!))
    if (sets.length > 1)
      problems.push({
        kind: 'v-union-set',
        rule: 'D-8',
        message: `All "${name}" cards in a deck must come from the same set; this one mixes ${sets.join(' and ')}.`,
        cardIds: unique(cards.map((d) => d.id)),
        name,
        count: sets.length,
        limit: 1,
      })
  }
  if (r.aceSpecLimit) {
    const aces = defs.filter((d) => d.aceSpec)
    if (aces.length > 1)
      problems.push({
        kind: 'ace-spec',
        rule: 'D-5',
        message: `Only 1 ACE SPEC card is allowed in a deck; this one has ${aces.length}.`,
        cardIds: unique(aces.map((d) => d.id)),
        count: aces.length,
        limit: 1,
      })
  }
  if (r.radiantLimit) {
    const radiant = defs.filter((d) => d.kind === 'pokemon' && d.ruleBox === 'Radiant')
    if (radiant.length > 1)
      problems.push({
        kind: 'radiant',
        rule: 'D-6',
        message: `Only 1 Radiant Pokémon is allowed in a deck; this one has ${radiant.length}: ${listNames(radiant)}.`,
        cardIds: unique(radiant.map((d) => d.id)),
        count: radiant.length,
        limit: 1,
      })
  }
  if (r.prismStarLimit) {
    const prism = new Map<string, CardDef[]>()
    for (const d of defs) if (d.prismStar) prism.set(d.name, [...(prism.get(d.name) ?? []), d])
    for (const [name, cards] of prism)
      if (cards.length > 1)
        problems.push({
          kind: 'prism-star',
          rule: 'D-7',
          message: `Only 1 copy of the Prism Star card "${name}" is allowed; this deck has ${cards.length}.`,
          cardIds: unique(cards.map((d) => d.id)),
          name,
          count: cards.length,
          limit: 1,
        })
  }
  return problems
}

/** The deck rules of `rules` as sentences: `ok` when the deck is legal (deckProblems says which cards break what). */
export function validateDeck(db: CardDb, list: readonly string[], rules: RuleSetId = 'modern'): DeckCheck {
  const errors = deckProblems(db, list, rules).map((p) => p.message)
  return { ok: errors.length === 0, errors }
}

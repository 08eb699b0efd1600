/**
 * Deck validation per rule set (rules.md 1.3, era row 29), with messages a player understands.
 */
import type { CardDb, CardDef } from './api/card'
import type { RuleSetId } from './rules/profile'
import { ruleSet } from './rules/profile'
import { countingName } from './rules/names'

export interface DeckCheck {
  ok: boolean
  errors: string[]
}

export function validateDeck(db: CardDb, list: readonly string[], rules: RuleSetId = 'modern'): DeckCheck {
  const r = ruleSet(rules).deck
  const errors: string[] = []
  const unknown = [...new Set(list.filter((id) => !db.has(id)))]
  if (unknown.length) errors.push(`Unknown card${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`)
  const defs: CardDef[] = list.filter((id) => db.has(id)).map((id) => db.get(id))
  if (list.length !== r.size) errors.push(`A deck must have exactly ${r.size} cards; this one has ${list.length}.`)
  const counts = new Map<string, number>()
  for (const d of defs) {
    if (d.kind === 'energy' && d.basic) continue // D-2: basic Energy is exempt
    const n = countingName(d.name)
    counts.set(n, (counts.get(n) ?? 0) + 1)
  }
  for (const [name, n] of counts) {
    if (n > r.maxCopies) errors.push(`Too many cards named "${name}": ${n} (at most ${r.maxCopies}).`)
  }
  if (!defs.some((d) => d.kind === 'pokemon' && d.stage === 'basic'))
    errors.push('A deck needs at least one Basic Pokémon.')
  // D-8: all copies of one V-UNION come from the same set (checked where the card data names the set).
  const unionSets = new Map<string, Set<string>>()
  for (const d of defs) {
    if (d.kind !== 'pokemon' || d.stage !== 'vunion' || d.set === undefined) continue
    const sets = unionSets.get(d.name) ?? new Set<string>()
    sets.add(d.set)
    unionSets.set(d.name, sets)
  }
  for (const [name, sets] of unionSets) {
    if (sets.size > 1)
      errors.push(
        `All "${name}" cards in a deck must come from the same set; this one mixes ${[...sets].join(' and ')}.`,
      )
  }
  if (r.aceSpecLimit) {
    const n = defs.filter((d) => d.aceSpec).length
    if (n > 1) errors.push(`Only 1 ACE SPEC card is allowed in a deck; this one has ${n}.`)
  }
  if (r.radiantLimit) {
    const n = defs.filter((d) => d.kind === 'pokemon' && d.ruleBox === 'Radiant').length
    if (n > 1) errors.push(`Only 1 Radiant Pokémon is allowed in a deck; this one has ${n}.`)
  }
  if (r.prismStarLimit) {
    const prism = new Map<string, number>()
    for (const d of defs) if (d.prismStar) prism.set(d.name, (prism.get(d.name) ?? 0) + 1)
    for (const [name, n] of prism)
      if (n > 1) errors.push(`Only 1 copy of the Prism Star card "${name}" is allowed; this deck has ${n}.`)
  }
  return { ok: errors.length === 0, errors }
}

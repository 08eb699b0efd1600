/**
 * The card browser's search and filters, over every loaded card: pure functions, so the screen only draws. A card's
 * searchable text (name, attacks, abilities, rules text, set) is built once per card (`indexCards`), folded to
 * lower case without accents, so typing "pokemon" finds "Pokémon" and each keystroke is one pass of `includes`.
 */
import type { CardDef, EnergyType, RuleBox, RuleSetId, Stage, TrainerKind } from '../../engine'
import { setOfCard } from '../../cards/sets'
import { cardLegalIn } from '../../decks'

/** What kind of card: Pokémon, each Trainer subtype (classic 1999 Trainers count as Items), Energy. */
export type KindFilter = 'pokemon' | 'trainer' | TrainerKind | 'energy' | 'basic-energy' | 'special-energy'

export interface CardFilters {
  query: string
  /** A set id, or '' for every set. */
  set: string
  kind: KindFilter | ''
  stage: Stage | ''
  type: EnergyType | ''
  /** A rule box, 'none' (no rule box), or '' for any. */
  ruleBox: RuleBox | 'none' | ''
  /** Only cards a deck for this rule set may hold ('' for any). */
  legalIn: RuleSetId | ''
}

export const NO_FILTERS: CardFilters = { query: '', set: '', kind: '', stage: '', type: '', ruleBox: '', legalIn: '' }

export interface IndexedCard {
  def: CardDef
  /** Folded searchable text: name first. */
  text: string
  /** Folded name alone (a name match sorts before a text match). */
  name: string
}

/** Lower case without accents or extra spaces ("Pokémon  ex" → "pokemon ex"). */
export function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()
}

function searchableText(def: CardDef): string {
  const parts: string[] = [def.name, def.text ?? '']
  if (def.kind === 'pokemon') {
    for (const a of def.attacks) parts.push(a.name, a.text ?? '')
    for (const a of def.abilities ?? []) parts.push(a.name, a.text ?? '')
    if (def.evolvesFrom) parts.push(def.evolvesFrom)
  } else if (def.kind === 'trainer') {
    for (const a of def.attacks ?? []) parts.push(a.name, a.text ?? '')
  }
  const set = setOfCard(def.id)
  if (set) parts.push(set.name, set.code)
  return fold(parts.join(' \u2022 '))
}

export function indexCards(defs: readonly CardDef[]): IndexedCard[] {
  return defs.map((def) => ({ def, text: searchableText(def), name: fold(def.name) }))
}

function kindMatches(def: CardDef, kind: KindFilter): boolean {
  switch (kind) {
    case 'pokemon':
    case 'trainer':
    case 'energy':
      return def.kind === kind
    case 'basic-energy':
      return def.kind === 'energy' && def.basic
    case 'special-energy':
      return def.kind === 'energy' && !def.basic
    default:
      return def.kind === 'trainer' && def.trainerKind === kind
  }
}

/** The cards that pass every filter, name matches before text matches, otherwise in set-list order. */
export function filterCards(cards: readonly IndexedCard[], f: CardFilters): IndexedCard[] {
  const q = fold(f.query)
  const byName: IndexedCard[] = []
  const byText: IndexedCard[] = []
  for (const c of cards) {
    const d = c.def
    if (f.set && setOfCard(d.id)?.id !== f.set) continue
    if (f.kind && !kindMatches(d, f.kind)) continue
    if (f.stage && (d.kind !== 'pokemon' || d.stage !== f.stage)) continue
    if (f.type) {
      const types = d.kind === 'pokemon' ? d.types : d.kind === 'energy' ? d.provides.flatMap((p) => p.types) : []
      if (!types.includes(f.type)) continue
    }
    if (f.ruleBox) {
      const box = d.kind === 'pokemon' ? d.ruleBox : undefined
      if (f.ruleBox === 'none' ? box !== undefined : box !== f.ruleBox) continue
    }
    if (f.legalIn && !cardLegalIn(d, f.legalIn)) continue
    if (!q) byName.push(c)
    else if (c.name.includes(q)) byName.push(c)
    else if (c.text.includes(q)) byText.push(c)
  }
  return byText.length ? byName.concat(byText) : byName
}

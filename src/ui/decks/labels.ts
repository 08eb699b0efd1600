/** Words the deck screens share: a card's print ("MEW 4"), filter option labels, rule set names. */
import { ENERGY_TYPES, type CardDef, type RuleBox, type RuleSetId, type Stage } from '../../engine'
import { setOfCard, SETS } from '../../cards/sets'
import { STAGE_LABEL } from '../card/names'
import { TYPE_LABEL } from '../card/palette'
import type { KindFilter } from './card-search'

/** The set code and number a deck list names the card by ("MEW 4"). */
export function printLabel(def: CardDef): string {
  const set = setOfCard(def.id)
  const number = def.id.slice(def.id.lastIndexOf('-') + 1)
  return set ? `${set.code} ${number}` : def.id
}

/** "Charmander (MEW 4)": unique among every set's cards, for buttons and announcements. */
export const cardLabel = (def: CardDef): string => `${def.name} (${printLabel(def)})`

export const RULES_LABEL: Record<RuleSetId, string> = {
  modern: 'Modern',
  swsh: 'Sword & Shield',
  classic1999: 'Classic 1999',
  ex2003: 'EX era (2003)',
}

/** The rule sets a deck can be built for (the ones the new-game screen offers). */
export const DECK_RULES: readonly RuleSetId[] = ['modern', 'swsh', 'ex2003', 'classic1999']

type Option<T extends string> = { value: T; label: string }

/** A set still being written says so, so a player does not take its missing cards for a bug. */
export const SET_OPTIONS: Option<string>[] = SETS.map((s) => ({
  value: s.id,
  label: s.unfinished ? `${s.name} (cards being added)` : s.name,
}))

export const KIND_OPTIONS: Option<KindFilter>[] = [
  { value: 'pokemon', label: 'Pokémon' },
  { value: 'trainer', label: 'Trainer (any)' },
  { value: 'item', label: 'Item' },
  { value: 'supporter', label: 'Supporter' },
  { value: 'stadium', label: 'Stadium' },
  { value: 'tool', label: 'Pokémon Tool' },
  { value: 'energy', label: 'Energy (any)' },
  { value: 'basic-energy', label: 'Basic Energy' },
  { value: 'special-energy', label: 'Special Energy' },
]

const STAGES: Stage[] = ['basic', 'stage1', 'stage2', 'vstar', 'vmax', 'vunion', 'break', 'mega', 'restored']
export const STAGE_OPTIONS: Option<Stage>[] = STAGES.map((s) => ({ value: s, label: STAGE_LABEL[s] }))

export const TYPE_OPTIONS = ENERGY_TYPES.map((t) => ({ value: t, label: TYPE_LABEL[t] }))

const BOXES: [RuleBox, string][] = [
  ['ex', 'Pokémon ex'],
  ['tera-ex', 'Tera Pokémon ex'],
  ['V', 'Pokémon V'],
  ['VSTAR', 'VSTAR'],
  ['VMAX', 'VMAX'],
  ['V-UNION', 'V-UNION'],
  ['Radiant', 'Radiant'],
  ['GX', 'GX'],
  ['TAG TEAM', 'TAG TEAM'],
  ['EX', 'Pokémon-EX'],
  ['ex-classic', 'Pokémon-ex (2003)'],
]
export const RULE_BOX_OPTIONS: Option<RuleBox | 'none'>[] = [
  { value: 'none', label: 'No rule box' },
  ...BOXES.map(([value, label]) => ({ value, label })),
]

export const LEGAL_OPTIONS: Option<RuleSetId>[] = DECK_RULES.map((r) => ({ value: r, label: RULES_LABEL[r] }))

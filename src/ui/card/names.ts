/**
 * Words for cards: accessible names ("Charmander, 50 HP, 20 damage, Asleep"), stage and Trainer-kind labels,
 * and the Prize rule of rule-box Pokémon. Card faces are aria-hidden; whoever shows one names it with these.
 */
import type {
  AbilityDef,
  AttackDef,
  CardDef,
  EnergyType,
  PokemonDef,
  RuleBox,
  SlotView,
  Stage,
  TrainerDef,
} from '../../engine'
import { prizeValue } from '../../engine/api/card'
import { TYPE_LABEL } from './palette'

export type AbilityTerm = 'Ability' | 'Pokémon Power' | 'Poké-Power'

/**
 * What the card calls this power: a VSTAR Power, the EX era's Poké-Power or Poké-Body (AbilityDef.exKind), else the
 * term of the card's rule set (Ability, Pokémon Power).
 */
export function abilityLabel(a: AbilityDef, term: AbilityTerm): string {
  if (a.vstarPower) return 'VSTAR Power'
  if (a.exKind === 'poke-power') return 'Poké-Power'
  if (a.exKind === 'poke-body') return 'Poké-Body'
  return term
}

export const STAGE_LABEL: Record<Stage, string> = {
  basic: 'Basic',
  stage1: 'Stage 1',
  stage2: 'Stage 2',
  vstar: 'VSTAR',
  vmax: 'VMAX',
  break: 'BREAK',
  mega: 'Mega Evolution',
  vunion: 'V-UNION',
  restored: 'Restored',
}

/** "Trainer" for classic cards printed without a subtype, else the modern subtype. */
export function trainerKindLabel(def: TrainerDef): string {
  if (def.classic) return 'Trainer'
  switch (def.trainerKind) {
    case 'item':
      return 'Item'
    case 'supporter':
      return 'Supporter'
    case 'stadium':
      return 'Stadium'
    case 'tool':
      return 'Pokémon Tool'
    case 'tm':
      return 'Technical Machine'
  }
}

export const typeName = (t: EnergyType): string => TYPE_LABEL[t]

const RULE_NAME: Record<RuleBox, string> = {
  ex: 'Pokémon ex',
  'tera-ex': 'Pokémon ex',
  'ex-classic': 'Pokémon-ex',
  EX: 'Pokémon-EX',
  GX: 'Pokémon-GX',
  'TAG TEAM': 'TAG TEAM',
  V: 'Pokémon V',
  VSTAR: 'Pokémon VSTAR',
  VMAX: 'Pokémon VMAX',
  'V-UNION': 'Pokémon V-UNION',
  Radiant: 'Radiant Pokémon',
}

/** The rule boxes of the Sword & Shield family are titled by their mark alone, as the cards print them ("V rule"). */
const SHORT_TITLE: Partial<Record<RuleBox, string>> = { V: 'V', VSTAR: 'VSTAR', VMAX: 'VMAX', 'V-UNION': 'V-UNION' }

/** "1 Prize card", "3 Prize cards". */
export const prizeWords = (n: number): string => `${n} Prize card${n === 1 ? '' : 's'}`

/** The rule in the rule box, in our own words: the Prize rule (or the Radiant deck limit). */
export function ruleBoxText(def: PokemonDef): { title: string; text: string } | null {
  if (!def.ruleBox) return null
  const who = RULE_NAME[def.ruleBox]
  if (def.ruleBox === 'Radiant') {
    return { title: 'Radiant Pokémon rule', text: 'A deck may hold only 1 Radiant Pokémon.' }
  }
  const title = `${SHORT_TITLE[def.ruleBox] ?? who} rule`
  return { title, text: `Knock Out this ${who} and the other player takes ${prizeWords(prizeValue(def))}.` }
}

/** What a Knock Out of this Pokémon gives the other player, for every Pokémon (the card's detail). */
export const knockOutWords = (prizes: number): string => `A Knock Out gives ${prizeWords(prizes)}`

/** "30", "10×", "20+", "50−" (a true minus sign); "" when the attack prints no damage. */
export function damageLabel(a: AttackDef): string {
  if (!a.damage) return ''
  const suffix = a.damageSuffix === '-' ? '−' : (a.damageSuffix ?? '')
  return `${a.damage}${suffix}`
}

/** "Fire, Fire, Colorless" (or "no Energy"). */
export function costWords(cost: EnergyType[]): string {
  return cost.length ? cost.map(typeName).join(', ') : 'no Energy'
}

export const CONDITION_LABEL = { asleep: 'Asleep', confused: 'Confused', paralyzed: 'Paralyzed' } as const

/**
 * The accessible name of a card, optionally as it lies in play:
 * "Charmander, 50 HP, 20 damage, Asleep" · "Potion, Trainer" · "Fire Energy" · "Double Colorless Energy, Special Energy".
 */
export function cardAccessibleName(def: CardDef, slot?: SlotView): string {
  if (slot?.faceDown) return 'Face-down Pokémon'
  const parts: string[] = [def.name]
  // In play, the HP now (effects counted) when the view knows it.
  if (def.kind === 'pokemon') parts.push(`${slot?.hp ?? def.hp} HP`)
  else if (def.kind === 'trainer') {
    // In play a fossil is a Pokémon: named like one, with its HP; in the hand it is the Trainer it is printed as.
    if (slot && def.playAsPokemon) parts.push(`${slot.hp ?? def.playAsPokemon.hp} HP`)
    else parts.push(trainerKindLabel(def))
  } else if (!def.basic) parts.push('Special Energy')
  if (slot) {
    if (slot.damage > 0) parts.push(`${slot.damage} damage`)
    const c = slot.conditions
    if (c.rotation) parts.push(CONDITION_LABEL[c.rotation])
    if (c.poisoned) parts.push('Poisoned')
    if (c.burned) parts.push('Burned')
  }
  return parts.join(', ')
}

/**
 * What is attached to a Pokémon in play, for its accessible name: ", 2 Fire Energy and Rigid Band attached" (the
 * same cards counted once), or "" when nothing is.
 */
export function attachedWords(names: string[]): string {
  if (names.length === 0) return ''
  const counts = new Map<string, number>()
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1)
  const parts = [...counts].map(([n, k]) => (k > 1 ? `${k} ${n}` : n))
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0]
  return `, ${list} attached`
}

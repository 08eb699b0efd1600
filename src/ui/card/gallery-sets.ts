import { SETS } from '../../cards/sets'
import type { CardSet } from '../../cards/set'
import type { CardDef } from '../../engine'
import { frameOf, toneOf } from './frame'

/**
 * The sets the page shows: `?gallery&set=<id>,<id>` names them (`set=none`: only the made-up samples); without
 * `set`, every set. Drawing every card of every set at four sizes takes seconds and grows with each set, so tests
 * and people looking at one set ask for that set.
 */
export function gallerySets(search: string): readonly CardSet[] {
  const wanted = new URLSearchParams(search).get('set')
  if (wanted === null) return SETS
  const ids = wanted.split(',').map((s) => s.trim())
  return SETS.filter((s) => ids.includes(s.id))
}

/**
 * `?gallery&looks`: a few cards that between them show every look a face has in the shown sets — every tone and
 * frame (type, rule box), every kind of power, every stage, every Trainer and Energy kind —, the first card that adds
 * one. The accessibility check (axe) reads every face on the page and takes about a second per ten cards: this keeps
 * it to a few dozen faces while every colour pair and block is still checked.
 */
export function wantsOneCardPerLook(search: string): boolean {
  return new URLSearchParams(search).has('looks')
}

/** What a face shows that another card's face may not: its tone and frame, its blocks. */
export function looksOf(def: CardDef): string[] {
  const out = [`tone ${toneOf(def)} ${frameOf(def)}`]
  if (def.kind === 'pokemon') {
    out.push(`stage ${def.stage}`, `box ${def.ruleBox ?? ''}`)
    for (const a of def.abilities ?? []) out.push(`power ${a.exKind ?? (a.vstarPower ? 'vstar' : 'ability')}`)
    if (def.baby) out.push('baby')
  } else if (def.kind === 'trainer') {
    out.push(`trainer ${def.trainerKind} ${def.classic ? 'classic' : ''}`)
    if (def.playAsPokemon) out.push('trainer as a Pokémon')
    if (def.attacks?.length) out.push('trainer with attacks')
  } else {
    out.push(`energy ${def.basic ? 'basic' : 'special'}`)
  }
  return out
}

export function oneCardPerLook(cards: readonly CardDef[]): CardDef[] {
  const seen = new Set<string>()
  return cards.filter((c) => {
    const fresh = looksOf(c).filter((l) => !seen.has(l))
    for (const l of fresh) seen.add(l)
    return fresh.length > 0
  })
}

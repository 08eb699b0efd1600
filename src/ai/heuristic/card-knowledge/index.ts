/**
 * The card knowledge of every set the policy knows, and the lookups the policy uses: the first set that knows a
 * card answers (an earlier set wins when two sets print a card of the same name).
 */
import type { SlotRef, SlotView } from '../../../engine'
import type { MainCtx } from '../main-context'
import type { CardKnowledge } from './types'
import { BASE_SET_KNOWLEDGE } from './base-set'
import { SCARLET_VIOLET_151_KNOWLEDGE } from './scarlet-violet-151'

export type { CardKnowledge } from './types'

export const CARD_KNOWLEDGE: readonly CardKnowledge[] = [BASE_SET_KNOWLEDGE, SCARLET_VIOLET_151_KNOWLEDGE]

function first(ask: (k: CardKnowledge) => number | undefined): number | undefined {
  for (const k of CARD_KNOWLEDGE) {
    const v = ask(k)
    if (v !== undefined) return v
  }
  return undefined
}

export const trainerScore = (c: MainCtx, name: string) => first((k) => k.trainerScore?.(c, name))
export const toolScore = (c: MainCtx, name: string, target: SlotRef) => first((k) => k.toolScore?.(c, name, target))
export const abilityScore = (c: MainCtx, name: string, slot: SlotView | null) =>
  first((k) => k.abilityScore?.(c, name, slot))
export const abilityUses = (name: string) => first((k) => k.abilityUses?.(name))
export const stadiumActionScore = (c: MainCtx) => first((k) => k.stadiumActionScore?.(c))
export const cardValue = (name: string) => first((k) => k.cardValue?.(name))

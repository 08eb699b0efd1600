import type { CardDef, SlotView } from '../../engine'
import { cardDb } from '../../cards/registry'

export const defOf = (id: string): CardDef => cardDb().get(id)

/** The current (top) card of a Pokémon in play. */
export const topOf = (slot: SlotView) => slot.stack[slot.stack.length - 1] ?? null

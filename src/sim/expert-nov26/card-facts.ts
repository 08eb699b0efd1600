/** Card facts read through the card database: a card's definition, the Pokémon on top of a slot, its Energy units. */
import type { CardDb, CardDef, EnergyUnitSet, PokemonDef, SlotView } from '../../engine'

export const ANY_UNIT: EnergyUnitSet = { types: 'any' }

export function defOf(db: CardDb, id: string): CardDef | null {
  return db.has(id) ? db.get(id) : null
}

/** The Pokémon card on top of a slot (null for a Trainer played as a Pokémon, or a face-down slot). */
export function pokemonOf(db: CardDb, slot: SlotView | null | undefined): PokemonDef | null {
  const top = slot?.stack[slot.stack.length - 1]
  const def = top ? defOf(db, top.def) : null
  return def?.kind === 'pokemon' ? def : null
}

export function unitsOfSlot(db: CardDb, slot: SlotView): EnergyUnitSet[] {
  const out: EnergyUnitSet[] = []
  for (const e of slot.energy) {
    const d = defOf(db, e.def)
    // A card acting as Energy (not printed as one) counts as one unit of any type for planning.
    if (d?.kind === 'energy') out.push(...d.provides)
    else out.push(ANY_UNIT)
  }
  return out
}

/**
 * Small builders so a card definition reads like the printed card. Facts are data; behaviour uses the engine's
 * effect API (src/engine/effects/context.ts).
 */
import type {
  AttackDef,
  CardMarker,
  EnergyDef,
  EnergyType,
  HookCtx,
  MarkerData,
  PokemonDef,
  TrainerDef,
  TypeModifier,
} from '../engine'

/** Base Set Weakness/Resistance as printed: Weakness ×2, Resistance −30 (rules.md §2 rows 21-22). */
export const weak = (type: EnergyType): TypeModifier[] => [{ type, op: '×', value: 2 }]
export const resist = (type: EnergyType, value = 30): TypeModifier[] => [{ type, op: '-', value }]

export function pokemon(def: Omit<PokemonDef, 'kind'>): PokemonDef {
  return { kind: 'pokemon', ...def }
}

export function attack(name: string, cost: EnergyType[], damage: number, rest: Partial<AttackDef> = {}): AttackDef {
  return { name, cost, damage, ...rest }
}

/** A 1999 Trainer: printed without a subtype; modern rules play it as an Item (rules.md §2 row 25). */
export function classicTrainer(def: Omit<TrainerDef, 'kind' | 'trainerKind' | 'classic'>): TrainerDef {
  return { kind: 'trainer', trainerKind: 'item', classic: true, ...def }
}

export function basicEnergy(id: string, type: EnergyType, number: string, set: string): EnergyDef {
  const name = `${type[0]!.toUpperCase()}${type.slice(1)} Energy`
  return { kind: 'energy', id, name, set, number, basic: true, provides: [{ types: [type] }] }
}

/** A modern Trainer card of the given kind (Item, Supporter, Stadium, Pokémon Tool). */
export function trainer(
  trainerKind: TrainerDef['trainerKind'],
  def: Omit<TrainerDef, 'kind' | 'trainerKind'>,
): TrainerDef {
  return { kind: 'trainer', trainerKind, ...def }
}

/**
 * Another print of a card (alternate art, secret rare): the same definition under its own id and number.
 * Rules treat prints with the same name as the same card (deck limits count by name).
 */
export function reprint<T extends PokemonDef | TrainerDef | EnergyDef>(def: T, id: string, number: string): T {
  return { ...def, id, number }
}

/**
 * A card's own kind of lasting effect, with its data typed: `kind(data)` is the effect to `mark` (or `markPlayer`),
 * `kind.data(h)` reads it back in the hooks of the card's `markers[kind.key]`.
 *
 *   const CONVERSION = markerKind<{ type: EnergyType }>('sv3pt5-137', 'conversion-4')
 *   c.mark(c.defending, { ...CONVERSION({ type }), clearsOnMove: true })
 *   markers: { [CONVERSION.key]: { weakness: (h, w) => w.map((m) => ({ ...m, type: CONVERSION.data(h).type })) } }
 */
export interface MarkerKind<D extends MarkerData> {
  (data: D): CardMarker<D> & { data: D }
  readonly source: CardMarker['source']
  readonly key: string
  /** The data of this kind's marker a hook belongs to. */
  data(h: HookCtx): D
}
export function markerKind<D extends MarkerData>(source: CardMarker['source'], key: string): MarkerKind<D> {
  const kind = (data: D) => ({ source, key, data })
  return Object.assign(kind, {
    source,
    key,
    data(h: HookCtx): D {
      const m = h.marker
      if (!m || m.source !== source || m.key !== key || !m.data) throw new Error(`Not a ${source} '${key}' marker`)
      return m.data as D
    },
  })
}

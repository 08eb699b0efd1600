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

/**
 * A card's set and number are read from its id, `<set id>-<number>` (`base1-4`, `sv3pt5-207`, `sve-12`), so a
 * definition writes them once. The set id is lower-case letters and digits; the number is letters and digits with at
 * least one digit (`4`, `TG05`, `SV49`). An id of another shape (a test card such as `m-recoil`) has no set or number
 * unless the definition gives them: `set` and `number` are accepted only for such ids, and refused for an id that
 * has the shape, so a card's set and number can never disagree with its id.
 */
export const CARD_ID = /^([a-z0-9]+)-([A-Za-z0-9]*[0-9][A-Za-z0-9]*)$/

/** Where a definition may name its set and number itself: only when its id is not `<set id>-<number>`. */
export interface SetAndNumber {
  set?: string
  number?: string
}

/** The set and number of a card with this id (see CARD_ID), or the ones given for an id of another shape. */
export function setAndNumber(id: string, given: SetAndNumber = {}): SetAndNumber {
  const m = CARD_ID.exec(id)
  if (m && (given.set !== undefined || given.number !== undefined))
    throw new Error(`${id}: set and number come from the id; write them only for an id that is not <set>-<number>`)
  if (m) return { set: m[1]!, number: m[2]! }
  return {
    ...(given.set !== undefined ? { set: given.set } : {}),
    ...(given.number !== undefined ? { number: given.number } : {}),
  }
}

/** The definition with its set and number taken from its id (setAndNumber). */
function placed<T extends { id: string } & SetAndNumber>(def: T): T {
  const { set, number, ...rest } = def
  return { ...rest, ...setAndNumber(def.id, { set, number }) } as T
}

export function pokemon(def: Omit<PokemonDef, 'kind'>): PokemonDef {
  return placed({ kind: 'pokemon', ...def })
}

export function attack(name: string, cost: EnergyType[], damage: number, rest: Partial<AttackDef> = {}): AttackDef {
  return { name, cost, damage, ...rest }
}

/** A 1999 Trainer: printed without a subtype; modern rules play it as an Item (rules.md §2 row 25). */
export function classicTrainer(def: Omit<TrainerDef, 'kind' | 'trainerKind' | 'classic'>): TrainerDef {
  return placed({ kind: 'trainer', trainerKind: 'item', classic: true, ...def })
}

/** An Energy card (a Special Energy, or a basic Energy printed with another name than `basicEnergy` gives). */
export function energy(def: Omit<EnergyDef, 'kind'>): EnergyDef {
  return placed({ kind: 'energy', ...def })
}

/** A Base Set basic Energy card: "Fire Energy", providing one Fire Energy. */
export function basicEnergy(id: string, type: EnergyType): EnergyDef {
  const name = `${type[0]!.toUpperCase()}${type.slice(1)} Energy`
  return energy({ id, name, basic: true, provides: [{ types: [type] }] })
}

/** A modern Trainer card of the given kind (Item, Supporter, Stadium, Pokémon Tool). */
export function trainer(
  trainerKind: TrainerDef['trainerKind'],
  def: Omit<TrainerDef, 'kind' | 'trainerKind'>,
): TrainerDef {
  return placed({ kind: 'trainer', trainerKind, ...def })
}

/**
 * Another print of a card (alternate art, secret rare, or a basic Energy printed in an expansion): the same
 * definition under its own id, with the set and number of that id. Rules treat prints with the same name as the same
 * card (deck limits count by name).
 */
export function reprint<T extends PokemonDef | TrainerDef | EnergyDef>(def: T, id: string): T {
  return { ...def, id, ...setAndNumber(id) }
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

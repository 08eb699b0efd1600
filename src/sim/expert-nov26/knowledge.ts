/**
 * What a player can read off the table: card facts through the card database, Energy on a Pokémon against attack
 * costs, rough damage with Weakness and Resistance, Knock Out checks. Everything works on a GameView (one seat's
 * knowledge), never on a GameState. Estimates, not rules: the engine stays the judge of what happens.
 */
import type {
  AttackDef,
  CardDb,
  CardDef,
  EnergyType,
  EnergyUnitSet,
  GameView,
  PokemonDef,
  SideView,
  SlotRef,
  SlotView,
} from '../../engine'
import { canPay, prizeValue, ruleSet } from '../../engine'
import { ANY_UNIT, defOf, pokemonOf, unitsOfSlot } from './card-facts'
import { damageInScene, sceneOf } from './attack-text'

export { ANY_UNIT, defOf, pokemonOf, unitsOfSlot } from './card-facts'

/** A Pokémon's HP now: the view's (effects counted) when it has one, else the printed HP. */
export function hpOf(db: CardDb, slot: SlotView | null | undefined): number {
  if (slot?.hp !== undefined) return slot.hp
  const top = slot?.stack[slot.stack.length - 1]
  const def = top ? defOf(db, top.def) : null
  if (!def) return 0
  if (def.kind === 'pokemon') return def.hp
  if (def.kind === 'trainer' && def.playAsPokemon) return def.playAsPokemon.hp
  return 0
}

export const hpLeft = (db: CardDb, slot: SlotView | null | undefined): number =>
  Math.max(0, hpOf(db, slot) - (slot?.damage ?? 0))

/**
 * Prize cards the opponent takes for Knocking this Pokémon Out: the view's count when it carries one (effects such as
 * an 'extra-prizes' marker counted), else its card's (1; 2 for a V or an ex; 3 for a VMAX).
 */
export function prizesFor(db: CardDb, slot: SlotView | null | undefined): number {
  if (slot?.prizes !== undefined) return slot.prizes
  const top = slot?.stack[slot.stack.length - 1]
  const def = top ? defOf(db, top.def) : null
  if (!def) return 1
  if (def.kind === 'pokemon') return prizeValue(def)
  if (def.kind === 'trainer' && def.playAsPokemon) return def.playAsPokemon.prizes ?? 1
  return 1
}

export function unitsOfCard(db: CardDb, id: string): EnergyUnitSet[] {
  const d = defOf(db, id)
  return d?.kind === 'energy' ? d.provides : []
}

/** How many more units of Energy (of the right types) the cost still needs; 0 means payable now. */
export function deficit(cost: readonly EnergyType[], units: readonly EnergyUnitSet[]): number {
  if (canPay(cost, units)) return 0
  const extra = [...units]
  for (let k = 1; k <= cost.length; k++) {
    extra.push(ANY_UNIT)
    if (canPay(cost, extra)) return k
  }
  return cost.length
}

/** Attacks of the Pokémon that its attached Energy can pay now. */
export function payableAttacks(db: CardDb, slot: SlotView | null | undefined): AttackDef[] {
  const pk = pokemonOf(db, slot)
  if (!pk || !slot) return []
  const units = unitsOfSlot(db, slot)
  return pk.attacks.filter((a) => canPay(a.cost, units))
}

const COIN = /flip (a|\d+) coins?/i
const DOES_NOTHING = /if tails, this attack does nothing/i
const TIMES_HEADS = /times the number of heads/i

/** Expected base damage of an attack before Weakness and Resistance (coin flips at their mean). */
export function expectedBaseDamage(atk: AttackDef): number {
  const text = atk.text ?? ''
  let dmg = atk.damage ?? 0
  if (atk.damageSuffix === '×' || TIMES_HEADS.test(text)) {
    const m = COIN.exec(text)
    const n = m ? (m[1] === 'a' ? 1 : Number(m[1])) : 1
    dmg = dmg * n * 0.5
  } else if (DOES_NOTHING.test(text)) dmg *= 0.5
  return dmg
}

/** Damage the attacker's attack would do to the defender: base (or expected) damage with Weakness and Resistance. */
export function estimateDamage(
  db: CardDb,
  view: GameView,
  attacker: SlotView,
  atk: AttackDef,
  defender: SlotView | null,
  expected = true,
): number {
  const pk = pokemonOf(db, attacker)
  // A text that makes the damage depend on the table (counters, Energy, the Bench, a coin) is read in this position.
  const inScene = expected ? damageInScene(db, atk, sceneOf(view, attacker, defender)) : null
  let dmg = inScene ?? (expected ? expectedBaseDamage(atk) : (atk.damage ?? 0))
  if (!defender || dmg <= 0) return Math.max(0, dmg)
  const target = pokemonOf(db, defender)
  if (pk && target) {
    const rules = ruleSet(view.rules)
    for (const w of target.weakness ?? []) {
      if (!pk.types.includes(w.type)) continue
      const v = w.value ?? (w.op === '×' ? rules.weaknessDefault : 0)
      dmg = w.op === '×' ? dmg * v : w.op === '+' ? dmg + v : dmg - v
    }
    for (const r of target.resistance ?? []) {
      if (!pk.types.includes(r.type)) continue
      dmg -= r.value ?? rules.resistanceDefault
    }
  }
  // Attached Trainers that change damage (PlusPower +10 on the attacker, Defender −20 on the defender).
  for (const t of attacker.tools) if (defOf(db, t.def)?.name === 'PlusPower') dmg += 10
  for (const t of defender.tools) if (defOf(db, t.def)?.name === 'Defender') dmg -= 20
  return Math.max(0, dmg)
}

/** The best damage the attacker can do now (payable attacks) or with `extraUnits` more Energy. */
export function bestDamage(
  db: CardDb,
  view: GameView,
  attacker: SlotView | null,
  defender: SlotView | null,
  extraUnits = 0,
): number {
  const pk = pokemonOf(db, attacker)
  if (!pk || !attacker) return 0
  const units = unitsOfSlot(db, attacker)
  for (let i = 0; i < extraUnits; i++) units.push(ANY_UNIT)
  let best = 0
  for (const a of pk.attacks)
    if (canPay(a.cost, units)) best = Math.max(best, estimateDamage(db, view, attacker, a, defender))
  return best
}

/** Can the attacker Knock Out the defender with a payable attack (plus `extraUnits` Energy)? */
export function canKnockOut(
  db: CardDb,
  view: GameView,
  attacker: SlotView | null,
  defender: SlotView | null,
  extraUnits = 0,
): boolean {
  if (!attacker || !defender) return false
  const left = hpLeft(db, defender)
  return left > 0 && bestDamage(db, view, attacker, defender, extraUnits) >= left
}

export function sideOf(view: GameView, seat: number): SideView {
  return view.me.seat === seat ? view.me : view.opponent
}

export function slotAt(view: GameView, ref: SlotRef): SlotView | null {
  const side = sideOf(view, ref.seat)
  return ref.zone === 'active' ? side.active : (side.bench[ref.index] ?? null)
}

/** Is the slot unable to attack this turn because of a Special Condition? */
export function disabled(slot: SlotView | null): boolean {
  const r = slot?.conditions.rotation
  return r === 'asleep' || r === 'paralyzed'
}

/** Energy types a Pokémon's attacks ask for (typed symbols), for "does this Energy help it". */
export function typesWanted(pk: PokemonDef): Set<EnergyType> {
  const s = new Set<EnergyType>()
  for (const a of pk.attacks) for (const c of a.cost) if (c !== 'colorless') s.add(c)
  return s
}

/** All the slots of a side, Active first. */
export function slotsOf(side: SideView): { ref: SlotRef; slot: SlotView }[] {
  const out: { ref: SlotRef; slot: SlotView }[] = []
  if (side.active) out.push({ ref: { seat: side.seat, zone: 'active' }, slot: side.active })
  side.bench.forEach((slot, index) => out.push({ ref: { seat: side.seat, zone: 'bench', index }, slot }))
  return out
}

/** The smallest deficit over the Pokémon's attacks that do something (0 = can attack now). */
export function readiness(db: CardDb, slot: SlotView, extra: readonly EnergyUnitSet[] = []): number {
  const pk = pokemonOf(db, slot)
  if (!pk || pk.attacks.length === 0) return 9
  const units = [...unitsOfSlot(db, slot), ...extra]
  let best = 9
  for (const a of pk.attacks) best = Math.min(best, deficit(a.cost, units))
  return best
}

/** The biggest attack's deficit (how far from its strongest move). */
export function strongestDeficit(db: CardDb, slot: SlotView, extra: readonly EnergyUnitSet[] = []): number {
  const pk = pokemonOf(db, slot)
  if (!pk || pk.attacks.length === 0) return 9
  let strongest = pk.attacks[0]!
  for (const a of pk.attacks) if (expectedBaseDamage(a) > expectedBaseDamage(strongest)) strongest = a
  return deficit(strongest.cost, [...unitsOfSlot(db, slot), ...extra])
}

export const isBasicPokemonDef = (d: CardDef | null): boolean =>
  !!d && ((d.kind === 'pokemon' && d.stage === 'basic') || (d.kind === 'trainer' && !!d.playAsPokemon))

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
} from '../engine'
import { canPay, prizeValue, ruleSet } from '../engine'
import { ANY_UNIT, defOf, pokemonOf, unitsOfSlot } from './card-facts'
import { damageInScene, sceneOf } from './attack-text'
import { afterDefenderBodies } from './damage-bodies'
import { ViewMemo } from './view-memo'

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

const NO_WEAKNESS = /Weakness and Resistance don't apply|unaffected by Weakness, Resistance/i
/** Feint Attack: "unaffected by Weakness, Resistance, Poké-Powers, Poké-Bodies and any other effects on that Pokémon". */
const NO_TARGET_EFFECTS = /unaffected by .*any other effects on that Pokémon/i
/** "If that Pokémon's attack does damage to the Defending Pokémon (after Weakness and Resistance), it does 10 more". */
const ATTACHED_BOOST =
  /attack does damage to the Defending Pokémon \(after Weakness and Resistance\), it does (\d+) more/i
/** "Damage done to that Pokémon by attacks is reduced by 20". */
const ATTACHED_GUARD = /Damage done to that Pokémon by attacks is reduced by (\d+)/i
/** The amount an attached card's text adds or takes off (0 when the text does not say it that way). */
function attachedAmount(db: CardDb, def: string, re: RegExp): number {
  const d = defOf(db, def)
  const m = d?.kind === 'trainer' ? re.exec(d.text ?? '') : null
  return m ? Number(m[1]) : 0
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
  return estimates.get(view, [db, attacker, atk, defender, expected], () =>
    estimateAfresh(db, view, attacker, atk, defender, expected),
  )
}
const estimates = new ViewMemo<number>()

function estimateAfresh(
  db: CardDb,
  view: GameView,
  attacker: SlotView,
  atk: AttackDef,
  defender: SlotView | null,
  expected: boolean,
): number {
  // A text that makes the damage depend on the table (counters, Energy, the Bench, a coin) is read in this position.
  const inScene = expected ? damageInScene(db, atk, sceneOf(view, attacker, defender)) : null
  const base = inScene ?? (expected ? expectedBaseDamage(atk) : (atk.damage ?? 0))
  if (inScene !== null) return damageOfTextBase(db, view, attacker, atk, defender, base)
  return damageFromBase(db, view, attacker, atk, defender, base)
}

/**
 * damageFromBase for a base damage the attack's own text decided (the table, a coin): classic 1999 applies Weakness
 * before an attack's "+"/"−" text (rules.md B-12: Karate Chop with 3 counters does 50 × 2 − 30 to a Pokémon weak to
 * it), so there the printed damage takes Weakness and the text's amount is added after it, as the engine does.
 */
export function damageOfTextBase(
  db: CardDb,
  view: GameView,
  attacker: SlotView,
  atk: AttackDef,
  defender: SlotView | null,
  base: number,
): number {
  const printed = atk.damage ?? 0
  const textAfter =
    printed > 0 && (atk.damageSuffix === '+' || atk.damageSuffix === '-')
      ? ruleSet(view.rules).weaknessBeforeAttackerModifiers
      : false
  if (textAfter) return damageFromBase(db, view, attacker, atk, defender, printed, base - printed)
  return damageFromBase(db, view, attacker, atk, defender, base)
}

/**
 * The damage an attack whose base damage (before Weakness and Resistance) is `base` does to the defender: Weakness,
 * Resistance, attached Trainers and the defender's Poké-Bodies applied. estimateDamage's second half, also asked
 * with the base of each coin outcome (coin-odds.ts).
 */
export function damageFromBase(
  db: CardDb,
  view: GameView,
  attacker: SlotView,
  atk: AttackDef,
  defender: SlotView | null,
  base: number,
  /** The attack's own "+"/"−" text when the rules apply it after Weakness and Resistance (classic 1999, B-12). */
  textAfterWeakness = 0,
): number {
  let dmg = base
  if (!defender || dmg <= 0) return Math.max(0, dmg + textAfterWeakness)
  const pk = pokemonOf(db, attacker)
  const target = pokemonOf(db, defender)
  // Lightning Storm Star: "Weakness and Resistance don't apply" (Feint Attack: "unaffected by Weakness, Resistance").
  // A Benched defender is estimated as if it were Active: most callers ask about it moving up (a sniping attack's
  // Benched target takes no Weakness, DMG-7, which this overstates). Types, Weakness and Resistance as the rules see
  // them now (the view's, effects counted: Kecleon's Energy Variation, Beautifly's Withering Dust), else as printed.
  if (pk && target && !NO_WEAKNESS.test(atk.text ?? '')) {
    const rules = ruleSet(view.rules)
    const types = attacker.types ?? pk.types
    for (const w of defender.weakness ?? target.weakness ?? []) {
      if (!types.includes(w.type)) continue
      const v = w.value ?? (w.op === '×' ? rules.weaknessDefault : 0)
      dmg = w.op === '×' ? dmg * v : w.op === '+' ? dmg + v : dmg - v
    }
    for (const r of defender.resistance ?? target.resistance ?? []) {
      if (!types.includes(r.type)) continue
      dmg -= r.value ?? rules.resistanceDefault
    }
  }
  dmg += textAfterWeakness
  if (dmg <= 0) return 0 // the text left nothing: the attack does no damage (as the engine, damage.ts)
  // Attached Trainers that change damage, read from their text (PlusPower's +10 on the attacker, Defender's −20 on the
  // defender): card sense, not card names.
  for (const t of attacker.tools) dmg += attachedAmount(db, t.def, ATTACHED_BOOST)
  // Effects on the defender (Defender, its Poké-Bodies: Safeguard, Glowing Screen), unless the attack ignores them.
  if (!NO_TARGET_EFFECTS.test(atk.text ?? '')) {
    for (const t of defender.tools) dmg -= attachedAmount(db, t.def, ATTACHED_GUARD)
    dmg = afterDefenderBodies(db, view, attacker, defender, dmg)
  }
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
  if (!attacker) return 0
  return bestDamages.get(view, [db, attacker, defender, extraUnits], () =>
    bestDamageAfresh(db, view, attacker, defender, extraUnits),
  )
}
const bestDamages = new ViewMemo<number>()

function bestDamageAfresh(
  db: CardDb,
  view: GameView,
  attacker: SlotView,
  defender: SlotView | null,
  extraUnits: number,
): number {
  const pk = pokemonOf(db, attacker)
  if (!pk) return 0
  const units = unitsOfSlot(db, attacker)
  for (let i = 0; i < extraUnits; i++) units.push(ANY_UNIT)
  let best = 0
  for (const a of pk.attacks)
    if (canPay(a.cost, units) && !powerSpent(view, attacker, a))
      best = Math.max(best, estimateDamage(db, view, attacker, a, defender))
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

/**
 * Has the player of `slot` already spent the once-a-game power this attack needs (rules.md §3: one VSTAR Power, one
 * GX attack a game)? Then the attack is out of reach, however much Energy the Pokémon has.
 */
export function powerSpent(view: GameView, slot: SlotView, atk: AttackDef): boolean {
  if (!atk.oncePerGame) return false
  const side = sideHolding(view, slot)
  return !!side && (atk.oncePerGame === 'vstar' ? side.vstarUsed : side.gxUsed)
}

/** The side whose Active or Bench holds `slot` (by identity in the view), or null. */
export function sideHolding(view: GameView, slot: SlotView): SideView | null {
  for (const side of [view.me, view.opponent])
    if (side.active === slot || side.secondActive === slot || side.bench.includes(slot)) return side
  return null
}

export function sideOf(view: GameView, seat: number): SideView {
  return view.me.seat === seat ? view.me : view.opponent
}

export function slotAt(view: GameView, ref: SlotRef): SlotView | null {
  const side = sideOf(view, ref.seat)
  if (ref.zone === 'bench') return side.bench[ref.index] ?? null
  // `spot: 1`: a 2-on-2 Battle's second Active Spot.
  return ref.spot === 1 ? (side.secondActive ?? null) : side.active
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

/** All the slots of a side, the Active Pokémon first (both spots in a 2-on-2 Battle). */
export function slotsOf(side: SideView): { ref: SlotRef; slot: SlotView }[] {
  const out: { ref: SlotRef; slot: SlotView }[] = []
  if (side.active) out.push({ ref: { seat: side.seat, zone: 'active' }, slot: side.active })
  if (side.secondActive) out.push({ ref: { seat: side.seat, zone: 'active', spot: 1 }, slot: side.secondActive })
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

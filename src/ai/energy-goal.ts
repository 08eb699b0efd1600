/**
 * Which attack a Pokémon's Energy is being gathered for. `strongestDeficit` (knowledge.ts) ranks attacks by printed
 * damage, so an attack printed with no damage whose text does the damage (Zeraora VSTAR's Lightning Storm Star: four
 * choices of 60) never counted as the goal, and the computer stopped attaching once the printed-strongest attack was
 * paid. Here attacks are ranked by the damage they would do in this position (the text read by attack-text.ts), and
 * a once-a-game attack (a VSTAR Power, a GX attack) counts only while its player still has that power to spend.
 */
import type { AttackDef, CardDb, CardDef, EnergyUnitSet, GameView, SlotView } from '../engine'
import { defOf, pokemonOf, unitsOfSlot } from './card-facts'
import { basicEnergyOfType, handEnergyDiscard } from './attack-text'
import { deficit, estimateDamage, powerSpent, sideHolding } from './knowledge'
import { ViewMemo } from './view-memo'

/** The attack that does the most damage to the opposing Active in this position among those the player may still use. */
export function strongestUsableAttack(db: CardDb, view: GameView, slot: SlotView): AttackDef | null {
  return goals.get(view, [db, slot], () => strongestAfresh(db, view, slot))
}
const goals = new ViewMemo<AttackDef | null>()

function strongestAfresh(db: CardDb, view: GameView, slot: SlotView): AttackDef | null {
  const pk = pokemonOf(db, slot)
  if (!pk) return null
  const side = sideHolding(view, slot)
  const defender = (side === view.me ? view.opponent : view.me).active
  let best: AttackDef | null = null
  let bestDmg = -1
  for (const a of pk.attacks) {
    if (powerSpent(view, slot, a)) continue
    const dmg = estimateDamage(db, view, slot, a, defender)
    if (dmg > bestDmg) [best, bestDmg] = [a, dmg]
  }
  return best
}

/** Energy units still missing for that attack (with `extra` units attached); 9 when the Pokémon has no attack. */
export function goalDeficit(db: CardDb, view: GameView, slot: SlotView, extra: readonly EnergyUnitSet[] = []): number {
  const goal = strongestUsableAttack(db, view, slot)
  return goal ? deficit(goal.cost, [...unitsOfSlot(db, slot), ...extra]) : 9
}

/** Damage of the Pokémon's goal attack (strongestUsableAttack) to the opposing Active in this position. */
export function goalDamage(db: CardDb, view: GameView, slot: SlotView): number {
  const goal = strongestUsableAttack(db, view, slot)
  const side = sideHolding(view, slot)
  const defender = (side === view.me ? view.opponent : view.me).active
  return goal ? estimateDamage(db, view, slot, goal, defender) : 0
}

/**
 * A Benched Pokémon whose goal attack does this much more damage than the Active's is worth building instead of the
 * Active (as retreatScore's STRONGER_BY, a retreat into it pays).
 */
const BENCH_STRONGER_BY = 40

/**
 * The Pokémon the player's Energy plan builds with this attachment (`extra`: the units of the Energy card), or null
 * when the card brings no goal attack closer. Issue 21: a policy that put Energy on whatever it made ready soonest —
 * a Benched Pokémon's cheapest attack counted more than the Active's strongest — lost to one that simply fed its
 * Active (43–47 % on every era): Energy went to Benched Pokémon that never attacked, one each, while the Active
 * attacked late and weakly. The plan:
 * - the Active first, while the card brings its goal attack closer: always when it pays for it this turn; otherwise
 *   unless it is `doomed` (Knocked Out next turn before it could use the Energy) or a Benched Pokémon's goal hits
 *   much harder (then that one is built, to retreat into);
 * - else the Benched Pokémon with the most goal damage per attachment still needed, so one successor is finished
 *   before the next is started;
 * - none while an evolution in the hand can be played this turn: the Pokémon evolves first (600 and more in
 *   main-scores.ts, the plan's attachment would outscore it) and the plan is read again from the new attacks.
 */
export function energyPlanTarget(
  db: CardDb,
  view: GameView,
  extra: readonly EnergyUnitSet[],
  doomed: (slot: SlotView) => boolean,
): SlotView | null {
  // The plan waits for the evolutions the hand can play this turn: evolved, a Pokémon has other goal attacks, and the
  // Active's or the Bench's may then be the one to build.
  const mine = [view.me.active, view.me.secondActive ?? null, ...view.me.bench]
  if (mine.some((s) => s && evolvesThisTurn(db, view, s))) return null
  return planTarget(db, view, extra, doomed)
}

/**
 * Can a card in the player's hand evolve this Pokémon this turn (rules.md E-2: in play since the start of the turn;
 * §1.5: not on a player's own first turn)?
 */
export function evolvesThisTurn(db: CardDb, view: GameView, slot: SlotView): boolean {
  const name = pokemonOf(db, slot)?.name
  if (!name || view.turn <= 2 || slot.playedTurn >= view.turn) return false
  return (view.me.hand ?? []).some((c) => {
    const d = defOf(db, c.def)
    return d?.kind === 'pokemon' && d.evolvesFrom === name
  })
}

function planTarget(
  db: CardDb,
  view: GameView,
  extra: readonly EnergyUnitSet[],
  doomed: (slot: SlotView) => boolean,
): SlotView | null {
  const me = view.me
  const helps = (s: SlotView) => goalDeficit(db, view, s) > goalDeficit(db, view, s, extra)
  const bench = me.bench.filter(helps)
  let best: SlotView | null = null
  let bestValue = -1
  for (const b of bench) {
    const v = goalDamage(db, view, b) / (1 + goalDeficit(db, view, b, extra))
    if (v > bestValue) [best, bestValue] = [b, v]
  }
  const strongestBench = Math.max(0, ...bench.map((b) => goalDamage(db, view, b)))
  for (const a of [me.active, me.secondActive ?? null]) {
    if (!a || !helps(a)) continue
    // The card pays for the goal attack this turn: the damage now beats a stronger attacker built for later.
    if (goalDeficit(db, view, a, extra) === 0) return a
    if (doomed(a) || goalDamage(db, view, a) + BENCH_STRONGER_BY < strongestBench) continue
    return a
  }
  return best
}

/**
 * Should this Energy card stay in the hand for an attack that discards such Energy from the hand for its damage
 * (attack-text.ts `handEnergyDiscard`: Twin Cannons, 140 for each Basic Water Energy card discarded; Spiral Jet)?
 * Yes once that attack's cost is paid on the Pokémon that has it, while the hand holds no more of them than the
 * attack uses. Without this Blastoise ex attached every Water Energy and fired Twin Cannons for 0.
 */
export function keptForHandAttack(db: CardDb, view: GameView, card: CardDef): boolean {
  const hand = view.me.hand ?? []
  for (const slot of [view.me.active, view.me.secondActive ?? null, ...view.me.bench]) {
    const pk = pokemonOf(db, slot)
    if (!slot || !pk) continue
    for (const atk of pk.attacks) {
      const need = handEnergyDiscard(atk)
      if (!need || !basicEnergyOfType(card, need.type)) continue
      const held = hand.filter((c) => basicEnergyOfType(defOf(db, c.def), need.type)).length
      if (held > need.count) continue
      // Until the attack's own cost is paid, the Energy plan decides (the attacker may be the one to build).
      if (deficit(atk.cost, unitsOfSlot(db, slot)) > 0) continue
      return true
    }
  }
  return false
}

/**
 * Which attack a Pokémon's Energy is being gathered for. `strongestDeficit` (knowledge.ts) ranks attacks by printed
 * damage, so an attack printed with no damage whose text does the damage (Zeraora VSTAR's Lightning Storm Star: four
 * choices of 60) never counted as the goal, and the computer stopped attaching once the printed-strongest attack was
 * paid. Here attacks are ranked by the damage they would do in this position (the text read by attack-text.ts), and
 * a once-a-game attack (a VSTAR Power, a GX attack) counts only while its player still has that power to spend.
 */
import type { AttackDef, CardDb, EnergyUnitSet, GameView, SlotView } from '../engine'
import { pokemonOf, unitsOfSlot } from './card-facts'
import { deficit, estimateDamage, powerSpent, sideHolding } from './knowledge'

/** The attack that does the most damage to the opposing Active in this position among those the player may still use. */
export function strongestUsableAttack(db: CardDb, view: GameView, slot: SlotView): AttackDef | null {
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

/**
 * Tactic "retreat": at most once a turn, the Active Pokémon retreats
 * - when it is badly damaged (a third of its HP or less left, or the opponent's Active could Knock it Out next turn)
 *   and a Benched Pokémon with more HP left can attack now, so the damaged one is not handed over as a Prize; or
 * - when it cannot attack at all and a Benched Pokémon can.
 * The replacement is the Benched Pokémon that can attack with the most HP left. ryuu-play's position score counts
 * damage on the Active against its player, which is where this idea comes from.
 */
import { canKnockOut, hpLeft, hpOf, payableAttacks } from '../knowledge'
import { indicesOf, type Board } from './board'

/** Is the Active in danger: ≤ 1/3 of its HP left, or within reach of the opponent's Active next turn? */
export function badlyDamaged(b: Board): boolean {
  const active = b.view.me.active
  if (!active) return false
  const left = hpLeft(b.db, active)
  // One more Energy for the opponent: they attach before attacking.
  return 3 * left <= hpOf(b.db, active) || canKnockOut(b.db, b.view, b.view.opponent.active, active, 1)
}

export function retreat(b: Board): number {
  const me = b.view.me
  const active = me.active
  if (!active || me.turn.retreats > 0) return -1
  const activeCanAttack = payableAttacks(b.db, active).length > 0
  const danger = badlyDamaged(b)
  if (activeCanAttack && !danger) return -1
  let best = -1
  let bestHp = -1
  for (const { idx, a } of indicesOf(b, 'retreat')) {
    const slot = me.bench[a.to]
    if (!slot || payableAttacks(b.db, slot).length === 0) continue
    const left = hpLeft(b.db, slot)
    if (danger && left <= hpLeft(b.db, active)) continue
    if (left > bestHp) {
      best = idx
      bestHp = left
    }
  }
  return best
}

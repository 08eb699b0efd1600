/**
 * Tactic "attack": when nothing else is left to do, attack with the attack of the most estimated damage (the turn
 * ends with it). ryuu-play scores passing the turn far below any attack, so it always attacks when it can; an attack
 * without damage (a Special Condition, a search) is still better than passing.
 */
import { estimateDamage } from '../knowledge'
import { attackOf, indicesOf, type Board } from './board'

export function bestAttack(b: Board): number {
  let best = -1
  let bestDamage = -1
  for (const { idx, a } of indicesOf(b, 'attack')) {
    const x = attackOf(b, a)
    const dmg = x ? estimateDamage(b.db, b.view, x.attacker, x.atk, b.view.opponent.active) : 0
    if (dmg > bestDamage) {
      best = idx
      bestDamage = dmg
    }
  }
  return best
}

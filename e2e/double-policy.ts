/**
 * The human side of the 2-on-2 Battle e2e game (e2e/double-game.spec.ts): the modern policy (modern-policy.ts), except
 * that it attacks with the second Active Pokémon when it can, and then the opponent's second Active when it can
 * (the options with `attacker: 1`, `target: 1`; seed 003 Appendix A "Attack!"), so the game shows both choices the
 * format adds. Pure, so the seed can be chosen in Node (e2e/double-game-seeds.ts).
 */
import type { Decision, GameView, MainAction } from '../src/engine'
import { modernPicks, type ModernMemory } from './modern-policy'

type Attack = Extract<MainAction, { type: 'attack' }>
const attackAt = (d: Decision, i: number): Attack | null => {
  const o = d.options[i]
  return o?.kind === 'action' && o.action.type === 'attack' ? o.action : null
}

export function doublePicks(d: Decision, v: GameView, mem: ModernMemory): number[] {
  const picks = modernPicks(d, v, mem)
  if (d.ask !== 'main' || !attackAt(d, picks[0]!)) return picks
  const attacks = d.options.map((_, i) => i).filter((i) => attackAt(d, i))
  const score = (i: number) => (attackAt(d, i)!.attacker === 1 ? 2 : 0) + (attackAt(d, i)!.target === 1 ? 1 : 0)
  // the best-scored attack, the last listed among equals (as the modern policy picks)
  return [attacks.reduce((best, i) => (score(i) >= score(best) ? i : best))]
}

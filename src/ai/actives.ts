/**
 * The Active Pokémon as the AI reads them in a 2-on-2 Battle (seed 003 Appendix A, engine `model/format.ts`): each
 * side has up to two, the first spot `active`, the second `secondActive`. An attack action names its attacker
 * (`attacker: 1` for the second spot, `from` for a Benched one) and its Defending Pokémon (`target: 1`); a card that
 * says "the Defending Pokémon" hits the one being attacked. In 1-on-1 every list here holds the one Active and every
 * answer is the one the AI gave before.
 */
import type { CardDb, GameView, MainAction, SideView, SlotView } from '../engine'
import { bestDamage, canKnockOut } from './knowledge'

type AttackAction = Extract<MainAction, { type: 'attack' }>

/** A side's Active Pokémon, first spot first (one in 1-on-1; none, one or two in 2-on-2). */
export function activesOf(side: SideView): SlotView[] {
  if (!side.active) return []
  return side.secondActive ? [side.active, side.secondActive] : [side.active]
}

/** The Pokémon that attacks with the action: the first Active, the second (`attacker: 1`), or a Benched one. */
export function attackerOf(view: GameView, a: AttackAction): SlotView | null {
  if (a.from !== undefined) return view.me.bench[a.from] ?? null
  return (a.attacker === 1 ? view.me.secondActive : view.me.active) ?? null
}

/** The Defending Pokémon the action attacks: the opponent's first Active, or the second (`target: 1`). */
export function defenderOf(view: GameView, a: AttackAction): SlotView | null {
  return (a.target === 1 ? view.opponent.secondActive : view.opponent.active) ?? null
}

/**
 * Would any of the other side's Active Pokémon Knock this one Out next turn (with `extra` more Energy)? In 2-on-2
 * the opponent picks which of its Actives attacks and which of ours it hits, so each of them is a threat.
 */
export function threatenedBy(
  db: CardDb,
  view: GameView,
  attackers: readonly SlotView[],
  slot: SlotView | null,
  extra = 1,
): boolean {
  return attackers.some((a) => canKnockOut(db, view, a, slot, extra))
}

/** How much the Defending Pokémon threatens the viewer's side: the most damage it does to one of our Actives. */
export function threatOf(db: CardDb, view: GameView, defender: SlotView | null): number {
  if (!defender) return 0
  let best = 0
  for (const mine of activesOf(view.me)) best = Math.max(best, bestDamage(db, view, defender, mine, 1))
  return best
}

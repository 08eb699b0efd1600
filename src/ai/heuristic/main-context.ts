/**
 * What the main-phase scorers read off the table (main-scores.ts and the card knowledge in card-knowledge/): the
 * viewer's and the opponent's side, the hand's cards, and whether the Actives can attack and Knock Out.
 */
import type { CardDb, CardDef, GameView, SlotView } from '../../engine'
import { canKnockOut, defOf, disabled, payableAttacks, slotsOf } from '../knowledge'

export class MainCtx {
  readonly me
  readonly opp
  readonly active: SlotView | null
  readonly oppActive: SlotView | null
  constructor(
    readonly db: CardDb,
    readonly view: GameView,
  ) {
    this.me = view.me
    this.opp = view.opponent
    this.active = view.me.active
    this.oppActive = view.opponent.active
  }

  handDef(uid: number): CardDef | null {
    const c = this.me.hand?.find((h) => h.uid === uid)
    return c ? defOf(this.db, c.def) : null
  }

  handDefs(except?: number): CardDef[] {
    return (this.me.hand ?? []).filter((h) => h.uid !== except).flatMap((h) => defOf(this.db, h.def) ?? [])
  }

  get inPlay(): number {
    return (this.active ? 1 : 0) + this.me.bench.length
  }

  /** Can the Active attack now, and Knock Out the Defending Pokémon? */
  activeCanAttack(): boolean {
    return !disabled(this.active) && payableAttacks(this.db, this.active).length > 0
  }
  activeCanKO(extra = 0): boolean {
    return !disabled(this.active) && canKnockOut(this.db, this.view, this.active, this.oppActive, extra)
  }
  /** Would the opponent's Active Knock Out this Pokémon next turn (with one more Energy)? */
  threatened(slot: SlotView | null): boolean {
    return canKnockOut(this.db, this.view, this.oppActive, slot, 1)
  }

  mostDamaged(): SlotView | null {
    let best: SlotView | null = null
    for (const { slot } of slotsOf(this.me)) if (!best || slot.damage > best.damage) best = slot
    return best
  }
}

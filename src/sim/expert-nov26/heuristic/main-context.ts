/**
 * What the main-phase scorers read off the table (main-scores.ts, hint-kinds.ts and the sets' card hints): the
 * viewer's and the opponent's side, the hand's cards, and whether the Actives can attack and Knock Out. It is the
 * `HintBoard` a card hint that needs the position is given (src/engine/ai-hints.ts), and it carries the hints of the
 * game's sets.
 */
import type { CardDb, CardDef, GameView, HintBoard, PokemonDef, SlotRef, SlotView } from '../../../engine'
import {
  bestDamage,
  canKnockOut,
  defOf,
  disabled,
  hpLeft,
  payableAttacks,
  pokemonOf,
  prizesFor,
  readiness,
  slotAt,
  slotsOf,
} from '../knowledge'
import { NO_HINTS, type Hints } from './hints'

export class MainCtx implements HintBoard {
  readonly me
  readonly opp
  readonly active: SlotView | null
  readonly oppActive: SlotView | null
  constructor(
    readonly db: CardDb,
    readonly view: GameView,
    readonly hints: Hints = NO_HINTS,
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

  def(id: string): CardDef | null {
    return defOf(this.db, id)
  }
  pokemonOf(slot: SlotView | null): PokemonDef | null {
    return pokemonOf(this.db, slot)
  }
  slotAt(ref: SlotRef): SlotView | null {
    return slotAt(this.view, ref)
  }
  hpLeft(slot: SlotView | null): number {
    return hpLeft(this.db, slot)
  }
  prizesFor(slot: SlotView | null): number {
    return prizesFor(this.db, slot)
  }
  readiness(slot: SlotView): number {
    return readiness(this.db, slot)
  }
  bestDamage(attacker: SlotView | null, defender: SlotView | null): number {
    return bestDamage(this.db, this.view, attacker, defender)
  }
  canKnockOut(attacker: SlotView | null, defender: SlotView | null, extraEnergy = 0): boolean {
    return canKnockOut(this.db, this.view, attacker, defender, extraEnergy)
  }
  disabled(slot: SlotView | null): boolean {
    return disabled(slot)
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

/**
 * What the main-phase scorers read off the table (main-scores.ts, hint-kinds.ts and the sets' card hints): the
 * viewer's and the opponent's side, the hand's cards, and whether the Actives can attack and Knock Out. It is the
 * `HintBoard` a card hint that needs the position is given (src/engine/ai-hints.ts), and it carries the hints of the
 * game's sets.
 */
import type { CardDb, CardDef, GameView, HintBoard, PokemonDef, SlotRef, SlotView } from '../../engine'
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
  unitsOfCard,
} from '../knowledge'
import { NO_HINTS, type Hints } from './hints'
import { activesOf, threatenedBy } from '../actives'
import { NO_MISJUDGEMENTS, type Misjudgements } from './misjudge'
import { energyPlanTarget } from '../energy-goal'

export class MainCtx implements HintBoard {
  readonly me
  readonly opp
  readonly active: SlotView | null
  readonly oppActive: SlotView | null
  /** Both sides' Active Pokémon, first spot first (two each in a 2-on-2 Battle: actives.ts). */
  readonly myActives: SlotView[]
  readonly oppActives: SlotView[]
  constructor(
    readonly db: CardDb,
    readonly view: GameView,
    readonly hints: Hints = NO_HINTS,
    /** How a lower level misreads the table (misjudge.ts); none for Normal and above. */
    readonly misjudge: Misjudgements = NO_MISJUDGEMENTS,
  ) {
    this.me = view.me
    this.opp = view.opponent
    this.active = view.me.active
    this.oppActive = view.opponent.active
    this.myActives = activesOf(view.me)
    this.oppActives = activesOf(view.opponent)
  }

  private readonly plans = new Map<string, SlotView | null>()
  /**
   * The Pokémon the Energy plan builds with an Energy card of this definition (energy-goal.ts `energyPlanTarget`,
   * a threatened Pokémon counted as doomed), read once a menu: every attachment option asks it.
   */
  energyPlanFor(energyId: string): SlotView | null {
    let plan = this.plans.get(energyId)
    if (plan === undefined) {
      const extra = unitsOfCard(this.db, energyId)
      plan = energyPlanTarget(this.db, this.view, extra, (x) => this.threatened(x))
      this.plans.set(energyId, plan)
    }
    return plan
  }

  handDef(uid: number): CardDef | null {
    const c = this.me.hand?.find((h) => h.uid === uid)
    return c ? defOf(this.db, c.def) : null
  }

  handDefs(except?: number): CardDef[] {
    return (this.me.hand ?? []).filter((h) => h.uid !== except).flatMap((h) => defOf(this.db, h.def) ?? [])
  }

  get inPlay(): number {
    return this.myActives.length + this.me.bench.length
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

  /** Can an Active attack now (in 2-on-2, either of them)? */
  activeCanAttack(): boolean {
    return this.myActives.some((a) => this.canAttack(a))
  }
  /** Can this Pokémon attack now (not Asleep or Paralyzed, an attack paid)? */
  canAttack(slot: SlotView | null): boolean {
    return !disabled(slot) && payableAttacks(this.db, slot).length > 0
  }
  /** Can an Active Knock Out a Defending Pokémon (in 2-on-2, any of ours any of theirs)? */
  activeCanKO(extra = 0): boolean {
    return this.myActives.some((a) => !disabled(a) && this.knocksOutADefender(a, extra))
  }
  /** Can this Pokémon Knock Out one of the opponent's Active Pokémon (with `extra` more Energy)? */
  knocksOutADefender(slot: SlotView | null, extra = 0): boolean {
    return this.oppActives.some((d) => canKnockOut(this.db, this.view, slot, d, extra))
  }
  /** Would an opponent's Active Knock Out this Pokémon next turn (with one more Energy)? */
  threatened(slot: SlotView | null): boolean {
    // A beginner does not look at what the opponent will do next turn (misjudge.ts); the blunder guard still does.
    // Not in a 2-on-2 Battle, where two Defending Pokémon aim at it: there the misreading lost games to a random
    // player (94.3 % of 400, 95.8 % without it; docs/ai.md "Beginner misjudges in kind").
    if (this.misjudge.noThreats && this.view.format !== 'double') return false
    return this.surelyThreatened(slot)
  }
  /**
   * `threatened` for every level: where the blunder guard will act on the threat anyway (it forces a retreat out of
   * a Knock Out), a misjudging level must see it too, or it attaches first and the forced retreat undoes that.
   */
  surelyThreatened(slot: SlotView | null): boolean {
    return threatenedBy(this.db, this.view, this.oppActives, slot, 1)
  }

  mostDamaged(): SlotView | null {
    let best: SlotView | null = null
    for (const { slot } of slotsOf(this.me)) if (!best || slot.damage > best.damage) best = slot
    return best
  }
}

/**
 * How a seat spends its VSTAR Power in an arena game (issue 15: the computer "uses its VSTAR Power once, at a good
 * moment — not on the first chance regardless of the position"). Per seat and game: whether a Power was ever on
 * offer, whether it was used, used at the first main-phase menu that offered it, with a Knock Out, and on which turn.
 */
import type { CardDb, GameEvent, GameState, Option, Seat, SlotRef } from '../engine'

export interface VstarTally {
  /** Games in which a VSTAR Power was on offer to the seat at least once. */
  offered: number
  /** Games in which it used one. */
  used: number
  /** … at the very first main-phase menu that offered one. */
  firstChance: number
  /** … as an attack that Knocked Out an opposing Pokémon. */
  knockOuts: number
  /** The sum of the turns it was used on (mean: turnSum / used). */
  turnSum: number
}

export const emptyVstarTally = (): VstarTally => ({ offered: 0, used: 0, firstChance: 0, knockOuts: 0, turnSum: 0 })

/** Adds `b` into `a`. */
export function addVstarTally(a: VstarTally, b: VstarTally): VstarTally {
  for (const k of Object.keys(a) as (keyof VstarTally)[]) a[k] += b[k]
  return a
}

/** One game's watcher: `menu` before each main-phase answer, `after` with the events the answer caused. */
export class VstarWatch {
  readonly tally: [VstarTally, VstarTally] = [emptyVstarTally(), emptyVstarTally()]
  private menus: [number, number] = [0, 0]
  private spent: [boolean, boolean] = [false, false]
  /** Has the seat used a Power attack this turn (its Knock Outs still to come)? */
  private attacking: [boolean, boolean] = [false, false]

  constructor(private readonly db: CardDb) {}

  /** A main-phase menu for `seat` and the option it chose. */
  menu(state: GameState, seat: Seat, options: readonly Option[], chosen: Option | undefined): void {
    if (this.spent[seat] || !options.some((o) => this.isPower(state, seat, o))) return
    if (this.menus[seat]++ === 0) this.tally[seat].offered++
    if (!chosen || !this.isPower(state, seat, chosen)) return
    this.spent[seat] = true
    const t = this.tally[seat]
    t.used++
    t.turnSum += state.turn
    if (this.menus[seat] === 1) t.firstChance++
  }

  /**
   * The events of the answer just chosen. A Knock Out of the opponent's after a Power attack, in the same turn, counts:
   * an attack that asks for targets (Lightning Storm Star) Knocks Out only after the last of its questions.
   */
  after(_seat: Seat, events: readonly GameEvent[]): void {
    for (const e of events) {
      if (e.type === 'turn-start') this.attacking = [false, false]
      else if (e.type === 'attack' && e.power === 'vstar') this.attacking[e.seat] = true
      else if (e.type === 'knock-out') {
        const by = e.seat === 0 ? 1 : 0
        if (!this.attacking[by]) continue
        this.attacking[by] = false // one Power, counted once however many it Knocks Out
        this.tally[by].knockOuts++
      }
    }
  }

  private isPower(state: GameState, seat: Seat, o: Option): boolean {
    if (o.kind !== 'action') return false
    const a = o.action
    if (a.type === 'ability') {
      // An Ability a Tool gives its Pokémon (Sky Seal Stone's Star Order) is printed on the Tool.
      const top = a.tool ?? this.topOf(state, a.source)
      const def = top === undefined ? undefined : this.db.get(state.cards[top]!.def)
      return (def?.kind === 'pokemon' || def?.kind === 'trainer') && !!def.abilities?.[a.index]?.vstarPower
    }
    if (a.type !== 'attack') return false
    if (a.tm !== undefined) {
      // A Tool that lends an attack (a Technical Machine).
      const tool = this.db.get(state.cards[a.tm]!.def)
      return tool.kind === 'trainer' && tool.attacks?.[a.index]?.oncePerGame === 'vstar'
    }
    const top = this.topOf(
      state,
      a.from === undefined ? { seat, zone: 'active' } : { seat, zone: 'bench', index: a.from },
    )
    const def = top === undefined ? undefined : this.db.get(state.cards[top]!.def)
    return def?.kind === 'pokemon' && def.attacks[a.index]?.oncePerGame === 'vstar'
  }

  private topOf(state: GameState, ref: SlotRef): number | undefined {
    const p = state.players[ref.seat]
    const slot = ref.zone === 'active' ? p.active : p.bench[ref.index]
    return slot?.stack[slot.stack.length - 1]
  }
}

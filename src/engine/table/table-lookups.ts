/**
 * The first layer of Table (table/table.ts): the working copy of the GameState a step changes, the events it emits,
 * and what is where: card definitions (shared per game, table/game-cards.ts), Pokémon in play, which hooks can exist
 * at all, and the read memo of readOnly (table/read-memo.ts). TableHooks adds what card effects change; Table the
 * moves.
 */
import type { AbilityDef, CardDb, CardDef, PokemonDef } from '../api/card'
import type { GameState, PlayerState, PokemonSlot, Marker } from '../model/state'
import type { GameEvent, CardRef } from '../model/events'
import type { RuleSet } from '../rules/profile'
import { ruleSet } from '../rules/profile'
import type { Seat, SlotRef, Uid, EnergyType } from '../model/types'
import { other, activeRef, benchRef, secondActiveRef } from '../model/types'
import { formatRules } from '../model/format'
import type { Hooks } from '../api/card'
import type { GameCards } from './game-cards'
import { gameCards, learnGameCards } from './game-cards'
import type { ReadMemo } from './read-memo'
import { releaseMemo, takeMemo } from './read-memo'
import { ENGINE_MARKERS } from './engine-markers'

const NO_MARKER_HOOKS: Hooks[] = []
Object.freeze(NO_MARKER_HOOKS)

/** An Ability a Pokémon Tool gives the Pokémon it is attached to: the Tool, the Ability's index on it, the Ability. */
export interface ToolAbility {
  tool: Uid
  index: number
  ability: AbilityDef
}
const NO_TOOL_ABILITIES: readonly ToolAbility[] = []
Object.freeze(NO_TOOL_ABILITIES)

/**
 * Every table is a Table: TableLookups and TableHooks are only its layers, never made on their own, so where a
 * Table is wanted (hook contexts) `this as unknown as TableAccess` always holds. The layers do not import
 * table.ts (that would be an import cycle): readOnly's function gets `this`, and TableAccess (table-view.ts)
 * names what a hook context uses of the Table.
 */
export abstract class TableLookups {
  readonly rules: RuleSet
  readonly g: GameState
  readonly db: CardDb
  readonly events: GameEvent[]
  private cardsOf: readonly unknown[]
  private gc: GameCards
  protected memo: ReadMemo | null = null
  /**
   * Hooks of the markers in play (markerHasHook), collected once per step and reset whenever a marker is added
   * (addMarker, addPlayerMarker: the only ways a marker comes into play). A marker that ends leaves stale hooks
   * behind, which only costs a search that finds nothing.
   */
  protected markerHooksInPlay: Hooks[] | null = null
  /** True from the Pokémon Checkup until the next turn starts (between turns: nobody's turn). */
  betweenTurns = false
  /**
   * True while an attack resolves (flow/attack.ts): a player whose last Pokémon leaves play then (Fade Out after its
   * damage) does not lose at once; the attack's Knock Outs and Prize cards come first, and W-3's count of the ways
   * each player wins decides (Table.lostLastPokemon, knockout.ts checkWins).
   */
  attackResolving = false
  constructor(g: GameState, db: CardDb, events: GameEvent[] = []) {
    this.g = g
    this.db = db
    this.rules = formatRules(ruleSet(g.rules), g.format === 'double' ? 'double' : undefined)
    this.events = events
    this.cardsOf = g.cards
    this.gc = gameCards(db, g.cards)
  }

  emit(e: GameEvent): void {
    this.events.push(e)
  }

  /**
   * `f(this)` while the state does not change (e.g. building the main-phase menu): hook lists, Ability blocking,
   * attached Energy and Trainer blocking are computed once and reused. `f` must not change the state. (A function
   * of the table rather than a closure: this runs once per step.)
   */
  readOnly<T>(f: (t: this) => T): T {
    if (this.memo) return f(this)
    const memo = takeMemo()
    this.memo = memo
    try {
      return f(this)
    } finally {
      this.memo = null
      releaseMemo(memo)
    }
  }
  /** The read memo's answer to "is `seat` blocked from playing Trainers of `kind`?", if known (only inside readOnly). */
  knownTrainerBlocked(seat: Seat, kind: string): boolean | undefined {
    return this.memo?.trainerBlocked[seat]?.get(kind)
  }
  /** Remember the answer to knownTrainerBlocked's question until the end of readOnly. */
  rememberTrainerBlocked(seat: Seat, kind: string, blocked: boolean): void {
    const m = this.memo
    if (m) (m.trainerBlocked[seat] ??= new Map()).set(kind, blocked)
  }

  // ---------- lookups ----------
  def(uid: Uid): CardDef {
    const d = this.printedDef(uid)
    // A card acting as an Energy card (GameState.asEnergy) reads as one while it is attached.
    const ae = this.g.asEnergy
    if (ae === undefined) return d
    const e = ae[uid]
    if (e && e.onto === undefined)
      return {
        kind: 'energy',
        id: d.id,
        name: d.name,
        set: d.set,
        number: d.number,
        basic: false,
        provides: e.provides,
      }
    return d
  }
  /** The card table was replaced (Sudden Death deals anew): look up its shared facts. */
  private refreshCards(): GameCards {
    this.cardsOf = this.g.cards
    this.gc = gameCards(this.db, this.g.cards)
    return this.gc
  }
  /** The printed definition of a card (GameState.asEnergy not applied). */
  private printedDef(uid: Uid): CardDef {
    const cards = this.g.cards
    const gc = cards === this.cardsOf ? this.gc : this.refreshCards()
    let d = gc.defs[uid]
    if (d === undefined) {
      d = this.db.get(cards[uid]!.def)
      gc.defs[uid] = d
    }
    return d
  }
  /**
   * False only if no card of this game defines hook `name` (on the card, its Abilities or its markers), so nothing
   * but a marker from outside the game could supply it. Always true for a hand-built state (tests).
   */
  gameHasHook(name: keyof Hooks): boolean {
    const gc = this.knownCards()
    return gc === null || gc.hooks!.has(name)
  }
  /** False only if no card of this game is a V-UNION piece. Always true for a hand-built state (tests). */
  gameHasVUnion(): boolean {
    const gc = this.knownCards()
    return gc === null || gc.vunion
  }
  /**
   * The facts of this game's shared card table, worked out on first use; null for a hand-built state (tests).
   * Asked many times per step: no closure in here (a function creating closures allocates on every call).
   */
  private knownCards(): GameCards | null {
    const gc = this.g.cards === this.cardsOf ? this.gc : this.refreshCards()
    if (!gc.shared) return null
    if (gc.hooks === null) learnGameCards(gc, this.db, this.g.cards)
    return gc
  }
  /** Does any marker in play (on a Pokémon or on a player) have hook `name`? */
  markerHasHook(name: keyof Hooks): boolean {
    const all = (this.markerHooksInPlay ??= this.collectMarkerHooks())
    for (let i = 0; i < all.length; i++) if (all[i]![name] !== undefined) return true
    return false
  }
  /** The hooks of every marker in play (usually none). */
  private collectMarkerHooks(): Hooks[] {
    let out: Hooks[] = NO_MARKER_HOOKS
    for (const p of this.g.players) {
      out = this.addMarkerHooks(out, p.markers)
      if (p.active) out = this.addMarkerHooks(out, p.active.markers)
      if (p.secondActive) out = this.addMarkerHooks(out, p.secondActive.markers)
      for (const b of p.bench) out = this.addMarkerHooks(out, b.markers)
    }
    return out
  }
  private addMarkerHooks(out: Hooks[], ms: Marker[]): Hooks[] {
    for (let i = 0; i < ms.length; i++) {
      const h = this.markerHooks(ms[i]!)
      if (h) (out === NO_MARKER_HOOKS ? (out = []) : out).push(h)
    }
    return out
  }
  /**
   * Could any hook `name` act now? False means every search for it would find none. Cheap enough to ask before
   * every hook search: a set lookup (the game's cards) and a look at the markers in play (usually none).
   */
  mayHaveHook(name: keyof Hooks): boolean {
    return this.gameHasHook(name) || this.markerHasHook(name)
  }

  ref(uid: Uid): CardRef {
    return { uid, def: this.g.cards[uid]!.def }
  }
  owner(uid: Uid): Seat {
    return this.g.cards[uid]!.owner
  }
  player(seat: Seat): PlayerState {
    return this.g.players[seat]
  }
  slot(ref: SlotRef): PokemonSlot | null {
    const p = this.g.players[ref.seat]
    if (ref.zone === 'active') return ref.spot === 1 ? (p.secondActive ?? null) : p.active
    return p.bench[ref.index] ?? null
  }
  mustSlot(ref: SlotRef): PokemonSlot {
    const s = this.slot(ref)
    if (!s) throw new Error(`No Pokémon at ${JSON.stringify(ref)}`)
    return s
  }
  top(slot: PokemonSlot): Uid {
    return slot.stack[slot.stack.length - 1]!
  }
  /** The definition that governs a Pokémon in play (its top card), with Trainer-as-Pokémon adapted. */
  pokemon(slot: PokemonSlot): PokemonDef {
    const d = this.def(this.top(slot))
    if (d.kind === 'pokemon') {
      if (d.stage === 'break' && slot.stack.length > 1)
        return breakMerge(this.def(slot.stack[slot.stack.length - 2]!) as PokemonDef, d)
      return d
    }
    if (d.kind === 'trainer' && d.playAsPokemon) {
      return {
        kind: 'pokemon',
        id: d.id,
        name: d.name,
        stage: 'basic',
        hp: d.playAsPokemon.hp,
        types: d.playAsPokemon.types,
        retreat: d.playAsPokemon.retreat,
        attacks: [],
        hooks: d.hooks,
        ...(d.playAsPokemon.abilities ? { abilities: d.playAsPokemon.abilities } : {}),
        ...(d.playAsPokemon.prizes !== undefined ? { prizes: d.playAsPokemon.prizes } : {}),
      }
    }
    if (d.kind === 'energy') throw new Error(`${d.id} is not a Pokémon`)
    throw new Error(`${d.id} cannot be in play as a Pokémon`)
  }
  /**
   * The Abilities the Tools attached to a Pokémon give it (TrainerDef.abilities, to the Pokémon `abilitiesFor`
   * allows), in the order the Tools were attached.
   */
  toolAbilities(slot: PokemonSlot): readonly ToolAbility[] {
    const tools = slot.tools
    if (tools.length === 0) return NO_TOOL_ABILITIES
    let out: ToolAbility[] | null = null
    for (const tool of tools) {
      const d = this.def(tool)
      if (d.kind !== 'trainer' || !d.abilities) continue
      if (d.abilitiesFor && !d.abilitiesFor(this.pokemon(slot))) continue
      d.abilities.forEach((ability, index) => (out ??= []).push({ tool, index, ability }))
    }
    return out ?? NO_TOOL_ABILITIES
  }
  /** `pokemon(slot).hp` without building the definition of a BREAK or Trainer-as-Pokémon (Knock Out checks). */
  printedHp(slot: PokemonSlot): number {
    const d = this.def(this.top(slot))
    return d.kind === 'pokemon' ? d.hp : this.pokemon(slot).hp
  }
  /**
   * `slot.damage < printedHp(slot)`, asked for every Pokémon in play after nearly every action: a Pokémon without
   * damage needs no look-up at all when every Pokémon card of the game has HP.
   */
  belowPrintedHp(slot: PokemonSlot): boolean {
    if (slot.damage <= 0 && this.knownCards()?.positiveHp === true) return true
    return slot.damage < this.printedHp(slot)
  }
  /** Every Pokémon in play for a seat, Active first. */
  inPlay(seat: Seat): { ref: SlotRef; slot: PokemonSlot }[] {
    const p = this.g.players[seat]
    const out: { ref: SlotRef; slot: PokemonSlot }[] = []
    if (p.active) out.push({ ref: activeRef(seat), slot: p.active })
    if (p.secondActive) out.push({ ref: secondActiveRef(seat), slot: p.secondActive })
    const bench = p.bench
    for (let i = 0; i < bench.length; i++) out.push({ ref: benchRef(seat, i), slot: bench[i]! })
    return out
  }
  allInPlay(): { ref: SlotRef; slot: PokemonSlot }[] {
    const first = this.g.current
    return [...this.inPlay(first), ...this.inPlay(other(first))]
  }
  /** Find where a Pokémon (by any card in its stack) sits now. */
  findSlot(uid: Uid): SlotRef | null {
    for (let seat: Seat = 0; seat <= 1; seat++) {
      const p = this.g.players[seat as Seat]
      if (p.active?.stack.includes(uid)) return activeRef(seat as Seat)
      if (p.secondActive?.stack.includes(uid)) return secondActiveRef(seat as Seat)
      for (let i = 0; i < p.bench.length; i++) if (p.bench[i]!.stack.includes(uid)) return benchRef(seat as Seat, i)
    }
    return null
  }
  /** Its printed types (the types hooks change them: TableHooks.types). */
  printedTypes(ref: SlotRef): EnergyType[] {
    return this.pokemon(this.mustSlot(ref)).types
  }
  /** Is it now `seat`'s turn (not between turns)? */
  duringTurnOf(seat: Seat): boolean {
    return !this.betweenTurns && this.g.current === seat
  }
  isFirstTurnOf(seat: Seat): boolean {
    return this.g.turn === 1 + (seat === this.g.firstPlayer ? 0 : 1)
  }
  markerHooks(m: Marker): Hooks | undefined {
    if (m.source === 'engine') return (ENGINE_MARKERS as Record<string, Hooks | undefined>)[m.key]
    if (!this.db.has(m.source)) return undefined
    const d = this.db.get(m.source) as { markers?: Record<string, Hooks> }
    return d.markers?.[m.key]
  }
}

/** BREAK Evolution keeps the earlier stage's attacks, Abilities, Weakness, Resistance and Retreat Cost (rules.md §3). */
function breakMerge(prev: PokemonDef, top: PokemonDef): PokemonDef {
  return {
    ...top,
    attacks: [...prev.attacks, ...top.attacks],
    abilities: [...(prev.abilities ?? []), ...(top.abilities ?? [])],
    weakness: prev.weakness,
    resistance: prev.resistance,
    retreat: prev.retreat,
  }
}

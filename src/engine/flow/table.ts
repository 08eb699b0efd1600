/**
 * Table: the runtime around one mutable working copy of the GameState during a step.
 * It owns the low-level moves (zones, damage, conditions) and emits events; it holds no state of its own
 * beyond the step, so the GameState stays the single source of truth.
 */
import type { CardDb, CardDef, PokemonDef, TypeModifier, EnergyDef, EnergyUnitSet } from '../model/card'
import type { GameState, PlayerState, PokemonSlot, Marker } from '../model/state'
import { NO_CONDITIONS } from '../model/state'
import type { GameEvent, Zone, CardRef } from '../model/events'
import type { RuleSet } from '../rules/profile'
import { ruleSet } from '../rules/profile'
import type { Seat, SlotRef, Uid, EnergyType, SpecialCondition } from '../model/types'
import { other, activeRef, benchRef } from '../model/types'
import { nextInt, nextU32, shuffleInPlace } from '../rng'
import type { Hooks, HookCtx } from '../effects/hooks'

export type PileZone = 'deck' | 'hand' | 'discard' | 'prizes' | 'lostZone'

const EVENT_ZONE: Record<PileZone, Zone> = {
  deck: 'deck',
  hand: 'hand',
  discard: 'discard',
  prizes: 'prizes',
  lostZone: 'lost',
}

export class GameEnded extends Error {
  constructor() {
    // A control-flow signal caught by the engine, never shown: skip the costly stack trace (deep generator stacks).
    const E = Error as { stackTraceLimit?: number }
    const limit = E.stackTraceLimit
    E.stackTraceLimit = 0
    super('game over')
    E.stackTraceLimit = limit
  }
}

/**
 * What is fixed for one game's card table, shared by every Table of that game: `GameState.cards` is frozen and
 * shared between successive states (engine cloneWork), so its definitions never change. `defs` is filled on demand;
 * `hooks` names every hook any of these cards defines (on the card, its Abilities, its markers). Keyed by database,
 * then by the card table itself; a new table (Sudden Death) gets a new entry.
 */
interface GameCards {
  defs: CardDef[]
  hooks: Set<string> | null
  /** Does any card of the game have `stage: 'vunion'` (known once `hooks` is)? */
  vunion: boolean
  /** Has every Pokémon card of the game (and every Trainer played as one) more than 0 HP (known once `hooks` is)? */
  positiveHp: boolean
  /** False for a card table that is not frozen: its hook names are not computed (every hook may exist). */
  shared: boolean
}
const GAME_CARDS = new WeakMap<CardDb, WeakMap<readonly unknown[], GameCards>>()

function gameCards(db: CardDb, cards: readonly unknown[]): GameCards {
  // A hand-built state (tests) or one read back from JSON may still change its card table: facts for this step only.
  if (!Object.isFrozen(cards)) return { defs: new Array<CardDef>(cards.length), hooks: null, vunion: true, positiveHp: false, shared: false }
  let byCards = GAME_CARDS.get(db)
  if (!byCards) {
    byCards = new WeakMap()
    GAME_CARDS.set(db, byCards)
  }
  let gc = byCards.get(cards)
  if (!gc) {
    gc = { defs: new Array<CardDef>(cards.length), hooks: null, vunion: false, positiveHp: false, shared: true }
    byCards.set(cards, gc)
  }
  return gc
}

/** Fill in the facts of a game's shared card table (GameCards), once per game. */
function learnGameCards(gc: GameCards, db: CardDb, cards: readonly { def: string }[]): void {
  const ids = new Set<string>()
  for (const c of cards) ids.add(c.def)
  const defs = [...ids].map((id) => db.get(id))
  gc.vunion = defs.some((d) => d.kind === 'pokemon' && d.stage === 'vunion')
  gc.positiveHp = defs.every((d) => (d.kind === 'pokemon' ? d.hp > 0 : d.kind !== 'trainer' || !d.playAsPokemon || d.playAsPokemon.hp > 0))
  gc.hooks = hookNames(defs)
}

/** Names of the hooks the given definitions define anywhere: on the card, its Abilities, its markers. */
function hookNames(defs: Iterable<CardDef>): Set<string> {
  const out = new Set<string>()
  const add = (h: Hooks | undefined) => {
    if (h) for (const k in h) out.add(k)
  }
  for (const d of defs) {
    if (d.kind === 'pokemon') for (const ab of d.abilities ?? []) add(ab.hooks)
    if (d.kind === 'trainer') for (const ab of d.playAsPokemon?.abilities ?? []) add(ab.hooks)
    add(d.hooks)
    for (const k in d.markers ?? {}) add(d.markers![k])
  }
  return out
}

/**
 * Answers that stay valid while the state does not change, kept only inside Table.readOnly (the main-phase menu):
 * hook lists per Pokémon, the Ability blockers in play, attached Energy per Pokémon, Trainer blocking per seat/kind.
 */
interface ReadMemo {
  /** By slotKey × 2 (+1 with player markers). */
  hooks: ([Hooks, HookCtx][] | undefined)[]
  global: [Hooks, HookCtx][] | null
  abilityBlockers: [Hooks, HookCtx][] | null
  /** By slotKey. */
  energy: ({ uid: Uid; def: EnergyDef }[] | undefined)[]
  /** By slotKey: the units of `energy`, in order. */
  units: (EnergyUnitSet[] | undefined)[]
  /** By seat, then Trainer kind. */
  trainerBlocked: [Map<string, boolean> | null, Map<string, boolean> | null]
}

const NO_HOOKS: [Hooks, HookCtx][] = []
Object.freeze(NO_HOOKS)
const NO_MARKER_HOOKS: Hooks[] = []
Object.freeze(NO_MARKER_HOOKS)

/** The units the given Energy cards provide, in order. */
function unitsOfCards(cards: readonly { def: EnergyDef }[]): EnergyUnitSet[] {
  const out: EnergyUnitSet[] = []
  for (const c of cards) for (const u of c.def.provides) out.push(u)
  return out
}

/** The piles Table.detach looks in, in order. */
const PILES: readonly PileZone[] = ['hand', 'deck', 'discard', 'prizes', 'lostZone']

/** Take a card out of a Pokémon in play (its Energy, Tools or stack); the zone it left, or null. */
function detachFromSlot(slot: PokemonSlot, uid: Uid): Zone | null {
  let i = slot.energy.indexOf(uid)
  if (i >= 0) {
    slot.energy.splice(i, 1)
    return 'attached'
  }
  i = slot.tools.indexOf(uid)
  if (i >= 0) {
    slot.tools.splice(i, 1)
    return 'attached'
  }
  i = slot.stack.indexOf(uid)
  if (i >= 0) {
    slot.stack.splice(i, 1)
    return 'active'
  }
  return null
}

/**
 * One read memo kept for reuse (once per step: built fresh, its arrays indexed by slotKey grew anew every time).
 * Only one readOnly runs at a time; a nested one on another table gets a new memo.
 */
let spareMemo: ReadMemo | null = null

function takeMemo(): ReadMemo {
  const m = spareMemo
  if (m === null) return { hooks: [], global: null, abilityBlockers: null, energy: [], units: [], trainerBlocked: [null, null] }
  spareMemo = null
  return m
}

/** Forget every answer (they belong to one state) and keep the memo for the next readOnly. */
function releaseMemo(m: ReadMemo): void {
  clearEntries(m.hooks)
  m.global = null
  m.abilityBlockers = null
  clearEntries(m.energy)
  clearEntries(m.units)
  m.trainerBlocked[0] = null
  m.trainerBlocked[1] = null
  spareMemo = m
}

/** Empty every entry, keeping the array's length and room (a plain loop: `fill` on a holey array is far slower). */
function clearEntries(a: unknown[]): void {
  for (let i = 0; i < a.length; i++) a[i] = undefined
}

/** A small number naming a slot (seat, Active or Bench index) for the read memo. */
const slotKey = (ref: SlotRef): number => ref.seat * 16 + (ref.zone === 'active' ? 0 : 1 + ref.index)

export class Table {
  readonly rules: RuleSet
  readonly g: GameState
  readonly db: CardDb
  readonly events: GameEvent[]
  private cardsOf: readonly unknown[]
  private gc: GameCards
  private memo: ReadMemo | null = null
  /**
   * Hooks of the markers in play (markerHasHook), collected once per step and reset whenever a marker is added
   * (addMarker, addPlayerMarker: the only ways a marker comes into play). A marker that ends leaves stale hooks
   * behind, which only costs a search that finds nothing.
   */
  private markerHooksInPlay: Hooks[] | null = null
  /** True from the Pokémon Checkup until the next turn starts (between turns: nobody's turn). */
  betweenTurns = false
  constructor(g: GameState, db: CardDb, events: GameEvent[] = []) {
    this.g = g
    this.db = db
    this.rules = ruleSet(g.rules)
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
  readOnly<T>(f: (t: Table) => T): T {
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
    if (e && e.onto === undefined) return { kind: 'energy', id: d.id, name: d.name, set: d.set, number: d.number, basic: false, provides: e.provides }
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
    return ref.zone === 'active' ? p.active : (p.bench[ref.index] ?? null)
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
      if (d.stage === 'break' && slot.stack.length > 1) return breakMerge(this.def(slot.stack[slot.stack.length - 2]!) as PokemonDef, d)
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
    const bench = p.bench
    for (let i = 0; i < bench.length; i++) out.push({ ref: benchRef(seat, i), slot: bench[i]! })
    return out
  }
  allInPlay(): { ref: SlotRef; slot: PokemonSlot }[] {
    const first = this.g.current
    return [...this.inPlay(first), ...this.inPlay(other(first))]
  }
  /** A Pokémon's HP now: printed, changed by maxHp hooks. */
  hp(ref: SlotRef): number {
    const slot = this.mustSlot(ref)
    let hp = this.pokemon(slot).hp
    if (this.mayHaveHook('maxHp')) for (const [h, hc] of this.hooksFor(ref)) if (h.maxHp) hp = h.maxHp(hc, hp)
    return hp
  }
  remainingHp(ref: SlotRef): number {
    return this.hp(ref) - this.mustSlot(ref).damage
  }
  /** Find where a Pokémon (by any card in its stack) sits now. */
  findSlot(uid: Uid): SlotRef | null {
    for (let seat: Seat = 0; seat <= 1; seat++) {
      const p = this.g.players[seat as Seat]
      if (p.active?.stack.includes(uid)) return activeRef(seat as Seat)
      for (let i = 0; i < p.bench.length; i++) if (p.bench[i]!.stack.includes(uid)) return benchRef(seat as Seat, i)
    }
    return null
  }
  types(ref: SlotRef): EnergyType[] {
    return this.pokemon(this.mustSlot(ref)).types
  }
  weakness(ref: SlotRef): TypeModifier[] {
    let w = this.pokemon(this.mustSlot(ref)).weakness ?? []
    for (const [h, hc] of this.hooksWith('weakness', ref)) if (h.weakness) w = h.weakness(hc, w)
    if (this.mayHaveHook('othersWeakness')) {
      const slot = this.mustSlot(ref)
      for (const holder of this.allInPlay()) {
        if (holder.slot === slot) continue
        for (const [h, hc] of this.hooksFor(holder.ref, false)) if (h.othersWeakness) w = h.othersWeakness(hc, ref, w)
      }
    }
    return w
  }
  resistance(ref: SlotRef): TypeModifier[] {
    let r = this.pokemon(this.mustSlot(ref)).resistance ?? []
    for (const [h, hc] of this.hooksWith('resistance', ref)) if (h.resistance) r = h.resistance(hc, r)
    return r
  }
  /** Is it now `seat`'s turn (not between turns)? */
  duringTurnOf(seat: Seat): boolean {
    return !this.betweenTurns && this.g.current === seat
  }
  isFirstTurnOf(seat: Seat): boolean {
    return this.g.turn === 1 + (seat === this.g.firstPlayer ? 0 : 1)
  }
  /** E-2, E-3 timing: may this Pokémon evolve now (in play since the start of the turn, not its owner's first turn)? */
  mayEvolveNow(ref: SlotRef): boolean {
    const slot = this.slot(ref)
    return !!slot && (!this.isFirstTurnOf(ref.seat) || this.evolvesOnFirstTurn(ref)) && slot.playedTurn < this.g.turn
  }
  /** E-3 exception: a card lets this Pokémon evolve during its owner's first turn (evolveOnFirstTurn hooks). */
  evolvesOnFirstTurn(ref: SlotRef): boolean {
    if (!this.mayHaveHook('evolveOnFirstTurn')) return false
    return this.hooksFor(ref).some(([h, hc]) => h.evolveOnFirstTurn?.(hc) === true)
  }

  // ---------- randomness ----------
  flip(seat: Seat, reason: string): boolean {
    let heads = this.g.forcedFlips.length > 0 ? this.g.forcedFlips.shift()! : (nextU32(this.g.rng) & 1) === 1
    if (this.mayHaveHook('coinFlip')) {
      for (const s of [0, 1] as Seat[]) for (const [h, hc] of this.playerMarkerHooks(s, null)) if (h.coinFlip) heads = h.coinFlip(hc, seat, heads)
      for (const [h, hc] of this.globalHooks()) if (h.coinFlip) heads = h.coinFlip(hc, seat, heads)
    }
    this.emit({ type: 'coin', seat, heads, reason })
    return heads
  }
  randomInt(n: number): number {
    return nextInt(this.g.rng, n)
  }
  shuffleDeck(seat: Seat): void {
    shuffleInPlace(this.g.rng, this.g.players[seat].deck)
    this.emit({ type: 'shuffle', seat, zone: 'deck' })
  }

  // ---------- moving cards between piles ----------
  /** Remove a card from wherever it is (pile or in play attachments). Returns the zone it left. */
  detach(uid: Uid): Zone {
    const seat = this.owner(uid)
    const p = this.g.players[seat]
    for (let k = 0; k < PILES.length; k++) {
      const z = PILES[k]!
      const i = p[z].indexOf(uid)
      if (i >= 0) {
        p[z].splice(i, 1)
        return EVENT_ZONE[z]
      }
    }
    // In play: each seat's Active then Bench, each Pokémon's Energy, Tools, then its stack.
    for (let s = 0; s <= 1; s++) {
      const q = this.g.players[s as Seat]
      for (let b = -1; b < q.bench.length; b++) {
        const slot = b < 0 ? q.active : q.bench[b]!
        if (!slot) continue
        const z = detachFromSlot(slot, uid)
        if (z !== null) return z
      }
    }
    const r = this.g.resolving.indexOf(uid)
    if (r >= 0) {
      this.g.resolving.splice(r, 1)
      return 'setaside'
    }
    if (this.g.stadium?.uid === uid) {
      this.g.stadium = null
      return 'stadium'
    }
    throw new Error(`Card ${uid} is nowhere`)
  }

  /** Move a card to one of its owner's piles (discard goes to the Lost Zone for Prism Star cards). */
  moveTo(uid: Uid, to: PileZone, where: 'top' | 'bottom' = 'top'): void {
    const from = this.detach(uid)
    this.leavesPlayAsEnergy(uid)
    const d = this.def(uid)
    const dest: PileZone = to === 'discard' && d.prismStar ? 'lostZone' : to
    const seat = this.owner(uid)
    const pile = this.g.players[seat][dest]
    if (dest === 'deck' && where === 'top') pile.unshift(uid)
    else if (dest === 'deck') pile.push(uid)
    else pile.push(uid)
    this.emit({ type: 'move', seat, card: this.ref(uid), from, to: EVENT_ZONE[dest] })
  }

  /** Draw up to n cards (rules.md W-2: drawing from a short deck is not a loss). Returns cards drawn. */
  draw(seat: Seat, n: number): Uid[] {
    const p = this.g.players[seat]
    const drawn: Uid[] = []
    for (let i = 0; i < n && p.deck.length > 0; i++) {
      const uid = p.deck.shift()!
      p.hand.push(uid)
      drawn.push(uid)
      this.emit({ type: 'move', seat, card: this.ref(uid), from: 'deck', to: 'hand' })
    }
    return drawn
  }

  // ---------- in play ----------
  newSlot(uid: Uid, faceDown = false): PokemonSlot {
    return {
      stack: [uid],
      energy: [],
      tools: [],
      damage: 0,
      conditions: { ...NO_CONDITIONS },
      playedTurn: this.g.turn,
      markers: [],
      ...(faceDown ? { faceDown: true } : {}),
    }
  }

  putOnBench(uid: Uid, faceDown = false): SlotRef {
    const seat = this.owner(uid)
    const from = this.detach(uid)
    const p = this.g.players[seat]
    p.bench.push(this.newSlot(uid, faceDown))
    const ref = benchRef(seat, p.bench.length - 1)
    this.emit({ type: 'move', seat, card: faceDown ? null : this.ref(uid), from, to: 'bench', target: ref })
    return ref
  }

  putActive(uid: Uid, faceDown = false): void {
    const seat = this.owner(uid)
    const from = this.detach(uid)
    this.g.players[seat].active = this.newSlot(uid, faceDown)
    this.emit({ type: 'move', seat, card: faceDown ? null : this.ref(uid), from, to: 'active', target: activeRef(seat) })
  }

  attach(uid: Uid, target: SlotRef): void {
    const from = this.detach(uid)
    const slot = this.mustSlot(target)
    const d = this.def(uid)
    if (d.kind === 'energy') slot.energy.push(uid)
    else slot.tools.push(uid)
    this.emit({ type: 'move', seat: this.owner(uid), card: this.ref(uid), from, to: 'attached', target })
  }

  /** Clear what ends when a Pokémon leaves the Active Spot or evolves (rules.md R-5, E-6, SC-2, SC-7). */
  clearOnMove(slot: PokemonSlot, ref: SlotRef): void {
    const c = slot.conditions
    if (c.rotation) this.emit({ type: 'condition', target: ref, condition: c.rotation, on: false, pokemon: this.ref(this.top(slot)) })
    if (c.poisoned) this.emit({ type: 'condition', target: ref, condition: 'poisoned', on: false, pokemon: this.ref(this.top(slot)) })
    if (c.burned) this.emit({ type: 'condition', target: ref, condition: 'burned', on: false, pokemon: this.ref(this.top(slot)) })
    slot.conditions = { ...NO_CONDITIONS }
    // Usually no marker: keep the list unless one of them ends here.
    const ms = slot.markers
    for (let i = 0; i < ms.length; i++) {
      if (ms[i]!.clearsOnMove) {
        slot.markers = ms.filter((m) => !m.clearsOnMove)
        break
      }
    }
  }

  /** Swap the Active with a Benched Pokémon (retreat, switch effects). */
  switchActive(seat: Seat, benchIndex: number): void {
    const p = this.g.players[seat]
    const incoming = p.bench[benchIndex]
    if (!incoming) throw new Error('No Benched Pokémon there')
    const outgoing = p.active
    if (outgoing) {
      this.clearOnMove(outgoing, activeRef(seat))
      p.bench[benchIndex] = outgoing
    } else {
      p.bench.splice(benchIndex, 1)
    }
    p.active = incoming
    this.emit({ type: 'switch', seat, from: benchRef(seat, benchIndex), to: activeRef(seat) })
  }

  /** Put a Pokémon and everything attached to it into a pile (Knock Out, Scoop Up…). */
  removeFromPlay(ref: SlotRef, dest: PileZone = 'discard'): Uid[] {
    const slot = this.mustSlot(ref)
    const all = [...slot.stack, ...slot.energy, ...slot.tools]
    const p = this.g.players[ref.seat]
    this.clearOnMove(slot, ref)
    if (ref.zone === 'active') p.active = null
    else p.bench.splice(ref.index, 1)
    for (const uid of all) {
      if (this.becomeEnergy(uid, ref.zone)) continue
      this.leavesPlayAsEnergy(uid)
      const d = this.def(uid)
      const pile: PileZone = dest === 'discard' && d.prismStar ? 'lostZone' : dest
      this.g.players[this.owner(uid)][pile].push(uid)
      this.emit({ type: 'move', seat: this.owner(uid), card: this.ref(uid), from: ref.zone, to: EVENT_ZONE[pile] })
    }
    return all
  }

  /**
   * Evolve a Pokémon in play by putting `uid` on top (rules.md E-6): attached cards and damage stay; Special
   * Conditions and effects end; it counts as evolved this turn (E-2). Legality is the caller's business.
   */
  evolve(target: SlotRef, uid: Uid): void {
    const slot = this.mustSlot(target)
    this.detach(uid)
    this.clearOnMove(slot, target)
    slot.stack.push(uid)
    slot.playedTurn = this.g.turn
    this.emit({ type: 'evolve', seat: target.seat, target, card: this.ref(uid) })
  }

  /**
   * Devolve (rules.md E-8): remove the Evolution cards above the first `keep` cards of the stack, top first, into
   * `dest`. Damage and attached cards stay; Special Conditions and other effects end, as when evolving. The caller
   * resolves Knock Outs afterwards (the lower stage may have less HP). Returns the removed cards.
   */
  devolve(target: SlotRef, keep: number, dest: PileZone = 'discard'): Uid[] {
    const slot = this.mustSlot(target)
    if (keep < 1 || keep >= slot.stack.length) return []
    const removed = slot.stack.slice(keep).reverse()
    for (const uid of removed) {
      this.emit({ type: 'devolve', seat: target.seat, target, card: this.ref(uid) })
      this.moveTo(uid, dest)
    }
    this.clearOnMove(slot, target)
    return removed
  }

  // ---------- damage and conditions ----------
  addDamage(ref: SlotRef, amount: number, counters = false): void {
    if (amount <= 0) return
    const slot = this.mustSlot(ref)
    slot.damage += amount
    this.emit({ type: 'damage', target: ref, amount, total: slot.damage, pokemon: this.ref(this.top(slot)), counters })
  }
  heal(ref: SlotRef, amount: number): number {
    const slot = this.mustSlot(ref)
    const healed = Math.min(slot.damage, amount)
    if (healed <= 0) return 0
    slot.damage -= healed
    this.emit({ type: 'heal', target: ref, amount: healed, total: slot.damage, pokemon: this.ref(this.top(slot)) })
    return healed
  }
  /** Apply a Special Condition (rules.md SC-1…SC-5). Only Active Pokémon can have them. */
  applyCondition(ref: SlotRef, cond: SpecialCondition, opts: { poisonCounters?: number } = {}): boolean {
    if (ref.zone !== 'active') return false
    if (cond === 'burned' && this.rules.burn === 'none') return false
    for (const [h, hc] of this.hooksWith('preventCondition', ref)) if (h.preventCondition?.(hc, cond)) return false
    const slot = this.mustSlot(ref)
    const c = slot.conditions
    const pokemon = this.ref(this.top(slot))
    if (cond === 'poisoned') {
      c.poisoned = true
      if (opts.poisonCounters) c.poisonCounters = opts.poisonCounters
      else delete c.poisonCounters
    } else if (cond === 'burned') c.burned = true
    else {
      if (c.rotation && c.rotation !== cond) this.emit({ type: 'condition', target: ref, condition: c.rotation, on: false, pokemon })
      c.rotation = cond
      if (cond === 'paralyzed') c.paralyzedOnTurn = this.g.turn
      else delete c.paralyzedOnTurn
    }
    this.emit({ type: 'condition', target: ref, condition: cond, on: true, pokemon })
    return true
  }
  removeCondition(ref: SlotRef, cond: SpecialCondition): void {
    const slot = this.slot(ref)
    if (!slot) return
    const c = slot.conditions
    const had = cond === 'poisoned' ? c.poisoned : cond === 'burned' ? c.burned : c.rotation === cond
    if (!had) return
    if (cond === 'poisoned') {
      c.poisoned = false
      delete c.poisonCounters
    } else if (cond === 'burned') c.burned = false
    else {
      c.rotation = null
      delete c.paralyzedOnTurn
    }
    this.emit({ type: 'condition', target: ref, condition: cond, on: false, pokemon: this.ref(this.top(slot)) })
  }
  hasCondition(ref: SlotRef, cond: SpecialCondition): boolean {
    const slot = this.slot(ref)
    if (!slot) return false
    const c = slot.conditions
    return cond === 'poisoned' ? c.poisoned : cond === 'burned' ? c.burned : c.rotation === cond
  }

  /** Knock Out a Pokémon by effect (not damage): it is discarded when Knock Outs are next resolved. */
  knockOut(ref: SlotRef): void {
    const slot = this.slot(ref)
    if (slot) slot.knockedOut = true
  }

  // ---------- markers ----------
  addMarker(ref: SlotRef, m: Marker): void {
    this.mustSlot(ref).markers.push(m)
    this.markerHooksInPlay = null
  }
  /** A lasting effect on a player (not on one Pokémon). */
  addPlayerMarker(seat: Seat, m: Marker): void {
    this.g.players[seat].markers.push(m)
    this.markerHooksInPlay = null
  }
  hasMarker(ref: SlotRef, key: string): boolean {
    return !!this.slot(ref)?.markers.some((m) => m.key === key)
  }

  // ---------- hooks ----------
  /** Hooks that act on the Pokémon at `ref`, with their context: its own card, abilities, attachments, markers. */
  hooksFor(ref: SlotRef, withPlayerMarkers = true): [Hooks, HookCtx][] {
    const m = this.memo
    if (m === null) return this.computeHooksFor(ref, withPlayerMarkers)
    const key = slotKey(ref) * 2 + (withPlayerMarkers ? 1 : 0)
    let out = m.hooks[key]
    if (out === undefined) {
      out = this.computeHooksFor(ref, withPlayerMarkers)
      m.hooks[key] = out
    }
    return out
  }
  private computeHooksFor(ref: SlotRef, withPlayerMarkers: boolean): [Hooks, HookCtx][] {
    const slot = this.slot(ref)
    if (!slot) return []
    const out: [Hooks, HookCtx][] = []
    const base: HookCtx = { t: this, owner: ref.seat, self: ref }
    const pk = this.pokemon(slot)
    if (pk.hooks) out.push([pk.hooks, base])
    if (pk.abilities && !this.abilitiesBlocked(ref)) {
      for (const ab of pk.abilities) if (ab.hooks && this.abilityActive(ref, ab.offWhen)) out.push([ab.hooks, base])
    }
    for (const uid of slot.energy) {
      const d = this.def(uid)
      if ((d.kind === 'energy' || d.kind === 'trainer') && d.hooks) out.push([d.hooks, base])
    }
    for (const uid of slot.tools) {
      const d = this.def(uid)
      if ((d.kind === 'energy' || d.kind === 'trainer') && d.hooks) out.push([d.hooks, base])
    }
    for (const mk of slot.markers) {
      const h = this.markerHooks(mk)
      if (h) out.push([h, { ...base, marker: mk }])
    }
    if (withPlayerMarkers) {
      for (const mk of this.g.players[ref.seat].markers) {
        const h = this.markerHooks(mk)
        if (h) out.push([h, { t: this, owner: ref.seat, self: ref, marker: mk }])
      }
    }
    return out
  }
  /** hooksFor, or nothing when no hook `name` can act now (mayHaveHook): for callers that look for one hook. */
  hooksWith(name: keyof Hooks, ref: SlotRef, withPlayerMarkers = true): [Hooks, HookCtx][] {
    return this.mayHaveHook(name) ? this.hooksFor(ref, withPlayerMarkers) : NO_HOOKS
  }
  /** Hooks of markers on a player (not on one Pokémon), seen from `self`. */
  playerMarkerHooks(seat: Seat, self: SlotRef | null): [Hooks, HookCtx][] {
    const out: [Hooks, HookCtx][] = []
    for (const m of this.g.players[seat].markers) {
      const h = this.markerHooks(m)
      if (h) out.push([h, { t: this, owner: seat, self, marker: m }])
    }
    return out
  }
  /** Hooks that act on the whole table (Stadium; every Pokémon's hooks that reach other Pokémon). */
  globalHooks(): [Hooks, HookCtx][] {
    const m = this.memo
    if (m !== null && m.global !== null) return m.global
    const out: [Hooks, HookCtx][] = []
    const st = this.g.stadium
    if (st) {
      const d = this.def(st.uid)
      if (d.kind === 'trainer' && d.hooks) out.push([d.hooks, { t: this, owner: st.owner, self: null }])
    }
    if (m !== null) m.global = out
    return out
  }
  markerHooks(m: Marker): Hooks | undefined {
    if (m.source === 'engine') return ENGINE_MARKERS[m.key]
    if (!this.db.has(m.source)) return undefined
    const d = this.db.get(m.source) as { markers?: Record<string, Hooks> }
    return d.markers?.[m.key]
  }
  abilityActive(ref: SlotRef, offWhen?: ('asleep' | 'confused' | 'paralyzed')[]): boolean {
    if (!offWhen) return true
    const slot = this.slot(ref)
    return !slot || !slot.conditions.rotation || !offWhen.includes(slot.conditions.rotation)
  }
  abilitiesBlocked(ref: SlotRef): boolean {
    // Only table-wide hooks and other Pokémon can block abilities; avoid recursion through hooksFor.
    // Both are cards of this game: if none of them can block Abilities, nothing can.
    if (!this.gameHasHook('blocksAbilities')) return false
    const m = this.memo
    if (m !== null) {
      let blockers = m.abilityBlockers
      if (blockers === null) {
        blockers = []
        this.abilityBlockers(blockers)
        m.abilityBlockers = blockers
      }
      for (const [h, hc] of blockers) if (h.blocksAbilities!(hc, ref)) return true
      return false
    }
    return this.abilityBlockers(null, ref)
  }
  /**
   * The hooks that may block Abilities, in order: table-wide, then every Pokémon in play's active Abilities. With
   * `ref`, stops at the first that blocks the Pokémon there and returns true; with `into`, collects them all.
   */
  private abilityBlockers(into: [Hooks, HookCtx][] | null, ref?: SlotRef): boolean {
    for (const [h, hc] of this.globalHooks()) {
      if (h.blocksAbilities) {
        if (into) into.push([h, hc])
        else if (h.blocksAbilities(hc, ref!)) return true
      }
    }
    const first = this.g.current
    for (const seat of [first, other(first)]) {
      const p = this.g.players[seat]
      for (let i = -1; i < p.bench.length; i++) {
        const slot = i < 0 ? p.active : p.bench[i]!
        if (!slot) continue
        const abs = this.pokemon(slot).abilities
        if (!abs) continue
        let r: SlotRef | null = null
        for (const ab of abs) {
          const h = ab.hooks
          if (!h?.blocksAbilities) continue
          r ??= i < 0 ? activeRef(seat) : benchRef(seat, i)
          if (!this.abilityActive(r, ab.offWhen)) continue
          const hc: HookCtx = { t: this, owner: seat, self: r }
          if (into) into.push([h, hc])
          else if (h.blocksAbilities(hc, ref!)) return true
        }
      }
    }
    return false
  }

  /** Energy cards attached to a Pokémon, as definitions. */
  energyDefs(slot: PokemonSlot): EnergyDef[] {
    return slot.energy.map((u) => this.def(u)).filter((d): d is EnergyDef => d.kind === 'energy')
  }
  /**
   * The Energy cards attached to a Pokémon with what each provides right now: `energyProvides` hooks applied
   * (e.g. Energy Burn). Every Energy check (costs, Retreat, discards, counts) reads this.
   */
  attachedEnergy(ref: SlotRef): { uid: Uid; def: EnergyDef }[] {
    const m = this.memo
    if (m === null) return this.computeAttachedEnergy(ref)
    const key = slotKey(ref)
    let out = m.energy[key]
    if (out === undefined) {
      out = this.computeAttachedEnergy(ref)
      m.energy[key] = out
    }
    // Callers may keep or change the list they get: hand out a copy of the cached one.
    return out.slice()
  }
  /** attachedEnergy for a caller that only reads the list now (no copy of the menu memo's). */
  readAttachedEnergy(ref: SlotRef): readonly { uid: Uid; def: EnergyDef }[] {
    const m = this.memo
    if (m === null) return this.computeAttachedEnergy(ref)
    const key = slotKey(ref)
    return (m.energy[key] ??= this.computeAttachedEnergy(ref))
  }
  /** Every Energy unit attached to the Pokémon at `ref` (readAttachedEnergy's, in order), for reading now. */
  readAttachedUnits(ref: SlotRef): readonly EnergyUnitSet[] {
    const m = this.memo
    if (m === null) return unitsOfCards(this.computeAttachedEnergy(ref))
    const key = slotKey(ref)
    return (m.units[key] ??= unitsOfCards(this.readAttachedEnergy(ref)))
  }
  private computeAttachedEnergy(ref: SlotRef): { uid: Uid; def: EnergyDef }[] {
    const slot = this.mustSlot(ref)
    const out: { uid: Uid; def: EnergyDef }[] = []
    if (slot.energy.length === 0) return out
    let hooks: [Hooks, HookCtx][] | null = null
    for (const hk of this.hooksWith('energyProvides', ref)) if (hk[0].energyProvides) (hooks ??= []).push(hk)
    for (const uid of slot.energy) {
      const d = this.def(uid)
      if (d.kind !== 'energy') continue
      let provides = d.provides
      if (hooks !== null) for (const [h, hc] of hooks) provides = h.energyProvides!(hc, uid, provides)
      out.push({ uid, def: provides === d.provides ? d : { ...d, provides } })
    }
    return out
  }

  /** A card acting as an Energy card becomes its printed self again when it leaves play. */
  private leavesPlayAsEnergy(uid: Uid): void {
    if (this.g.asEnergy?.[uid]) delete this.g.asEnergy[uid]
  }
  /** Make a Pokémon card become an Energy card attached to `onto` (its top card) when it next leaves play. */
  becomesEnergyOnLeave(uid: Uid, onto: Uid, provides: EnergyUnitSet[]): void {
    this.g.asEnergy = { ...this.g.asEnergy, [uid]: { provides, onto } }
  }
  /** GameState.asEnergy with `onto`: attach the card, now an Energy card, to its chosen Pokémon. False if it can't. */
  private becomeEnergy(uid: Uid, from: Zone): boolean {
    const to = this.g.asEnergy?.[uid]
    if (!to || to.onto === undefined) return false
    const ref = this.findSlot(to.onto)
    if (!ref) return false
    this.g.asEnergy![uid] = { provides: to.provides }
    this.mustSlot(ref).energy.push(uid)
    this.emit({ type: 'move', seat: this.owner(uid), card: this.ref(uid), from, to: 'attached', target: ref })
    return true
  }

  /** End the game. Throws GameEnded so every running procedure stops at once. */
  end(winner: Seat | null, reason: 'prizes' | 'no-pokemon' | 'deck-out' | 'concede', text: string): never {
    this.g.result = { winner, reason, text }
    this.g.phase = 'over'
    this.g.pending = null
    this.emit({ type: 'game-over', winner, reason, text })
    throw new GameEnded()
  }
}

/** Built-in markers that cards switch on by key (source 'engine'). */
export const ENGINE_MARKERS: Record<string, Hooks> = {
  /** "Prevent all damage done to this Pokémon by attacks during your opponent's next turn." */
  'prevent-damage': {
    preventDamage: (h, d) => d.fromAttack && !!d.attacker && d.attacker.seat !== h.owner,
  },
  /** "Prevent all effects of attacks, including damage, done to this Pokémon…" */
  'prevent-all': {
    preventDamage: (h, d) => d.fromAttack && !!d.attacker && d.attacker.seat !== h.owner,
    preventEffects: (h, attacker) => !!attacker && attacker.seat !== h.owner,
  },
  /** "This Pokémon takes N less damage from attacks" (after Weakness and Resistance). data.amount */
  'reduce-damage': {
    incomingDamage: (h, d) =>
      d.fromAttack && d.attacker && d.attacker.seat !== h.owner ? d.amount - Number(h.marker?.data?.amount ?? 0) : d.amount,
  },
  /** "The Defending Pokémon can't attack during your opponent's next turn." */
  'cant-attack': { canAttack: () => false },
  /** "That Pokémon can't use the attack named data.attack during your opponent's next turn." */
  'cant-use-attack': { canAttack: (h, attack) => attack.name !== h.marker?.data?.attack },
  /** "The Defending Pokémon can't retreat during your opponent's next turn." */
  'cant-retreat': { canRetreat: () => false },
  /**
   * "Energy attached to this Pokémon provides data.type instead" (e.g. Energy Burn turns it all into Fire): each
   * unit a card provides becomes one unit of that type. data.cards: the affected card uids, comma-separated
   * (absent: every attached Energy card).
   */
  'energy-becomes': {
    energyProvides: (h, uid, provides) => {
      const type = h.marker?.data?.type as EnergyType | undefined
      const cards = h.marker?.data?.cards
      if (!type || (typeof cards === 'string' && !cards.split(',').includes(String(uid)))) return provides
      return provides.map(() => ({ types: [type] }))
    },
  },
  /** "This Pokémon's attacks do N more damage" (before W/R). data.amount */
  'boost-damage': {
    outgoingDamage: (h, d) => (d.fromAttack ? d.amount + Number(h.marker?.data?.amount ?? 0) : d.amount),
  },
  /** "If this Pokémon is Knocked Out (this turn), take data.amount more Prize cards." */
  'extra-prizes': { extraPrizes: (h) => Number(h.marker?.data?.amount ?? 0) },
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

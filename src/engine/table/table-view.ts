/**
 * The card API's read-only view of the table (api/card.ts CardReads), and the context hooks get (HookCtx,
 * HookActCtx): card code reads and acts through these, never through the Table itself (docs/engine.md "The card
 * API"). EffectContext (effects/context.ts) builds on TableView with the moves an effect may make.
 */
import type {
  AbilityDef,
  AttackRecord,
  CardDb,
  CardDef,
  CardReads,
  EnergyDef,
  HookActCtx,
  Hooks,
  MarkerView,
  PlayerView,
  PokemonDef,
  TypeModifier,
} from '../api/card'
import { abilityOffWhen, trainerKindsUnder } from '../api/card'
import type { GameState, PlayerState, PokemonSlot, StadiumInPlay } from '../model/state'
import type { EnergyType, PileZone, Seat, SlotRef, SpecialCondition, Uid } from '../model/types'
import { activeRef, benchRef, secondActiveRef } from '../model/types'
import type { RuleSet } from '../rules/profile'

/** Every Special Condition (cure's default). */
export const ALL_CONDITIONS: readonly SpecialCondition[] = ['asleep', 'burned', 'confused', 'paralyzed', 'poisoned']

/**
 * What TableView needs of the table: Table has all of it. Named here so the table's own layers (table-hooks makes
 * the hook contexts) need not import table.ts, which imports them (no import cycle).
 */
export interface TableAccess {
  readonly g: GameState
  readonly db: CardDb
  readonly rules: RuleSet
  readonly attackResolving: boolean
  def(uid: Uid): CardDef
  player(seat: Seat): PlayerState
  slot(ref: SlotRef): PokemonSlot | null
  mustSlot(ref: SlotRef): PokemonSlot
  top(slot: PokemonSlot): Uid
  pokemon(slot: PokemonSlot): PokemonDef
  toolAbilities(slot: PokemonSlot): readonly { ability: AbilityDef }[]
  types(ref: SlotRef): EnergyType[]
  hp(ref: SlotRef): number
  remainingHp(ref: SlotRef): number
  weakness(ref: SlotRef): TypeModifier[]
  retreatCostOf(ref: SlotRef): number
  mayEvolveNow(ref: SlotRef): boolean
  duringTurnOf(seat: Seat): boolean
  isFirstTurnOf(seat: Seat): boolean
  attachedEnergy(ref: SlotRef): { uid: Uid; def: EnergyDef }[]
  readAttachedEnergy(ref: SlotRef): readonly { uid: Uid; def: EnergyDef }[]
  hooksWith(name: keyof Hooks, ref: SlotRef): [Hooks, HookActCtx][]
  hasCondition(ref: SlotRef, cond: SpecialCondition): boolean
  hasMarker(ref: SlotRef, key: string): boolean
  flip(seat: Seat, reason: string): boolean
  addDamage(ref: SlotRef, amount: number, counters?: boolean): void
  heal(ref: SlotRef, amount: number): number
  knockOut(ref: SlotRef): void
  removeCondition(ref: SlotRef, cond: SpecialCondition): void
  moveTo(uid: Uid, to: PileZone): void
  draw(seat: Seat, n: number): Uid[]
  applyCondition(ref: SlotRef, cond: SpecialCondition): boolean
  abilitiesBlocked(ref: SlotRef): boolean
  abilityBlocked(ref: SlotRef, ab: AbilityDef): boolean
  abilityActive(ref: SlotRef, offWhen?: readonly ('asleep' | 'confused' | 'paralyzed')[]): boolean
}

export class TableView implements CardReads {
  /** The table: for the engine's own classes only (card code reads through the methods). */
  protected readonly t: TableAccess
  constructor(t: TableAccess) {
    this.t = t
  }

  get turn(): number {
    return this.t.g.turn
  }
  get currentPlayer(): Seat {
    return this.t.g.current
  }
  get firstPlayer(): Seat {
    return this.t.g.firstPlayer
  }
  get stadium(): Readonly<StadiumInPlay> | null {
    return this.t.g.stadium
  }
  duringTurnOf(seat: Seat): boolean {
    return this.t.duringTurnOf(seat)
  }
  get attacking(): boolean {
    return this.t.attackResolving
  }
  isFirstTurnOf(seat: Seat): boolean {
    return this.t.isFirstTurnOf(seat)
  }

  player(seat: Seat): PlayerView {
    return this.t.player(seat)
  }
  prizesTaken(seat: Seat): number {
    return Math.max(0, this.t.g.prizeCount - this.t.player(seat).prizes.length)
  }
  def(uid: Uid): CardDef {
    return this.t.def(uid)
  }
  cardsNamed(name: string): readonly CardDef[] {
    return this.t.db.byName(name)
  }
  isItem(d: CardDef): boolean {
    return d.kind === 'trainer' && trainerKindsUnder(this.t.rules, d).includes('item')
  }
  cardsIn(seat: Seat, zone: PileZone, filter: (d: CardDef, uid: Uid) => boolean = () => true): Uid[] {
    return this.t.player(seat)[zone].filter((u) => filter(this.t.def(u), u))
  }

  exists(ref: SlotRef): boolean {
    return this.t.slot(ref) !== null
  }
  pokemonAt(ref: SlotRef): PokemonDef {
    return this.t.pokemon(this.t.mustSlot(ref))
  }
  // The two below are asked by many cards' canPlay on every menu: built directly, without Table.inPlay's list.
  benched(seat: Seat): SlotRef[] {
    const n = this.t.player(seat).bench.length
    const out: SlotRef[] = []
    for (let i = 0; i < n; i++) out.push(benchRef(seat, i))
    return out
  }
  allPokemon(seat: Seat): SlotRef[] {
    const p = this.t.player(seat)
    const out: SlotRef[] = []
    if (p.active) out.push(activeRef(seat))
    if (p.secondActive) out.push(secondActiveRef(seat))
    for (let i = 0; i < p.bench.length; i++) out.push(benchRef(seat, i))
    return out
  }
  activePokemon(seat: Seat): SlotRef[] {
    const p = this.t.player(seat)
    const out: SlotRef[] = []
    if (p.active) out.push(activeRef(seat))
    if (p.secondActive) out.push(secondActiveRef(seat))
    return out
  }
  stackOf(ref: SlotRef): readonly Uid[] {
    return this.t.mustSlot(ref).stack
  }
  topCard(ref: SlotRef): Uid {
    return this.t.top(this.t.mustSlot(ref))
  }
  toolsOn(ref: SlotRef): readonly Uid[] {
    return this.t.mustSlot(ref).tools
  }
  evolvedThisTurn(ref: SlotRef): boolean {
    const slot = this.t.mustSlot(ref)
    return slot.stack.length > 1 && slot.playedTurn === this.t.g.turn
  }
  mayEvolveNow(ref: SlotRef): boolean {
    return this.t.mayEvolveNow(ref)
  }
  movedToActiveThisTurn(ref: SlotRef): boolean {
    const slot = this.t.mustSlot(ref)
    return ref.zone === 'active' && (this.t.player(ref.seat).turn.movedToActive?.includes(slot.stack[0]!) ?? false)
  }
  movedToActiveDuring(ref: SlotRef, turn: number): boolean {
    const bottom = this.t.mustSlot(ref).stack[0]!
    return (
      ref.zone === 'active' &&
      (this.t.g.movesToActive ?? []).some((m) => m.seat === ref.seat && m.turn === turn && m.uid === bottom)
    )
  }
  cameIntoPlayThisTurn(ref: SlotRef): boolean {
    return this.t.mustSlot(ref).playedTurn === this.t.g.turn
  }

  damageOn(ref: SlotRef): number {
    return this.t.mustSlot(ref).damage
  }
  hp(ref: SlotRef): number {
    return this.t.hp(ref)
  }
  remainingHp(ref: SlotRef): number {
    return this.t.remainingHp(ref)
  }
  typesOf(ref: SlotRef): EnergyType[] {
    return this.t.types(ref)
  }
  weaknessOf(ref: SlotRef): TypeModifier[] {
    return this.t.weakness(ref)
  }
  retreatCostOf(ref: SlotRef): number {
    return this.t.retreatCostOf(ref)
  }
  hasCondition(ref: SlotRef, cond: SpecialCondition): boolean {
    return this.t.hasCondition(ref, cond)
  }
  hasMarker(ref: SlotRef, key: string): boolean {
    return this.t.hasMarker(ref, key)
  }
  attacksOn(ref: SlotRef): AttackRecord[] {
    const out: AttackRecord[] = []
    for (const u of this.t.mustSlot(ref).stack) {
      const r = this.t.g.lastAttackOn[String(u)]
      if (r) out.push(r)
    }
    return out
  }

  knockOutsByAttack(seat: Seat, turn: number): readonly { card: string; types: readonly EnergyType[] }[] {
    return (this.t.g.knockOutsByAttack ?? []).filter((k) => k.seat === seat && k.turn === turn)
  }
  attackDamageDuring(ref: SlotRef, turn: number): number {
    const stack = this.t.mustSlot(ref).stack
    return (this.t.g.attackDamage ?? [])
      .filter((d) => d.turn === turn && stack.includes(d.uid))
      .reduce((n, d) => n + d.amount, 0)
  }
  knockOutsDuring(seat: Seat, turn: number): number {
    return (this.t.g.knockOuts ?? []).filter((k) => k.seat === seat && k.turn === turn).length
  }

  energyOn(ref: SlotRef): Uid[] {
    return [...this.t.mustSlot(ref).energy]
  }
  attachedEnergy(ref: SlotRef): readonly { uid: Uid; def: EnergyDef }[] {
    return this.t.readAttachedEnergy(ref)
  }
  energyOfType(ref: SlotRef, type?: EnergyType): Uid[] {
    return this.t
      .attachedEnergy(ref)
      .filter(({ def: d }) => !type || d.provides.some((p) => p.types === 'any' || p.types.includes(type)))
      .map((e) => e.uid)
  }
  energyUnits(ref: SlotRef, type?: EnergyType): number {
    return this.t
      .attachedEnergy(ref)
      .flatMap((e) => e.def.provides)
      .filter((p) => !type || type === 'colorless' || p.types === 'any' || p.types.includes(type)).length
  }

  protectedFromAbilityOf(target: SlotRef, source: SlotRef | null): boolean {
    return this.t
      .hooksWith('preventAbilityEffects', target)
      .some(([h, hc]) => h.preventAbilityEffects?.(hc, source) === true)
  }
  abilityWorks(ref: SlotRef, name: string): boolean {
    const slot = this.t.slot(ref)
    if (!slot || this.t.abilitiesBlocked(ref)) return false
    const ab =
      this.t.pokemon(slot).abilities?.find((a) => a.name === name) ??
      this.t.toolAbilities(slot).find((a) => a.ability.name === name)?.ability
    return ab !== undefined && this.t.abilityActive(ref, abilityOffWhen(ab)) && !this.t.abilityBlocked(ref, ab)
  }
}

/** What a hook is handed: where it sits, a read-only view, and (for the hooks that act) a few moves. */
export class HookContext extends TableView implements HookActCtx {
  readonly owner: Seat
  readonly self: SlotRef | null
  readonly card: Uid | null
  readonly marker?: MarkerView
  constructor(t: TableAccess, owner: Seat, self: SlotRef | null, card: Uid | null, marker?: MarkerView) {
    super(t)
    this.owner = owner
    this.self = self
    this.card = card
    if (marker) this.marker = marker
  }
  get markerEndsThisTurn(): boolean {
    return this.marker !== undefined && this.t.g.turn === this.marker.untilTurn
  }
  flip(reason: string): boolean {
    return this.t.flip(this.owner, reason)
  }
  putCounters(ref: SlotRef, counters: number): void {
    this.t.addDamage(ref, counters * 10, true)
  }
  addDamage(ref: SlotRef, amount: number): void {
    this.t.addDamage(ref, amount)
  }
  heal(ref: SlotRef, amount: number): number {
    return this.t.heal(ref, amount)
  }
  knockOut(ref: SlotRef): void {
    this.t.knockOut(ref)
  }
  cure(ref: SlotRef, conds: readonly SpecialCondition[] = ALL_CONDITIONS): void {
    for (const cond of conds) this.t.removeCondition(ref, cond)
  }
  discardAttached(uid: Uid): void {
    const attached = ([0, 1] as Seat[]).some((s) =>
      this.allPokemon(s).some((r) => this.toolsOn(r).includes(uid) || this.energyOn(r).includes(uid)),
    )
    if (!attached) throw new Error(`Card ${uid} is not attached to a Pokémon in play`)
    this.t.moveTo(uid, 'discard')
  }
  draw(n: number, seat: Seat = this.owner): Uid[] {
    return this.t.draw(seat, n)
  }
  condition(ref: SlotRef, cond: SpecialCondition): boolean {
    return this.t.applyCondition(ref, cond)
  }
  discardTopOfDeck(seat: Seat, n: number): Uid[] {
    const top = this.t.player(seat).deck.slice(0, Math.max(0, n))
    for (const uid of top) this.t.moveTo(uid, 'discard')
    return top
  }
  oncePerTurn(key: string): boolean {
    // Kept beside the used Abilities (`top:index`): the `once:` part keeps the two kinds of key apart.
    const used = this.t.g.players[this.owner].turn.abilitiesUsed
    const k = `${this.card ?? 'marker'}:once:${key}`
    if (used.includes(k)) return false
    used.push(k)
    return true
  }
}

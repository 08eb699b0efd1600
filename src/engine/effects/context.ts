/**
 * The effect context: the engine's implementation of the card-facing EffectCtx (api/card.ts), over the Table of the
 * step being run. Every effect of an attack, Ability, Trainer or Energy gets one.
 */
import type { Option, Prompt } from '../model/decision'
import type { PileZone, Seat, SlotRef, Uid, EnergyType, SpecialCondition } from '../model/types'
import { other, activeRef, sameRef } from '../model/types'
import { activeRefs } from '../model/format'
import type { Marker } from '../model/state'
import type {
  ConditionOptions,
  AttackDef,
  CardDef,
  EffectCtx,
  EffectSource,
  EnergyUnitSet,
  MarkerView,
  PlayerView,
  Proc,
} from '../api/card'
import { abilityOffWhen, abilityPower, runEffect, trainerKindsUnder } from '../api/card'
import type { LastingEffect, Until } from '../api/markers'
import type { Table } from '../table/table'
import { ALL_CONDITIONS, TableView } from '../table/table-view'
import { computeDamage, putDamage, type DamageTrace } from './damage'
import { paymentSets } from './energy'
import { promote, takePrizes } from './prizes'
import { shuffleInPlace } from '../rng'

export class EffectContext extends TableView implements EffectCtx {
  /** The Table of the step (TableView holds it as the narrower TableAccess). */
  declare protected readonly t: Table
  readonly seat: Seat
  readonly opp: Seat
  readonly src: EffectSource
  /** For attacks: the damage the default resolution will deal; effects may change it. */
  damage: number
  damageDealt = false
  /** Set by an effect when "this attack does nothing" (ATK-e). */
  cancelled = false

  constructor(t: Table, src: EffectSource) {
    super(t)
    this.seat = src.seat
    this.opp = other(src.seat)
    this.src = src
    this.damage = src.attack?.damage ?? 0
  }

  // ---------- where things are (the rest of the reads: TableView) ----------
  get me(): PlayerView {
    return this.t.player(this.seat)
  }
  get them(): PlayerView {
    return this.t.player(this.opp)
  }
  /** The Pokémon using the attack or Ability. */
  get self(): SlotRef {
    if (!this.src.pokemon) throw new Error('This effect has no Pokémon source')
    return this.src.pokemon
  }
  /** The opponent's Active Pokémon (the Defending Pokémon during an attack). */
  get defending(): SlotRef {
    return this.src.defending ?? activeRef(this.opp)
  }
  get eachDefending(): SlotRef[] {
    return activeRefs(this.t.player(this.opp), this.opp)
  }

  // ---------- randomness ----------
  flip(reason?: string): boolean {
    return this.t.flip(this.seat, reason ?? this.src.attack?.name ?? 'effect')
  }
  /** Flip n coins; returns the number of heads. */
  flips(n: number, reason?: string): number {
    let heads = 0
    for (let i = 0; i < n; i++) if (this.flip(reason)) heads++
    return heads
  }
  /** One of `uids` chosen at random by the game's generator ("discard a random card from your opponent's hand"). */
  randomCard(uids: readonly Uid[]): Uid | undefined {
    return uids.length === 0 ? undefined : uids[this.t.randomInt(uids.length)]
  }
  /** Flip until tails; returns the number of heads. */
  flipUntilTails(reason?: string): number {
    let heads = 0
    while (this.flip(reason)) heads++
    return heads
  }

  // ---------- questions ----------
  *ask(p: Omit<Prompt, 'seat'> & { seat?: Seat }): Proc<number[]> {
    const prompt: Prompt = { ...p, seat: p.seat ?? this.seat }
    if (prompt.options.length === 0 || prompt.max === 0) return []
    return yield prompt
  }
  /**
   * Choose cards among `uids` (shown only to the chooser unless `publicOptions`). `hiddenZone`: the candidates are
   * the matches found in cards the other player cannot see (a deck search, the top cards looked at), so the question
   * is asked even when nothing matches — with no options — and its absence tells the other player nothing.
   */
  *chooseCards(
    uids: readonly Uid[],
    p: { text: string; min: number; max: number; seat?: Seat; publicOptions?: boolean; hiddenZone?: boolean },
  ): Proc<Uid[]> {
    const max = Math.min(p.max, uids.length)
    const min = Math.min(p.min, max)
    if (max === 0) {
      if (p.hiddenZone && p.max > 0 && !p.publicOptions)
        yield { ask: 'choose-cards', text: p.text, options: [], min: 0, max: 0, seat: p.seat ?? this.seat }
      return []
    }
    const options: Option[] = uids.map((uid) => ({
      kind: 'card',
      uid,
      def: this.t.g.cards[uid]!.def,
      label: this.t.def(uid).name,
    }))
    const picks = yield* this.ask({
      ask: 'choose-cards',
      text: p.text,
      options,
      min,
      max,
      seat: p.seat,
      publicOptions: p.publicOptions,
    })
    return picks.map((i) => uids[i]!)
  }
  /** Choose one Pokémon in play among `refs`. Returns null if there is none. */
  *chooseSlot(refs: readonly SlotRef[], p: { text: string; seat?: Seat; optional?: boolean }): Proc<SlotRef | null> {
    if (refs.length === 0) return null
    const options: Option[] = refs.map((ref) => ({ kind: 'slot', ref, label: this.pokemonAt(ref).name }))
    const picks = yield* this.ask({
      ask: 'choose-target',
      text: p.text,
      options,
      min: p.optional ? 0 : 1,
      max: 1,
      seat: p.seat,
      publicOptions: true,
    })
    return picks.length ? refs[picks[0]!]! : null
  }
  *yesNo(text: string, seat?: Seat, opts: { hidden?: boolean } = {}): Proc<boolean> {
    const picks = yield* this.ask({
      ask: 'yes-no',
      text,
      options: [
        { kind: 'choice', value: 'yes', label: 'Yes' },
        { kind: 'choice', value: 'no', label: 'No' },
      ],
      min: 1,
      max: 1,
      seat,
      // hidden: the text names a card only the asked player may see (the top of their deck, the card they drew)
      publicOptions: !opts.hidden,
    })
    return picks[0] === 0
  }
  /**
   * One choice among labelled options. The options are public unless `hidden` (labels that name cards in a hand, as
   * Pokémon Breeder's Stage 2 cards: rules.md Z-4, the hand is hidden from the opponent).
   */
  *chooseOne(text: string, labels: string[], seat?: Seat, opts: { hidden?: boolean } = {}): Proc<number> {
    const options: Option[] = labels.map((l) => ({ kind: 'choice', value: l, label: l }))
    const picks = yield* this.ask({ ask: 'choose', text, options, min: 1, max: 1, seat, publicOptions: !opts.hidden })
    return picks[0] ?? 0
  }
  /** Discard Energy from a Pokémon as a cost or effect: amount in units, optional type (rules.md R-7 payment). */
  *discardEnergy(
    ref: SlotRef,
    amount: number,
    opts: { type?: EnergyType; seat?: Seat; text?: string; to?: PileZone } = {},
  ): Proc<Uid[]> {
    const cards = this.t.attachedEnergy(ref)
    let sets = paymentSets(cards, amount, opts.type)
    if (sets.length === 0) {
      // Not enough: discard everything that qualifies ("discard all" when short).
      sets = [
        cards
          .filter((c) => !opts.type || c.def.provides.some((u) => u.types === 'any' || u.types.includes(opts.type!)))
          .map((c) => c.uid),
      ]
    }
    let chosen = sets[0]!
    if (sets.length > 1) {
      const options: Option[] = sets.map((uids) => ({
        kind: 'cards',
        uids,
        label: uids.map((u) => this.t.def(u).name).join(' + '),
      }))
      const picks = yield* this.ask({
        ask: 'discard-energy',
        text: opts.text ?? `Choose Energy to discard from ${this.pokemonAt(ref).name}`,
        options,
        min: 1,
        max: 1,
        seat: opts.seat,
        publicOptions: true,
      })
      chosen = sets[picks[0]!]!
    }
    for (const uid of chosen) this.t.moveTo(uid, opts.to ?? 'discard')
    return chosen
  }

  // ---------- damage ----------
  /** Deal attack damage through the pipeline (rules.md 1.8). Default: this attack's damage to the Defending Pokémon. */
  dealDamage(
    amount: number = this.damage,
    target: SlotRef = this.defending,
    opts: { weaknessResistance?: boolean; weakness?: boolean; resistance?: boolean; targetEffects?: boolean } = {},
  ): number {
    if (target === this.defending || sameRef(target, this.defending)) this.damageDealt = true
    if (!this.exists(target)) return 0
    if (this.src.ability && this.protectedFromEffects(target)) return 0
    const atk = this.src.attack
    const printedZero = !atk || (atk.damage ?? 0) === 0
    const attacker = this.src.pokemon ?? null
    // An attack's damage is traced so the log and the table can say how it came about (issue 20).
    const trace: DamageTrace | undefined = atk ? { steps: [] } : undefined
    // B-12 (classic1999): Weakness comes before the attack's own "+"/"−" text ("50 damage minus 10 for each damage
    // counter"), so the printed damage goes through Weakness and the text's amount is added after it.
    const textAfterWeakness =
      this.t.rules.weaknessBeforeAttackerModifiers &&
      !!atk &&
      (atk.damageSuffix === '+' || atk.damageSuffix === '-') &&
      atk.damage > 0 &&
      sameRef(target, this.defending)
    const base = textAfterWeakness ? atk.damage : amount
    const final = computeDamage(this.t, attacker, target, base, {
      ...(textAfterWeakness ? { attackText: amount - atk.damage } : {}),
      ...(trace ? { trace } : {}),
      fromAttack: !!this.src.attack,
      attackName: this.src.attack?.name,
      printedZero: printedZero && amount <= 0,
      ...(opts.weaknessResistance === false ? { applyWeakness: false, applyResistance: false } : {}),
      // "This attack's damage isn't affected by Weakness."
      ...(opts.weakness === false ? { applyWeakness: false } : {}),
      // "This attack's damage isn't affected by Resistance."
      ...(opts.resistance === false ? { applyResistance: false } : {}),
      // "…or by any effects on your opponent's Active Pokémon."
      ...(opts.targetEffects === false ? { ignoreTargetEffects: true } : {}),
    })
    putDamage(this.t, target, base, final, trace, amount)
    if (final > 0 && this.src.attack && target.seat !== this.seat) {
      for (const [h, hc] of this.t.hooksWith('afterDamagedByAttack', target))
        h.afterDamagedByAttack?.(hc, { attacker, target, amount: final, fromAttack: true })
    }
    return final
  }
  /** Damage to a Benched Pokémon: no Weakness or Resistance (rules.md DMG-7). */
  benchDamage(target: SlotRef, amount: number): number {
    return this.dealDamage(amount, target)
  }
  /**
   * Damage the attacking Pokémon does to itself. Weakness/Resistance do not apply unless the card says so. An attack's
   * self-damage is damage done by an attack: effects on this Pokémon that reduce damage "done … by attacks" (Defender,
   * Metal Energy) apply, as they do to the damage the same attack does to its own Benched Pokémon and, in classic 1999,
   * to Confusion's 20; with no attacking Pokémon given, its own attack modifiers do not, and "by your opponent's
   * attacks" effects (which check the attacker's seat) do not either (the Base Set Trainer rulings in docs/rulings).
   */
  selfDamage(amount: number): number {
    const trace: DamageTrace | undefined = this.src.attack ? { steps: [] } : undefined
    const final = computeDamage(this.t, null, this.self, amount, {
      ...(trace ? { trace } : {}),
      fromAttack: !!this.src.attack,
      attackName: this.src.attack?.name,
      applyWeakness: false,
      applyResistance: false,
    })
    putDamage(this.t, this.self, amount, final, trace)
    return final
  }
  /**
   * Put damage counters: no pipeline, Weakness, Resistance or damage prevention (rules.md DMG-1). Placing counters is
   * an effect, not damage: a Pokémon protected from the effects of the opponent's attacks (or Abilities, for an
   * Ability) gets none.
   */
  putCounters(target: SlotRef, counters: number): void {
    if (!this.exists(target)) return
    if (this.protectedFromEffects(target)) return
    this.t.addDamage(target, counters * 10, true)
  }
  heal(target: SlotRef, amount: number): number {
    return this.exists(target) ? this.t.heal(target, amount) : 0
  }

  // ---------- conditions and effects on the opponent ----------
  /**
   * Is this Pokémon protected from effects of the current attack (e.g. a "prevent all effects" marker), or of the
   * current Ability of an opponent's Pokémon (preventAbilityEffects)?
   */
  protectedFromEffects(target: SlotRef): boolean {
    if (target.seat === this.seat) return false
    if (this.src.attack) return this.t.attackEffectsPrevented(target, this.src.pokemon ?? null)
    if (this.src.ability)
      return this.t
        .hooksWith('preventAbilityEffects', target)
        .some(([h, hc]) => h.preventAbilityEffects?.(hc, this.src.pokemon ?? null))
    return false
  }
  condition(target: SlotRef, cond: SpecialCondition, opts: ConditionOptions = {}): boolean {
    // ATK-f: an attack puts its damage on before its other effects, whatever order the card's code calls them in.
    if (this.src.attack && !this.damageDealt && !this.cancelled && (this.src.attack.damage ?? 0) > 0) this.dealDamage()
    if (!this.exists(target) || this.protectedFromEffects(target)) return false
    return this.t.applyCondition(target, cond, opts)
  }
  asleep(target: SlotRef = this.defending) {
    return this.condition(target, 'asleep')
  }
  paralyze(target: SlotRef = this.defending) {
    return this.condition(target, 'paralyzed')
  }
  confuse(target: SlotRef = this.defending) {
    return this.condition(target, 'confused')
  }
  poison(target: SlotRef = this.defending, counters?: number) {
    return this.condition(target, 'poisoned', counters ? { poisonCounters: counters } : {})
  }
  burn(target: SlotRef = this.defending) {
    return this.condition(target, 'burned')
  }
  /**
   * Put a lasting effect on a Pokémon (api/markers.ts: a built-in kind or the card's own). `until` ends it with this
   * turn, the opponent's next turn, your next turn or n turns from now (absent: until it leaves play or is removed);
   * `clearsOnMove` ends it when the Pokémon leaves the Active Spot or evolves (SC-7). Nothing happens to a Pokémon
   * protected from the effect.
   */
  mark(target: SlotRef, m: LastingEffect & { until?: Until; clearsOnMove?: boolean }): void {
    if (!this.exists(target) || this.protectedFromEffects(target)) return
    this.t.addMarker(target, this.stored(m, m.until))
  }

  /** Put a lasting effect on a player (not on one Pokémon), e.g. "during your opponent's next turn, they can't…". */
  markPlayer(seat: Seat, m: LastingEffect & { until?: Until }): void {
    this.t.addPlayerMarker(seat, this.stored(m, m.until))
  }

  /** A lasting effect as the state keeps it, its fields always in the same order (saves compare states as JSON). */
  private stored(
    m: { source: string; key: string; clearsOnMove?: boolean; data?: Marker['data'] },
    until?: Until,
  ): Marker {
    const out: Marker = { source: m.source, key: m.key }
    if (m.clearsOnMove !== undefined) out.clearsOnMove = m.clearsOnMove
    if (m.data !== undefined) out.data = m.data
    const untilTurn = this.untilTurn(until)
    if (untilTurn !== undefined) out.untilTurn = untilTurn
    return out
  }

  /**
   * Put a lasting effect read from the table (a marker another attack placed, as Mirror Move repeats it) on a
   * Pokémon, lasting `until`. The caller has checked that the target may be affected.
   */
  repeatMarker(target: SlotRef, m: MarkerView, until?: Until): void {
    const rest: Marker = { ...m }
    delete rest.untilTurn
    const untilTurn = this.untilTurn(until)
    this.t.addMarker(target, { ...rest, ...(untilTurn !== undefined ? { untilTurn } : {}) })
  }

  /**
   * "If this attack Knocks Out that Pokémon, take n more Prize cards for it": a lasting effect for this turn on the
   * Pokémon, put whatever protects it (it acts on the Prizes, not on the Pokémon).
   */
  morePrizesIfKnockedOut(target: SlotRef, n: number): void {
    this.t.addMarker(target, {
      source: 'engine',
      key: 'extra-prizes',
      untilTurn: this.t.g.turn,
      data: { amount: n },
    } satisfies Marker & LastingEffect)
  }

  /** The last turn of a lasting effect that lasts `until`, or undefined (no end). */
  private untilTurn(until: Until | undefined): number | undefined {
    const turn = this.t.g.turn
    if (until === undefined) return undefined
    if (until === 'this-turn') return turn
    if (until === 'opponent-next-turn') return turn + 1
    if (until === 'my-next-turn') return turn + 2
    return turn + until.turns
  }

  // ---------- cards and zones ----------
  draw(n: number, seat: Seat = this.seat): Uid[] {
    return this.t.draw(seat, n)
  }
  shuffleDeck(seat: Seat = this.seat): void {
    this.t.shuffleDeck(seat)
  }
  moveTo(uid: Uid, to: PileZone, where: 'top' | 'bottom' = 'top'): void {
    this.t.moveTo(uid, to, where)
  }
  discard(uids: readonly Uid[]): void {
    for (const u of uids) this.t.moveTo(u, 'discard')
  }
  /**
   * Look at cards privately ("look at your face-down Prize cards"): only this player sees them (the opponent's view
   * of the event lists no cards). Events only; the cards stay where they are.
   */
  lookAt(uids: readonly Uid[], reason: string): void {
    if (uids.length)
      this.t.emit({ type: 'reveal', seat: this.seat, cards: uids.map((u) => this.t.ref(u)), reason, to: 'self' })
  }
  /** Reveal cards to the opponent (events only; the cards stay where they are). */
  reveal(uids: readonly Uid[], reason: string): void {
    if (uids.length)
      this.t.emit({ type: 'reveal', seat: this.seat, cards: uids.map((u) => this.t.ref(u)), reason, to: 'opponent' })
  }
  /** Search your deck (rules.md Z-5: only with a card's permission): choose, reveal, put in hand, shuffle. */
  *searchDeck(p: {
    text: string
    filter?: (d: CardDef) => boolean
    min?: number
    max: number
    to?: 'hand' | 'bench'
    reveal?: boolean
  }): Proc<Uid[]> {
    const deck = this.me.deck
    const matching = deck.filter((u) => !p.filter || p.filter(this.t.def(u)))
    // Hidden-zone search: a player may choose to find nothing even if something matches (modern ruling).
    // Asked even when nothing matches (unless the deck is empty, which both players see).
    const found = yield* this.chooseCards(matching, {
      text: p.text,
      min: p.min ?? 0,
      max: p.max,
      hiddenZone: deck.length > 0,
    })
    if (p.reveal !== false) this.reveal(found, 'search')
    for (const u of found) {
      if (p.to === 'bench') this.t.putOnBench(u)
      else this.t.moveTo(u, 'hand')
    }
    this.shuffleDeck()
    return found
  }
  /** Did this player play a Trainer card with this name from their hand during this turn? */
  playedThisTurn(name: string, seat: Seat = this.seat): boolean {
    return this.t.player(seat).turn.trainersPlayed?.includes(name) ?? false
  }
  /**
   * May this effect (of a Trainer card) put `card` from its owner's discard pile into their deck? False when a
   * blocksDiscardToDeck hook in play stops it (e.g. an opponent's Ability). Effects of other cards are not stopped.
   */
  mayPutFromDiscardIntoDeck(card: Uid): boolean {
    // A Tool's Ability (src.card is the Tool) is an Ability, not the effect of a Trainer card.
    const d = this.src.card !== undefined && this.src.ability === undefined ? this.def(this.src.card) : null
    if (!d || d.kind !== 'trainer' || !this.t.mayHaveHook('blocksDiscardToDeck')) return true
    const hooks = [...this.t.allInPlay().flatMap(({ ref }) => this.t.hooksFor(ref, false)), ...this.t.globalHooks()]
    const kinds = trainerKindsUnder(this.t.rules, d)
    return !hooks.some(([h, hc]) => kinds.some((by) => h.blocksDiscardToDeck?.(hc, this.seat, card, by)))
  }
  benchRoom(seat: Seat = this.seat): number {
    return this.t.rules.benchSize - this.t.player(seat).bench.length
  }
  /**
   * Switch an Active with a Benched Pokémon chosen by `chooser`; in 2-on-2 `activeChooser` picks the Active. An
   * attack or Ability switching the other player's Pokémon never moves one protected from its effects, in or out
   * (docs/rulings/abilities-and-attack-effects.md): such a Benched Pokémon is not offered, whoever chooses, and a
   * protected Active Pokémon stays.
   */
  *switchActive(seat: Seat, chooser: Seat = seat, text?: string, activeChooser: Seat = chooser): Proc<boolean> {
    const movable = (r: SlotRef) => seat === this.seat || !this.protectedFromEffects(r)
    const bench = this.benched(seat).filter(movable)
    if (bench.length === 0) return false
    // In an attack the Active that moves is named by the card: "switch this Pokémon" is the attacker, "your opponent
    // switches the Defending Pokémon" the one attacked — in a 2-on-2 Battle both sit in the first spots while the
    // attack resolves (flow/actions.ts). Trainers and Abilities let the player choose (seed 003 Appendix A).
    const attacking = this.src.attack !== undefined && this.src.pokemon?.zone === 'active'
    const out = attacking
      ? seat === this.seat
        ? this.self
        : this.defending
      : yield* this.chooseActive(seat, {
          text: 'Which Active Pokémon goes to the Bench?',
          chooser: activeChooser,
          filter: movable,
        })
    if (seat !== this.seat && (!out || !movable(out))) return false
    const pick = yield* this.chooseSlot(bench, {
      text: text ?? 'Choose a Benched Pokémon to become the Active Pokémon',
      seat: chooser,
    })
    if (!pick || pick.zone !== 'bench') return false
    this.t.switchActive(seat, pick.index, out?.zone === 'active' && out.spot === 1 ? 1 : 0)
    return true
  }
  *chooseActive(
    seat: Seat,
    p: { text: string; chooser?: Seat; filter?: (ref: SlotRef) => boolean },
  ): Proc<SlotRef | null> {
    const refs = this.activePokemon(seat).filter((r) => !p.filter || p.filter(r))
    // One candidate (always so in 1-on-1): nothing to choose, and 1-on-1 games ask nothing new.
    if (refs.length <= 1) return refs[0] ?? null
    return yield* this.chooseSlot(refs, { text: p.text, seat: p.chooser ?? this.seat })
  }
  /** Take n more Prize cards (fewer if fewer remain), as after a Knock Out. */
  *takePrizes(n: number, seat: Seat = this.seat): Proc<void> {
    yield* takePrizes(this.t, seat, n, (src) => new EffectContext(this.t, src))
  }
  /** If `seat` has no Active Pokémon (an effect removed it), its owner promotes one from the Bench (KO-4). */
  *promoteIfNeeded(seat: Seat = this.seat): Proc<void> {
    yield* promote(this.t, seat)
  }
  /** Put cards in an order chosen by the player (e.g. the top cards of a deck); returns them first to last. */
  *orderCards(uids: readonly Uid[], text: string, seat: Seat = this.seat): Proc<Uid[]> {
    if (uids.length <= 1) return [...uids]
    const options: Option[] = uids.map((uid) => ({
      kind: 'card',
      uid,
      def: this.t.g.cards[uid]!.def,
      label: this.t.def(uid).name,
    }))
    const picks = yield* this.ask({
      ask: 'order',
      text,
      options,
      min: uids.length,
      max: uids.length,
      ordered: true,
      seat,
    })
    return picks.map((i) => uids[i]!)
  }
  /** Evolve a Pokémon by a card effect (rules.md E-6); the effect checks what may evolve into what. */
  evolve(target: SlotRef, uid: Uid): void {
    this.t.evolve(target, uid)
  }
  /**
   * Evolve a Pokémon with an Evolution card from its owner's hand by a card effect (Rare Candy): the card is played
   * from the hand to evolve, so its "when you play this Pokémon from your hand to evolve" Abilities (onPlay 'evolve')
   * are offered, as when evolving by hand.
   */
  *evolveFromHand(target: SlotRef, uid: Uid): Proc<void> {
    this.t.evolve(target, uid)
    yield* playedFromHand(this.t, target, 'evolve')
  }
  /** Devolve a Pokémon (rules.md E-8), keeping the bottom `keep` cards of its stack; removed cards go to `dest`. */
  devolve(target: SlotRef, keep: number, dest: PileZone = 'discard'): Uid[] {
    return this.t.devolve(target, keep, dest)
  }
  /**
   * Attach a Trainer card (the one being played, or another) to a Pokémon; it acts through its `hooks` while
   * attached and is discarded at the end of this turn ('this-turn') or of the opponent's next turn.
   */
  attachTrainer(uid: Uid, target: SlotRef, until: 'this-turn' | 'opponent-next-turn'): void {
    this.t.attach(uid, target)
    const untilTurn = this.t.g.turn + (until === 'this-turn' ? 0 : 1)
    this.t.addMarker(target, { source: 'engine', key: 'attached-trainer', untilTurn, discardsCard: uid })
  }
  /**
   * Knock Out a Pokémon by effect (the usual Knock Out: Prizes, a new Active) and, instead of discarding its top
   * card, attach that card to `onto` as an Energy card providing `provides` (a Pokémon card acting as an Energy
   * card, e.g. Buzzap). Its other cards are discarded. It turns back into a Pokémon card when it leaves play.
   */
  knockOutAsEnergy(ref: SlotRef, onto: SlotRef, provides: EnergyUnitSet[]): void {
    this.t.becomesEnergyOnLeave(this.t.top(this.t.mustSlot(ref)), this.t.top(this.t.mustSlot(onto)), provides)
    this.t.knockOut(ref)
  }
  /**
   * Use another attack as this Pokémon's own (Metronome-style copies; rules.md WD-5: "this Pokémon" in its text
   * is the user). Its Energy cost, `payCost` and `canUse` are skipped; its effect and damage happen as usual, with
   * this Pokémon's type for Weakness and Resistance. The copying attack does no damage of its own afterwards.
   * A copying attack (`copiesAttack`) can't be copied and a copy never copies in turn: it does nothing, so two
   * copiers never loop (Mew ex against Mew ex; decision in docs/engine.md).
   */
  *useAttack(atk: AttackDef): Proc<void> {
    if (this.src.copied || atk.copiesAttack) {
      this.log(
        `${this.src.attack?.name ?? 'The attack'} can't copy ${atk.name}, an attack that copies: nothing happens`,
      )
      this.damageDealt = true
      return
    }
    // "A player can't use more than one VSTAR Power in a game" (seed 001 glossary): a copied one counts (so a GX).
    if (this.powerUsedUp(atk)) {
      this.log(`${atk.name} can't be used: your ${atk.oncePerGame === 'gx' ? 'GX attack' : 'VSTAR Power'} is used up`)
      this.damageDealt = true
      return
    }
    const p = this.t.g.players[this.seat]
    if (atk.oncePerGame === 'gx') p.gxUsed = true
    if (atk.oncePerGame === 'vstar') p.vstarUsed = true
    this.log(`${this.src.attack?.name ?? 'The attack'} copies ${atk.name}`)
    const c = new EffectContext(this.t, { ...this.src, attack: atk, copied: true })
    if (atk.effect) yield* runEffect(atk.effect, c)
    if (!c.damageDealt && !c.cancelled && atk.damage > 0) c.dealDamage()
    this.damageDealt = true
  }
  powerUsedUp(atk: AttackDef): boolean {
    const p = this.t.g.players[this.seat]
    return (atk.oncePerGame === 'gx' && !!p.gxUsed) || (atk.oncePerGame === 'vstar' && !!p.vstarUsed)
  }
  /** A Trainer card's effect used as this one's, the card staying where it is (EffectCtx.useTrainerEffect). */
  *useTrainerEffect(uid: Uid): Proc<void> {
    const d = this.t.def(uid)
    if (d.kind !== 'trainer' || !d.play) return
    this.log(`${this.src.attack?.name ?? 'The effect'} uses the effect of ${d.name}`)
    const c = new EffectContext(this.t, { seat: this.seat, card: uid })
    if (!d.canPlay || d.canPlay(c)) yield* runEffect(d.play, c)
  }
  // ---------- moves on the table ----------
  /** Attach a card (an Energy card from anywhere, say) to a Pokémon in play. */
  attach(uid: Uid, target: SlotRef): boolean {
    // An Energy card from a hand can't go onto a Pokémon that refuses Energy from the hand (canAttachEnergyFromHand:
    // Threatening Pattern's "Energy can't be attached from your opponent's hand to the Defending Pokémon"), whatever
    // attaches it: the turn's attachment (flow/main.ts) or an effect, as here.
    const fromHand = this.t.player(this.t.owner(uid)).hand.includes(uid)
    if (fromHand && this.t.def(uid).kind === 'energy' && !this.t.mayAttachEnergyFromHand(target)) return false
    this.t.attach(uid, target)
    return true
  }
  /** Put a Pokémon card (from wherever it is) onto its owner's Bench; returns where it went. */
  putOnBench(uid: Uid): SlotRef {
    return this.t.putOnBench(uid)
  }
  /** Put a Pokémon card into its owner's empty Active Spot. */
  putActive(uid: Uid): void {
    this.t.putActive(uid)
  }
  /** Remove a Pokémon and every card attached to it from play into a pile of its owner; returns the cards. */
  removeFromPlay(ref: SlotRef, to: PileZone = 'discard'): Uid[] {
    return this.t.removeFromPlay(ref, to)
  }
  /** Switch a Benched Pokémon with its owner's Active Pokémon (no question; switchActive asks). */
  switchIn(benched: SlotRef): void {
    if (benched.zone === 'bench') this.t.switchActive(benched.seat, benched.index)
  }
  /** Knock Out a Pokémon by effect (not damage): it is resolved with the other Knock Outs. */
  knockOut(ref: SlotRef): void {
    this.t.knockOut(ref)
  }
  /** Remove Special Conditions from a Pokémon: the given ones, or all of them. */
  cure(ref: SlotRef, conds: readonly SpecialCondition[] = ALL_CONDITIONS): void {
    for (const cond of conds) this.t.removeCondition(ref, cond)
  }
  /** A player shows their hand to the other player (events only; the cards stay in the hand). */
  revealHand(seat: Seat, reason: string): void {
    const hand = this.t.player(seat).hand
    if (hand.length)
      this.t.emit({ type: 'reveal', seat, cards: hand.map((u) => this.t.ref(u)), reason, to: 'opponent' })
  }
  /** Put cards that are the top of `seat`'s deck back on top in this order (first = the new top card). */
  reorderDeckTop(order: readonly Uid[], seat: Seat = this.seat): void {
    const deck = this.t.player(seat).deck
    if (order.some((u, i) => !deck.slice(0, order.length).includes(u) || order.indexOf(u) !== i))
      throw new Error('reorderDeckTop: not the top cards of the deck')
    deck.splice(0, order.length, ...order)
  }
  /** If `seat` has no Pokémon left in play (an effect removed the last one), its opponent wins now (rules.md). */
  endIfNoPokemon(seat: Seat = this.seat): void {
    if (this.allPokemon(seat).length === 0) this.t.lostLastPokemon(seat)
  }
  /**
   * "Your turn ends" (a Trainer played during the turn): the action being played finishes (Knock Outs included),
   * then the turn ends as if the player had ended it (flow/actions.ts).
   */
  endTurn(): void {
    this.t.player(this.t.g.current).turn.turnEnds = true
  }
  /** Shuffle cards and put them on the bottom of their owner's deck in that order (a hand onto the bottom). */
  shuffleToBottomOfDeck(uids: readonly Uid[]): void {
    const order = [...uids]
    shuffleInPlace(this.t.g.rng, order)
    for (const u of order) this.t.moveTo(u, 'deck', 'bottom')
  }
  log(text: string): void {
    this.t.emit({ type: 'info', seat: this.seat, text })
  }
}

/** Run the `onPlay` Abilities of the Pokémon just played from the hand at `ref` (to evolve or onto the Bench). */
export function* playedFromHand(t: Table, ref: SlotRef, to: 'evolve' | 'bench'): Proc {
  const slot = t.slot(ref)
  if (!slot) return
  const abilities = t.pokemon(slot).abilities ?? []
  for (const ab of abilities) {
    if (ab.onPlay?.to !== to || !ab.use) continue
    if (!t.slot(ref) || t.abilityBlocked(ref, ab) || !t.abilityActive(ref, abilityOffWhen(ab))) continue
    const top = t.top(t.mustSlot(ref))
    const c = new EffectContext(t, { seat: ref.seat, pokemon: ref, card: top, ability: ab.name })
    if (ab.canUse && !ab.canUse(c)) continue
    // The question says whose Ability it is and what it does: it comes up in the middle of evolving or benching.
    const ask = `Use ${t.def(top).name}'s ${ab.name}?${ab.text ? ` ${ab.text}` : ''}`
    if (ab.onPlay.may && !(yield* c.yesNo(ask))) continue
    t.emit({ type: 'ability', seat: ref.seat, pokemon: t.ref(top), ability: ab.name, ...abilityPower(ab) })
    yield* runEffect(ab.use, c)
  }
}

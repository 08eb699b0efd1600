/**
 * Table: the runtime around one mutable working copy of the GameState during a step.
 * It owns the low-level moves (zones, damage, conditions) and emits events; it holds no state of its own
 * beyond the step, so the GameState stays the single source of truth. Built in layers: TableLookups (what is where,
 * table/table-lookups.ts), TableHooks (what card effects change, table/table-hooks.ts), and here the moves.
 */
import type { ConditionOptions, EnergyUnitSet } from '../api/card'
import type { PokemonSlot, Marker } from '../model/state'
import { NO_CONDITIONS } from '../model/state'
import type { DamageWhy, Zone } from '../model/events'
import type { PileZone, Seat, SlotRef, Uid, SpecialCondition } from '../model/types'
import { activeRef, benchRef, other, secondActiveRef } from '../model/types'
import { nextInt, nextU32, shuffleInPlace } from '../rng'
import { GameEnded } from './game-ended'
import { TableHooks } from './table-hooks'

export { GameEnded } from './game-ended'
export { ENGINE_MARKERS } from './engine-markers'

const EVENT_ZONE: Record<PileZone, Zone> = {
  deck: 'deck',
  hand: 'hand',
  discard: 'discard',
  prizes: 'prizes',
  lostZone: 'lost',
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

export class Table extends TableHooks {
  // ---------- randomness ----------
  flip(seat: Seat, reason: string): boolean {
    let heads = this.g.forcedFlips.length > 0 ? this.g.forcedFlips.shift()! : (nextU32(this.g.rng) & 1) === 1
    if (this.mayHaveHook('coinFlip')) {
      for (const s of [0, 1] as Seat[])
        for (const [h, hc] of this.playerMarkerHooks(s, null)) if (h.coinFlip) heads = h.coinFlip(hc, seat, heads)
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
      for (let b = -2; b < q.bench.length; b++) {
        const slot = b === -2 ? q.active : b === -1 ? q.secondActive : q.bench[b]!
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

  /** Put a card from where it is into an Active Spot: the first, or with `spot` 1 a 2-on-2 Battle's second. */
  putActive(uid: Uid, faceDown = false, spot: 0 | 1 = 0): void {
    const seat = this.owner(uid)
    const from = this.detach(uid)
    const p = this.g.players[seat]
    const second = spot === 1 && !!p.active
    if (second) p.secondActive = this.newSlot(uid, faceDown)
    else p.active = this.newSlot(uid, faceDown)
    this.emit({
      type: 'move',
      seat,
      card: faceDown ? null : this.ref(uid),
      from,
      to: 'active',
      target: second ? secondActiveRef(seat) : activeRef(seat),
    })
  }

  attach(uid: Uid, target: SlotRef): void {
    const from = this.detach(uid)
    const slot = this.mustSlot(target)
    const d = this.def(uid)
    if (d.kind === 'energy') slot.energy.push(uid)
    else slot.tools.push(uid)
    const seat = this.owner(uid)
    this.emit({ type: 'move', seat, card: this.ref(uid), from, to: 'attached', target })
    // "Whenever you attach an Energy card from your hand to this Pokémon during your turn" (the turn's attachment or
    // an effect's): the Pokémon's hooks react.
    if (d.kind !== 'energy' || from !== 'hand' || target.seat !== seat) return
    if (this.duringTurnOf(seat))
      for (const [h, hc] of this.hooksWith('afterEnergyAttachedFromHand', target))
        h.afterEnergyAttachedFromHand?.(hc, uid)
    // "Whenever any player attaches an Energy card from their hand to 1 of their Pokémon": the other Pokémon in play.
    if (!this.mayHaveHook('othersAfterEnergyAttachedFromHand')) return
    for (const holder of this.allInPlay()) {
      if (holder.slot === slot) continue
      for (const [h, hc] of this.hooksFor(holder.ref, false)) h.othersAfterEnergyAttachedFromHand?.(hc, target, uid)
    }
  }

  /** Clear what ends when a Pokémon leaves the Active Spot or evolves (rules.md R-5, E-6, SC-2, SC-7). */
  clearOnMove(slot: PokemonSlot, ref: SlotRef): void {
    const c = slot.conditions
    if (c.rotation)
      this.emit({ type: 'condition', target: ref, condition: c.rotation, on: false, pokemon: this.ref(this.top(slot)) })
    if (c.poisoned)
      this.emit({ type: 'condition', target: ref, condition: 'poisoned', on: false, pokemon: this.ref(this.top(slot)) })
    if (c.burned)
      this.emit({ type: 'condition', target: ref, condition: 'burned', on: false, pokemon: this.ref(this.top(slot)) })
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

  /**
   * Swap the Active with a Benched Pokémon (retreat, switch effects); with `spot` 1 the second Active of a 2-on-2
   * Battle, or fill that spot when it is empty (the first spot is filled first: model/format.ts).
   */
  switchActive(seat: Seat, benchIndex: number, spot: 0 | 1 = 0): void {
    const p = this.g.players[seat]
    const incoming = p.bench[benchIndex]
    if (!incoming) throw new Error('No Benched Pokémon there')
    const second = spot === 1 && !!p.active
    const to = second ? secondActiveRef(seat) : activeRef(seat)
    const outgoing = second ? p.secondActive : p.active
    if (outgoing) {
      this.clearOnMove(outgoing, to)
      p.bench[benchIndex] = outgoing
    } else {
      p.bench.splice(benchIndex, 1)
    }
    if (second) p.secondActive = incoming
    else p.active = incoming
    ;(p.turn.movedToActive ??= []).push(incoming.stack[0]!)
    if (!this.betweenTurns) this.recordMoveToActive(seat, incoming.stack[0]!)
    this.emit({ type: 'switch', seat, from: benchRef(seat, benchIndex), to })
  }

  /**
   * 2-on-2 Battle: the two Active Pokémon change spots. Both stay Active (nothing that ends on leaving the Active
   * Spot ends): the flow puts the Pokémon that attacks or retreats, and the one it attacks, in the first spot, where
   * every rule and card that reads "the Active Pokémon" / "the Defending Pokémon" finds it (docs/engine.md).
   */
  swapActives(seat: Seat): void {
    const p = this.g.players[seat]
    if (!p.active || !p.secondActive) return
    const first = p.active
    p.active = p.secondActive
    p.secondActive = first
    this.emit({ type: 'switch', seat, from: secondActiveRef(seat), to: activeRef(seat) })
  }

  /** Keep the move in GameState.movesToActive (this turn's and the last turn's only). */
  private recordMoveToActive(seat: Seat, uid: Uid): void {
    const turn = this.g.turn
    const kept = (this.g.movesToActive ?? []).filter((m) => m.turn >= turn - 1)
    kept.push({ turn, seat, uid })
    this.g.movesToActive = kept
  }

  /** Put a Pokémon and everything attached to it into a pile (Knock Out, Scoop Up…). */
  removeFromPlay(ref: SlotRef, dest: PileZone = 'discard'): Uid[] {
    const slot = this.mustSlot(ref)
    const all = [...slot.stack, ...slot.energy, ...slot.tools]
    const p = this.g.players[ref.seat]
    this.clearOnMove(slot, ref)
    // 2-on-2: when the first spot empties, the other Active moves into it (model/format.ts), announced afterwards.
    const moveOver = ref.zone === 'active' && ref.spot !== 1 && !!p.secondActive
    if (ref.zone === 'active' && ref.spot === 1) delete p.secondActive
    else if (ref.zone === 'active') {
      p.active = p.secondActive ?? null
      delete p.secondActive
    } else p.bench.splice(ref.index, 1)
    for (const uid of all) {
      if (this.becomeEnergy(uid, ref.zone)) continue
      this.leavesPlayAsEnergy(uid)
      const d = this.def(uid)
      const pile: PileZone = dest === 'discard' && d.prismStar ? 'lostZone' : dest
      this.g.players[this.owner(uid)][pile].push(uid)
      this.emit({ type: 'move', seat: this.owner(uid), card: this.ref(uid), from: ref.zone, to: EVENT_ZONE[pile] })
    }
    if (moveOver)
      this.emit({ type: 'switch', seat: ref.seat, from: secondActiveRef(ref.seat), to: activeRef(ref.seat) })
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
    // rules.md §3: "when one of your Pokémon becomes a Mega Evolution Pokémon, your turn ends" (flow/actions.ts runAction).
    const d = this.def(uid)
    if (d.kind === 'pokemon' && d.stage === 'mega' && target.seat === this.g.current)
      this.g.players[target.seat].turn.megaEvolved = true
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
  /** `why`: how an attack's damage came about (the event carries it for the log and the table). */
  addDamage(ref: SlotRef, amount: number, counters = false, why?: DamageWhy): void {
    if (amount <= 0) return
    const slot = this.mustSlot(ref)
    slot.damage += amount
    const pokemon = this.ref(this.top(slot))
    this.emit({ type: 'damage', target: ref, amount, total: slot.damage, pokemon, counters, ...(why ? { why } : {}) })
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
  applyCondition(ref: SlotRef, cond: SpecialCondition, opts: ConditionOptions = {}): boolean {
    if (ref.zone !== 'active') return false
    if (cond === 'burned' && this.rules.burn === 'none') return false
    if (this.immuneTo(ref, cond)) return false
    const slot = this.mustSlot(ref)
    const c = slot.conditions
    const pokemon = this.ref(this.top(slot))
    if (cond === 'poisoned') {
      c.poisoned = true
      if (opts.poisonCounters) c.poisonCounters = opts.poisonCounters
      else delete c.poisonCounters
    } else if (cond === 'burned') c.burned = true
    else {
      if (c.rotation && c.rotation !== cond)
        this.emit({ type: 'condition', target: ref, condition: c.rotation, on: false, pokemon })
      c.rotation = cond
      if (cond === 'paralyzed') c.paralyzedOnTurn = this.g.turn
      else delete c.paralyzedOnTurn
      if (cond === 'asleep' && opts.sleepFlips) c.sleepFlips = opts.sleepFlips
      else delete c.sleepFlips
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
      delete c.sleepFlips
    }
    this.emit({ type: 'condition', target: ref, condition: cond, on: false, pokemon: this.ref(this.top(slot)) })
  }
  /**
   * Are the effects (other than damage) of an attack by `attacker` prevented on the Pokémon at `ref`? Its own
   * `preventEffects` hooks (a "prevent all effects" marker), then every other Pokémon in play's `othersPreventEffects`
   * (an Ability covering its owner's Pokémon).
   */
  attackEffectsPrevented(ref: SlotRef, attacker: SlotRef | null): boolean {
    for (const [h, hc] of this.hooksWith('preventEffects', ref)) if (h.preventEffects?.(hc, attacker)) return true
    const slot = this.slot(ref)
    if (!slot || !this.mayHaveHook('othersPreventEffects')) return false
    for (const holder of this.allInPlay()) {
      if (holder.slot === slot) continue
      for (const [h, hc] of this.hooksFor(holder.ref, false))
        if (h.othersPreventEffects?.(hc, ref, attacker)) return true
    }
    return false
  }
  /**
   * Can't the Pokémon at `ref` be affected by `cond`? Its own `preventCondition` hooks, then every other Pokémon in
   * play's `othersPreventCondition` (e.g. "your Pokémon can't be affected by any Special Conditions").
   */
  immuneTo(ref: SlotRef, cond: SpecialCondition): boolean {
    for (const [h, hc] of this.hooksWith('preventCondition', ref)) if (h.preventCondition?.(hc, cond)) return true
    if (!this.mayHaveHook('othersPreventCondition')) return false
    const slot = this.mustSlot(ref)
    for (const holder of this.allInPlay()) {
      if (holder.slot === slot) continue
      for (const [h, hc] of this.hooksFor(holder.ref, false)) if (h.othersPreventCondition?.(hc, ref, cond)) return true
    }
    return false
  }
  /**
   * A Pokémon that can't be affected by a Special Condition it has recovers from it (e.g. an Ability "your Pokémon
   * recover from all Special Conditions and can't be affected by any" coming into play): checked after each action.
   */
  recoverImmune(): void {
    if (!this.mayHaveHook('preventCondition') && !this.mayHaveHook('othersPreventCondition')) return
    for (const ref of [activeRef(0), secondActiveRef(0), activeRef(1), secondActiveRef(1)]) {
      const slot = this.slot(ref)
      if (!slot) continue
      const c = slot.conditions
      const has: SpecialCondition[] = [
        ...(c.rotation ? [c.rotation] : []),
        ...(c.poisoned ? (['poisoned'] as const) : []),
        ...(c.burned ? (['burned'] as const) : []),
      ]
      for (const cond of has) if (this.immuneTo(ref, cond)) this.removeCondition(ref, cond)
    }
  }
  /**
   * Pokémon Tool cards that can't stay attached (othersToolsDiscarded, e.g. a Poké-Body that removes the opponent's
   * Tools while its Pokémon is in play) go to their owner's discard pile: checked after each action, so a Tool
   * attached before such a Pokémon came into play goes as soon as it does.
   */
  discardBarredTools(): void {
    if (!this.mayHaveHook('othersToolsDiscarded')) return
    for (const target of this.allInPlay()) {
      const tools = target.slot.tools.filter((u) => {
        const d = this.def(u)
        return d.kind === 'trainer' && d.trainerKind === 'tool'
      })
      if (tools.length === 0) continue
      const barred = this.allInPlay().some(
        (holder) =>
          holder.slot !== target.slot &&
          this.hooksFor(holder.ref, false).some(([h, hc]) => h.othersToolsDiscarded?.(hc, target.ref) === true),
      )
      if (barred) for (const u of tools) this.moveTo(u, 'discard')
    }
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

  /**
   * `seat` has no Pokémon left in play: the opponent wins (W-1.2), at once unless an attack is resolving
   * (`attackResolving`), which counts it with the attack's Knock Outs and Prize cards (W-3).
   */
  lostLastPokemon(seat: Seat): void {
    if (this.attackResolving) return
    this.end(other(seat), 'no-pokemon', 'the opponent has no Pokémon left in play')
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

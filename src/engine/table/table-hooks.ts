/**
 * The second layer of Table (table/table.ts): what card effects change about a Pokémon, read through hooks (rules.md
 * §1.8, api/card.ts): the hooks acting on it, Ability blocking, its HP, Weakness and Resistance, the Energy it
 * has attached and what that provides now, and when it may evolve.
 */
import type { AbilityDef, EnergyDef, EnergyUnitSet, TypeModifier } from '../api/card'
import type { EnergyType } from '../model/types'
import { abilityOffWhen, prizeValue } from '../api/card'
import type { PokemonSlot } from '../model/state'
import type { Seat, SlotRef, Uid } from '../model/types'
import { other, activeRef, benchRef, secondActiveRef } from '../model/types'
import type { Hooks, HookActCtx, PrizeKnockOut } from '../api/card'
import { slotKey } from './read-memo'
import { TableLookups } from './table-lookups'
import { HookContext, type TableAccess } from './table-view'

const NO_HOOKS: [Hooks, HookActCtx][] = []
Object.freeze(NO_HOOKS)

/** The units the given Energy cards provide, in order. */
function unitsOfCards(cards: readonly { def: EnergyDef }[]): EnergyUnitSet[] {
  const out: EnergyUnitSet[] = []
  for (const c of cards) for (const u of c.def.provides) out.push(u)
  return out
}

export abstract class TableHooks extends TableLookups {
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
  /**
   * Prize cards a Knock Out of this Pokémon gives now (rules.md KO-3, §3): its rule box's count (1, 2 for V and ex, 3
   * for VMAX…) plus extraPrizes hooks: its own (an 'extra-prizes' marker) and the taker's player markers. `ko`: how
   * it is Knocked Out; absent, as if by damage from an attack of the opponent's Active Pokémon (the value shown ahead).
   */
  prizesFor(ref: SlotRef, ko?: PrizeKnockOut): number {
    let n = prizeValue(this.pokemon(this.mustSlot(ref)))
    if (!this.mayHaveHook('extraPrizes')) return n
    const taker = other(ref.seat)
    const attacker = this.g.players[taker].active
    const how: PrizeKnockOut = ko ?? { byAttack: attacker ? { attacker: this.top(attacker) } : null }
    for (const [h, hc] of this.hooksFor(ref)) n += h.extraPrizes?.(hc, how) ?? 0
    for (const [h, hc] of this.playerMarkerHooks(taker, ref)) n += h.extraPrizes?.(hc, how) ?? 0
    return n
  }
  /**
   * A Pokémon's types now: printed, changed by its own `types` hooks ("Kecleon's type is the same as every type of
   * basic Energy card attached"; a lasting "until the end of your turn, Lunatone's type is Darkness").
   */
  types(ref: SlotRef): EnergyType[] {
    let types = this.printedTypes(ref)
    for (const [h, hc] of this.hooksWith('types', ref)) if (h.types) types = h.types(hc, types)
    return types
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
    if (this.mayHaveHook('othersResistance')) {
      const slot = this.mustSlot(ref)
      for (const holder of this.allInPlay()) {
        if (holder.slot === slot) continue
        for (const [h, hc] of this.hooksFor(holder.ref, false))
          if (h.othersResistance) r = h.othersResistance(hc, ref, r)
      }
    }
    return r
  }
  /**
   * A Pokémon's Retreat Cost now: printed, changed by its own, table-wide and other Pokémon's hooks (never below 0).
   * The changes are combined as the rules order them, not in the order the hooks are met: increases and reductions
   * add up, and an effect that sets the cost ("this Pokémon has no Retreat Cost") comes after them all, so it
   * overrides every increase (Cinderace V's Field Runner under Galar Mine, in the Sword & Shield rulings).
   */
  retreatCostOf(ref: SlotRef): number {
    const slot = this.mustSlot(ref)
    const changes: ((cost: number) => number)[] = []
    if (this.mayHaveHook('retreatCost')) {
      for (const [h, hc] of this.hooksFor(ref)) if (h.retreatCost) changes.push((c) => h.retreatCost!(hc, c))
      for (const [h, hc] of this.globalHooks()) if (h.retreatCost) changes.push((c) => h.retreatCost!(hc, c))
    }
    if (this.mayHaveHook('othersRetreatCost')) {
      for (const holder of this.allInPlay()) {
        if (holder.slot === slot) continue
        for (const [h, hc] of this.hooksFor(holder.ref, false))
          if (h.othersRetreatCost) changes.push((c) => h.othersRetreatCost!(hc, ref, c))
      }
    }
    return combineRetreatCost(this.pokemon(slot).retreat, changes)
  }
  /** E-2, E-3 timing: may this Pokémon evolve now (in play since the start of the turn, not its owner's first turn)? */
  mayEvolveNow(ref: SlotRef): boolean {
    const slot = this.slot(ref)
    return (
      !!slot &&
      (!this.isFirstTurnOf(ref.seat) || this.evolvesOnFirstTurn(ref)) &&
      (slot.playedTurn < this.g.turn || this.evolvesOnPlayedTurn(ref))
    )
  }
  /** E-3 exception: a card lets this Pokémon evolve during its owner's first turn (evolveOnFirstTurn hooks). */
  evolvesOnFirstTurn(ref: SlotRef): boolean {
    if (!this.mayHaveHook('evolveOnFirstTurn')) return false
    return this.hooksFor(ref).some(([h, hc]) => h.evolveOnFirstTurn?.(hc) === true)
  }
  /** May its owner attach an Energy card from the hand to the Pokémon at `ref` (canAttachEnergyFromHand hooks)? */
  mayAttachEnergyFromHand(ref: SlotRef): boolean {
    if (!this.mayHaveHook('canAttachEnergyFromHand')) return true
    return this.hooksFor(ref).every(([h, hc]) => h.canAttachEnergyFromHand?.(hc) !== false)
  }
  /** E-2 exception: a card lets this Pokémon evolve during the turn it was played or evolved (evolveOnPlayedTurn). */
  evolvesOnPlayedTurn(ref: SlotRef): boolean {
    if (!this.mayHaveHook('evolveOnPlayedTurn')) return false
    return this.hooksFor(ref).some(([h, hc]) => h.evolveOnPlayedTurn?.(hc) === true)
  }

  /** Hooks that act on the Pokémon at `ref`, with their context: its own card, abilities, attachments, markers. */
  hooksFor(ref: SlotRef, withPlayerMarkers = true): [Hooks, HookActCtx][] {
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
  private computeHooksFor(ref: SlotRef, withPlayerMarkers: boolean): [Hooks, HookActCtx][] {
    const slot = this.slot(ref)
    if (!slot) return []
    const out: [Hooks, HookActCtx][] = []
    const t = this as unknown as TableAccess
    const base: HookActCtx = new HookContext(t, ref.seat, ref, this.top(slot))
    const pk = this.pokemon(slot)
    if (pk.hooks) out.push([pk.hooks, base])
    const abilities = () => {
      if (pk.abilities && !this.abilitiesBlocked(ref)) {
        for (const ab of pk.abilities)
          if (ab.hooks && this.abilityActive(ref, abilityOffWhen(ab)) && !this.powerBlocked(ref, ab))
            out.push([ab.hooks, base])
      }
      // A Tool's Abilities are the Pokémon's (blocked with them); their hooks know their card, the Tool.
      const toolAbilities = this.toolAbilities(slot)
      if (toolAbilities.length > 0 && !this.abilitiesBlocked(ref)) {
        for (const { tool, ability: ab } of toolAbilities)
          if (ab.hooks && this.abilityActive(ref, abilityOffWhen(ab)) && !this.powerBlocked(ref, ab))
            out.push([ab.hooks, new HookContext(t, ref.seat, ref, tool)])
      }
    }
    // EX damage order ([003] steps 5-6): Trainer and Energy cards on the Pokémon before its Poké-Powers and Bodies.
    const attachedFirst = this.rules.attachedCardsBeforePowers
    if (!attachedFirst) abilities()
    // An attached card's hooks know their card (HookCtx.card: a Tool that discards itself).
    for (const uid of slot.energy) {
      const d = this.def(uid)
      if ((d.kind === 'energy' || d.kind === 'trainer') && d.hooks)
        out.push([d.hooks, new HookContext(t, ref.seat, ref, uid)])
    }
    for (const uid of slot.tools) {
      const d = this.def(uid)
      if ((d.kind === 'energy' || d.kind === 'trainer') && d.hooks)
        out.push([d.hooks, new HookContext(t, ref.seat, ref, uid)])
    }
    if (attachedFirst) abilities()
    for (const mk of slot.markers) {
      const h = this.markerHooks(mk)
      if (h) out.push([h, new HookContext(t, ref.seat, ref, null, mk)])
    }
    if (withPlayerMarkers) {
      for (const mk of this.g.players[ref.seat].markers) {
        const h = this.markerHooks(mk)
        if (h) out.push([h, new HookContext(t, ref.seat, ref, null, mk)])
      }
    }
    return out
  }
  /** hooksFor, or nothing when no hook `name` can act now (mayHaveHook): for callers that look for one hook. */
  hooksWith(name: keyof Hooks, ref: SlotRef, withPlayerMarkers = true): [Hooks, HookActCtx][] {
    return this.mayHaveHook(name) ? this.hooksFor(ref, withPlayerMarkers) : NO_HOOKS
  }
  /** Hooks of markers on a player (not on one Pokémon), seen from `self`. */
  playerMarkerHooks(seat: Seat, self: SlotRef | null): [Hooks, HookActCtx][] {
    const out: [Hooks, HookActCtx][] = []
    for (const m of this.g.players[seat].markers) {
      const h = this.markerHooks(m)
      if (h) out.push([h, new HookContext(this as unknown as TableAccess, seat, self, null, m)])
    }
    return out
  }
  /** Hooks that act on the whole table (Stadium; every Pokémon's hooks that reach other Pokémon). */
  globalHooks(): [Hooks, HookActCtx][] {
    const m = this.memo
    if (m !== null && m.global !== null) return m.global
    const out: [Hooks, HookActCtx][] = []
    const st = this.g.stadium
    if (st) {
      const d = this.def(st.uid)
      if (d.kind === 'trainer' && d.hooks)
        out.push([d.hooks, new HookContext(this as unknown as TableAccess, st.owner, null, st.uid)])
    }
    if (m !== null) m.global = out
    return out
  }
  abilityActive(ref: SlotRef, offWhen?: readonly ('asleep' | 'confused' | 'paralyzed')[]): boolean {
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
  /** Is this one power of the Pokémon at `ref` blocked: all of its powers (abilitiesBlocked), or this one (blocksPower)? */
  abilityBlocked(ref: SlotRef, ab: AbilityDef): boolean {
    return this.abilitiesBlocked(ref) || this.powerBlocked(ref, ab)
  }
  /**
   * Does a blocksPower hook stop this one power: a table-wide hook, or a working power of a Pokémon in play? A power
   * that blocks others is itself stopped only by blocksAbilities and Special Conditions (never by another
   * blocksPower, so two such powers can't decide each other's fate in circles).
   */
  powerBlocked(ref: SlotRef, ab: AbilityDef): boolean {
    if (!this.gameHasHook('blocksPower')) return false
    for (const [h, hc] of this.globalHooks()) if (h.blocksPower?.(hc, ref, ab)) return true
    // Every Pokémon in play, a 2-on-2 Battle's second Active included (Slaking's Lazy works from either spot)
    for (const { ref: r, slot } of this.allInPlay()) {
      const holders = [
        ...(this.pokemon(slot).abilities ?? []).map((a) => [a, this.top(slot)] as const),
        ...this.toolAbilities(slot).map((a) => [a.ability, a.tool] as const),
      ]
      for (const [power, card] of holders) {
        if (!power.hooks?.blocksPower) continue
        if (!this.abilityActive(r, abilityOffWhen(power)) || this.abilitiesBlocked(r)) continue
        const hc: HookActCtx = new HookContext(this as unknown as TableAccess, r.seat, r, card)
        if (power.hooks.blocksPower(hc, ref, ab)) return true
      }
    }
    return false
  }
  /**
   * The hooks that may block Abilities, in order: table-wide, then every Pokémon in play's active Abilities. With
   * `ref`, stops at the first that blocks the Pokémon there and returns true; with `into`, collects them all.
   */
  private abilityBlockers(into: [Hooks, HookActCtx][] | null, ref?: SlotRef): boolean {
    for (const [h, hc] of this.globalHooks()) {
      if (h.blocksAbilities) {
        if (into) into.push([h, hc])
        else if (h.blocksAbilities(hc, ref!)) return true
      }
    }
    const first = this.g.current
    for (const seat of [first, other(first)]) {
      const p = this.g.players[seat]
      for (let i = -2; i < p.bench.length; i++) {
        const slot = i === -2 ? p.active : i === -1 ? p.secondActive : p.bench[i]!
        if (!slot) continue
        const abs = this.pokemon(slot).abilities
        const toolAbs = this.toolAbilities(slot)
        if (!abs && toolAbs.length === 0) continue
        let r: SlotRef | null = null
        const holders = [
          ...(abs ?? []).map((ab) => [ab, this.top(slot)] as const),
          ...toolAbs.map((a) => [a.ability, a.tool] as const),
        ]
        for (const [ab, card] of holders) {
          const h = ab.hooks
          if (!h?.blocksAbilities) continue
          r ??= i === -2 ? activeRef(seat) : i === -1 ? secondActiveRef(seat) : benchRef(seat, i)
          if (!this.abilityActive(r, abilityOffWhen(ab))) continue
          const hc: HookActCtx = new HookContext(this as unknown as TableAccess, seat, r, card)
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
    let hooks: [Hooks, HookActCtx][] | null = null
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
}

/**
 * The Retreat Cost after `changes`, each a hook's change of the cost. A change that gives the same cost whatever it
 * is given sets the cost ("has no Retreat Cost": 0); any other adds its difference ("2 more", "2 less"). The
 * additions are summed onto the printed cost, then a set cost, if any, replaces the result (the lowest if several).
 */
function combineRetreatCost(printed: number, changes: readonly ((cost: number) => number)[]): number {
  if (changes.length === 0) return printed
  const PROBE = 100
  let added = 0
  let set: number | null = null
  for (const change of changes) {
    const at = change(PROBE)
    if (change(PROBE + 1) === at) set = set === null ? at : Math.min(set, at)
    else added += at - PROBE
  }
  return Math.max(0, set ?? printed + added)
}

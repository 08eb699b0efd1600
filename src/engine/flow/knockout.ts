/**
 * Knock Outs, Prize cards, replacing the Active and the win check (rules.md 1.9, 1.12).
 */
import type { Seat, SlotRef, Uid } from '../model/types'
import { other, benchRef } from '../model/types'
import { prizeValue } from '../model/card'
import type { AbilityDef } from '../model/card'
import type { Option } from '../model/decision'
import type { Proc } from '../effects/context'
import { EffectCtx, runEffect } from '../effects/context'
import type { Table } from './table'
import type { PokemonSlot } from '../model/state'

/** Thrown to replace the current game by a Sudden Death game (rules.md W-4). */
export class SuddenDeath extends Error {
  constructor() {
    super('sudden death')
  }
}

/** Seats in the order they replace and take Prizes in a double Knock Out (rules.md KO-7, era row 34). */
export function knockOutOrder(t: Table): [Seat, Seat] {
  const first = t.rules.doubleKnockOutFirst === 'next-player' ? other(t.g.current) : t.g.current
  return [first, other(first)]
}

export function isKnockedOut(t: Table, ref: SlotRef): boolean {
  const slot = t.slot(ref)
  return !!slot && slotKnockedOut(t, slot, ref, t.mayHaveHook('maxHp'))
}

/** Is any Pokémon in play Knocked Out (isKnockedOut)? */
export function anyKnockedOut(t: Table): boolean {
  // Asked after nearly every action: whether HP can change (maxHp hooks) is looked up once, not per Pokémon.
  const hpMayChange = t.mayHaveHook('maxHp')
  for (let s = 0; s < 2; s++) {
    const p = t.g.players[s as Seat]
    if (p.active && slotKnockedOut(t, p.active, null, hpMayChange)) return true
    const bench = p.bench
    for (let i = 0; i < bench.length; i++) if (slotKnockedOut(t, bench[i]!, null, hpMayChange)) return true
  }
  return false
}

function slotKnockedOut(t: Table, slot: PokemonSlot, ref: SlotRef | null, hpMayChange: boolean): boolean {
  if (slot.knockedOut === true) return true
  if (!hpMayChange && t.belowPrintedHp(slot)) return false
  return slot.damage >= t.hp(ref ?? refOf(t, slot))
}

function refOf(t: Table, slot: PokemonSlot): SlotRef {
  for (const { ref, slot: s } of t.allInPlay()) if (s === slot) return ref
  throw new Error('Pokémon not in play')
}

/** What caused the Knock Outs being resolved: at ATK-g, the attacking Pokémon (its top card) and its owner. */
export interface KnockOutCause {
  attackerUid?: Uid
  attackerSeat?: Seat
  /**
   * The Pokémon (top cards) the attack put damage on. Only they are Knocked Out "by damage from an attack": damage
   * counters an attack puts are an effect, not damage (rules.md DMG-1). Omitted: every Knock Out counts.
   */
  damaged?: Uid[]
}

/** Let each Pokémon about to be Knocked Out react (onKnockOut hooks); repeat for Pokémon those hooks Knock Out. */
function knockOutHooks(t: Table, cause: KnockOutCause): void {
  const seen: Uid[] = []
  for (let again = true; again;) {
    again = false
    for (const { ref, slot } of t.allInPlay()) {
      const top = t.top(slot)
      if (seen.includes(top) || !isKnockedOut(t, ref)) continue
      seen.push(top)
      again = true
      const byDamage = !cause.damaged || cause.damaged.includes(top)
      const byAttack =
        cause.attackerUid !== undefined && cause.attackerSeat !== ref.seat && byDamage
          ? { attacker: t.findSlot(cause.attackerUid) }
          : null
      if (!slot.knockedOut && survives(t, ref, byAttack)) continue
      for (const [h, hc] of t.hooksFor(ref)) h.onKnockOut?.(hc, { byAttack })
    }
  }
}

/** A Pokémon Knocked Out by damage that a survivesKnockOut hook keeps in play with the HP it says. */
function survives(t: Table, ref: SlotRef, byAttack: { attacker: SlotRef | null } | null): boolean {
  if (!t.mayHaveHook('survivesKnockOut')) return false
  for (const [h, hc] of t.hooksFor(ref)) {
    const keep = h.survivesKnockOut?.(hc, { byAttack })
    if (keep === undefined || keep === null) continue
    const slot = t.mustSlot(ref)
    const damage = Math.max(0, t.hp(ref) - Math.max(1, keep))
    if (damage < slot.damage) t.heal(ref, slot.damage - damage)
    return true
  }
  return false
}

/** ATK-g / PC-5: Knock Out every Pokémon with damage ≥ HP, take Prizes, check wins, promote new Actives. */
export function* resolveKnockOuts(t: Table, cause: KnockOutCause = {}): Proc {
  // Usually nothing is Knocked Out: then there is nothing to react to, remove or ask.
  if (!anyKnockedOut(t)) return
  knockOutHooks(t, cause)
  if (cause.attackerSeat !== undefined) yield* allyKnockOutReactions(t, other(cause.attackerSeat), cause.damaged)
  const order = knockOutOrder(t)
  const owed: [number, number] = [0, 0]
  let any = false
  for (const seat of order) {
    // Bench from the highest index down so indices stay valid while removing.
    const refs: SlotRef[] = t.inPlay(seat).map((p) => p.ref)
    for (const ref of refs.reverse()) {
      if (!isKnockedOut(t, ref)) continue
      any = true
      const slot = t.mustSlot(ref)
      const pk = t.pokemon(slot)
      const extra = extraPrizes(t, ref)
      t.emit({ type: 'knock-out', seat, pokemon: t.ref(t.top(slot)), from: ref })
      t.removeFromPlay(ref, 'discard')
      owed[other(seat)] += prizeValue(pk) + extra
    }
  }
  if (!any) return
  const tookLast: [boolean, boolean] = [false, false]
  for (const seat of order) {
    if (owed[seat] > 0) {
      yield* takePrizes(t, seat, owed[seat])
      tookLast[seat] = t.player(seat).prizes.length === 0
    }
  }
  checkWins(t, tookLast)
  for (const seat of order) {
    if (!t.player(seat).active) yield* promote(t, seat)
  }
}

/** Prize cards beyond the usual number for this Pokémon (extraPrizes hooks, e.g. an 'extra-prizes' marker). */
function extraPrizes(t: Table, ref: SlotRef): number {
  if (!t.mayHaveHook('extraPrizes')) return 0
  let n = 0
  for (const [h, hc] of t.hooksFor(ref)) n += h.extraPrizes?.(hc) ?? 0
  return n
}

/**
 * `seat`'s Pokémon Knocked Out by damage from the opponent's attack: each other Pokémon of `seat` that is not Knocked
 * Out runs its allyKnockedOut hooks (which may ask questions) while the Knocked Out ones are still in play.
 */
function* allyKnockOutReactions(t: Table, seat: Seat, damaged?: Uid[]): Proc {
  if (!t.mayHaveHook('allyKnockedOut')) return
  const knockedOut = t
    .inPlay(seat)
    .filter(({ ref, slot }) => !slot.knockedOut && isKnockedOut(t, ref) && (!damaged || damaged.includes(t.top(slot))))
    .map(({ slot }) => t.top(slot))
  for (const uid of knockedOut) {
    for (const { ref, slot } of t.inPlay(seat)) {
      if (isKnockedOut(t, ref)) continue
      for (const [h, hc] of t.hooksFor(ref)) {
        const ko = t.findSlot(uid)
        if (!h.allyKnockedOut || !ko) continue
        const r = h.allyKnockedOut(hc, new EffectCtx(t, { seat, pokemon: ref, card: t.top(slot) }), ko)
        if (r) yield* r
      }
    }
  }
}

/** W-1 / W-3: who has met a win condition; two ways beat one; a tie goes to Sudden Death. */
export function checkWins(t: Table, tookLast: [boolean, boolean]): void {
  const ways = [0, 1].map((s) => {
    const seat = s as Seat
    const opp = t.player(other(seat))
    let n = 0
    if (tookLast[seat]) n++
    if (!opp.active && opp.bench.length === 0) n++
    return n
  }) as [number, number]
  if (ways[0] === 0 && ways[1] === 0) return
  if (ways[0] !== ways[1]) {
    const winner: Seat = ways[0] > ways[1] ? 0 : 1
    const loser = t.player(other(winner))
    const byPrizes = tookLast[winner]
    const noPokemon = !loser.active && loser.bench.length === 0
    const reason = byPrizes ? 'prizes' : 'no-pokemon'
    const text =
      byPrizes && noPokemon
        ? 'took the last Prize card and left the opponent with no Pokémon'
        : byPrizes
          ? 'took the last Prize card'
          : 'the opponent has no Pokémon left in play'
    t.end(winner, reason, text)
  }
  throw new SuddenDeath()
}

/** Take n Prize cards (fewer if fewer remain). The cards are face down, so the player picks positions blind. */
export function* takePrizes(t: Table, seat: Seat, n: number): Proc {
  const p = t.player(seat)
  const count = Math.min(n, p.prizes.length)
  if (count === 0) return
  let picks: number[]
  if (count === p.prizes.length) picks = p.prizes.map((_, i) => i)
  else {
    const options: Option[] = p.prizes.map((_, i) => ({ kind: 'number', value: i, label: `Prize card ${i + 1}` }))
    picks = yield {
      ask: 'take-prize',
      seat,
      text: count === 1 ? 'Take a Prize card' : `Take ${count} Prize cards`,
      options,
      min: count,
      max: count,
      publicOptions: true,
    }
  }
  const uids = picks.map((i) => p.prizes[i]!)
  // Cards with an Ability that acts when taken as a Prize (AbilityDef.onPrize) are dealt with last, one at a time.
  const triggered = uids.filter((uid) => prizeAbilities(t, uid).length > 0)
  for (const uid of uids) if (!triggered.includes(uid)) prizeToHand(t, seat, uid)
  for (const uid of triggered) {
    if (!p.prizes.includes(uid)) continue // already taken by another one's effect
    for (const ab of prizeAbilities(t, uid)) {
      if (!p.prizes.includes(uid)) break
      const c = new EffectCtx(t, { seat, card: uid, ability: ab.name })
      if (ab.canUse && !ab.canUse(c)) continue
      // Asked privately: the card is still a face-down Prize (rules.md Z-7), and declining puts it into the hand
      // unseen (Z-4); only using the Ability shows it.
      if (
        ab.onPrize!.may &&
        (yield* c.ask({
          ask: 'yes-no',
          text: `Use ${ab.name} of ${t.def(uid).name}?`,
          options: YES_NO,
          min: 1,
          max: 1,
        }))[0] !== 0
      )
        continue
      t.emit({ type: 'ability', seat, pokemon: t.ref(uid), ability: ab.name })
      yield* runEffect(ab.use!, c)
    }
    if (p.prizes.includes(uid)) prizeToHand(t, seat, uid)
  }
}

const YES_NO: Option[] = [
  { kind: 'choice', value: 'yes', label: 'Yes' },
  { kind: 'choice', value: 'no', label: 'No' },
]

function prizeAbilities(t: Table, uid: Uid): AbilityDef[] {
  const d = t.def(uid)
  return d.kind === 'pokemon' ? (d.abilities ?? []).filter((ab) => ab.onPrize && ab.use) : []
}

function prizeToHand(t: Table, seat: Seat, uid: Uid): void {
  const p = t.player(seat)
  p.prizes.splice(p.prizes.indexOf(uid), 1)
  p.hand.push(uid)
  t.emit({ type: 'prize', seat, card: t.ref(uid) })
}

/** KO-4: the owner chooses a new Active from the Bench; with none to choose, the opponent wins (W-1.2). */
export function* promote(t: Table, seat: Seat): Proc {
  const p = t.player(seat)
  if (p.active) return
  if (p.bench.length === 0) t.end(other(seat), 'no-pokemon', 'the opponent has no Pokémon left in play')
  let index = 0
  if (p.bench.length > 1) {
    const options: Option[] = p.bench.map((s, i) => ({
      kind: 'slot',
      ref: benchRef(seat, i),
      label: t.pokemon(s).name,
    }))
    const picks: number[] = yield {
      ask: 'promote',
      seat,
      text: 'Choose your new Active Pokémon',
      options,
      min: 1,
      max: 1,
      publicOptions: true,
    }
    index = picks[0]!
  }
  t.switchActive(seat, index)
  t.emit({ type: 'promote', seat, from: index })
}

/**
 * Knock Outs, replacing the Active and the win check (rules.md 1.9, 1.12); taking the Prize cards is
 * effects/prizes.ts.
 */
import type { Seat, SlotRef, Uid } from '../model/types'
import { other } from '../model/types'
import type { KnockOutHow, Proc } from '../api/card'
import { EffectContext } from '../effects/context'
import { fillActiveSpots, promote, takePrizes } from '../effects/prizes'
import type { Table } from '../table/table'
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
    if (p.secondActive && slotKnockedOut(t, p.secondActive, null, hpMayChange)) return true
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
      // Damage from any attack, its own side's included ("Knocked Out by damage from an attack": Machamp's Guts).
      const byAnyAttack = cause.attackerUid !== undefined && byDamage
      const byAttack =
        byAnyAttack && cause.attackerSeat !== ref.seat ? { attacker: t.findSlot(cause.attackerUid!) } : null
      const ko = { byAttack, byAnyAttack }
      if (!slot.knockedOut && survives(t, ref, ko)) continue
      for (const [h, hc] of t.hooksFor(ref)) h.onKnockOut?.(hc, ko)
    }
  }
}

/** A Pokémon Knocked Out by damage that a survivesKnockOut hook keeps in play with the HP it says. */
function survives(t: Table, ref: SlotRef, ko: KnockOutHow): boolean {
  if (!t.mayHaveHook('survivesKnockOut')) return false
  for (const [h, hc] of t.hooksFor(ref)) {
    const keep = h.survivesKnockOut?.(hc, ko)
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
      const byAttack = knockedOutByAttack(cause, seat, slot, t.top(slot))
      const prizes = t.prizesFor(ref, { byAttack: byAttack ? { attacker: cause.attackerUid! } : null })
      t.emit({ type: 'knock-out', seat, pokemon: t.ref(t.top(slot)), from: ref })
      if (byAttack) recordKnockOutByAttack(t, ref, seat)
      if (!t.betweenTurns) recordKnockOut(t, seat)
      t.removeFromPlay(ref, 'discard')
      owed[other(seat)] += prizes
    }
  }
  if (!any) return
  const tookLast: [boolean, boolean] = [false, false]
  for (const seat of order) {
    if (owed[seat] > 0) {
      yield* takePrizes(t, seat, owed[seat], (src) => new EffectContext(t, src))
      tookLast[seat] = t.player(seat).prizes.length === 0
    }
  }
  checkWins(t, tookLast)
  for (const seat of order) {
    if (!t.player(seat).active) yield* promote(t, seat)
    yield* fillActiveSpots(t, seat)
  }
}

/** Is a Pokémon of `seat` (top card `top`) Knocked Out now by damage from an attack of the opponent (ATK-g)? */
function knockedOutByAttack(cause: KnockOutCause, seat: Seat, slot: PokemonSlot, top: Uid): boolean {
  return (
    cause.attackerUid !== undefined &&
    cause.attackerSeat !== seat &&
    slot.knockedOut !== true &&
    (!cause.damaged || cause.damaged.includes(top))
  )
}

/** Keep the Knock Out in GameState.knockOutsByAttack (this turn's and the last turn's only). */
function recordKnockOutByAttack(t: Table, ref: SlotRef, seat: Seat): void {
  const turn = t.g.turn
  const kept = (t.g.knockOutsByAttack ?? []).filter((k) => k.turn >= turn - 1)
  const slot = t.mustSlot(ref)
  kept.push({ turn, seat, card: t.def(t.top(slot)).id, types: [...t.types(ref)] })
  t.g.knockOutsByAttack = kept
}

/** Keep the Knock Out during a turn in GameState.knockOuts (this turn's and the last turn's only). */
function recordKnockOut(t: Table, seat: Seat): void {
  const turn = t.g.turn
  const kept = (t.g.knockOuts ?? []).filter((k) => k.turn >= turn - 1)
  kept.push({ turn, seat })
  t.g.knockOuts = kept
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
        const r = h.allyKnockedOut(hc, new EffectContext(t, { seat, pokemon: ref, card: t.top(slot) }), ko)
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

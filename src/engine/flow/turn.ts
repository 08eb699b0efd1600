/**
 * Turn boundaries: starting a turn with its draw (rules.md TS-2, TS-3, era row 5) and ending it with the
 * Pokémon Checkup (rules.md 1.10, era rows 14-17, 20).
 */
import type { Seat, SlotRef, Uid } from '../model/types'
import { other } from '../model/types'
import { activeRefs } from '../model/format'
import { fillActiveSpots } from '../effects/prizes'
import { freshTurnFlags } from '../model/state'
import type { AbilityDef, Proc } from '../api/card'
import { abilityPower, runEffect } from '../api/card'
import { EffectContext } from '../effects/context'
import type { Table } from '../table/table'
import { anyKnockedOut, resolveKnockOuts } from './knockout'
import { checkupOrderPrompt, hasCheckupStep } from './checkup-order'

export function* startTurn(t: Table): Proc {
  const g = t.g
  t.betweenTurns = false
  g.turn++
  g.current = g.turn === 1 ? g.firstPlayer : other(g.current)
  const seat = g.current
  g.players[seat].turn = freshTurnFlags()
  t.emit({ type: 'turn-start', seat, turn: g.turn })
  // 2-on-2 Battle: an empty Active Spot is filled from the Bench (Appendix A "Only One Active Pokémon?").
  for (const s of [seat, other(seat)]) yield* fillActiveSpots(t, s)
  if (g.turn === 1 && !t.rules.firstPlayerDrawsTurn1) return
  const p = g.players[seat]
  if (p.deck.length === 0)
    t.end(other(seat), 'deck-out', 'the opponent could not draw a card at the start of their turn')
  const [drawn] = t.draw(seat, 1)
  if (drawn !== undefined) {
    p.turn.drawnForTurn = drawn
    yield* runDrawAbilities(t, seat, drawn)
  }
}

/** The `onDraw` Abilities of a card drawn at the beginning of the turn (AbilityDef.onDraw; none in most games). */
export const drawAbilities = (t: Table, uid: Uid): AbilityDef[] => {
  const d = t.def(uid)
  return d.kind === 'pokemon' && d.abilities ? d.abilities.filter((ab) => ab.onDraw && ab.use) : []
}

/** Run the `onDraw` Abilities of the card just drawn for the turn, asking its owner first when they "may". */
function* runDrawAbilities(t: Table, seat: Seat, uid: Uid): Proc {
  for (const ab of drawAbilities(t, uid)) {
    if (!t.player(seat).hand.includes(uid)) return
    const c = new EffectContext(t, { seat, card: uid, ability: ab.name })
    if (ab.canUse && !ab.canUse(c)) continue
    const ask = `Use ${t.def(uid).name}'s ${ab.name}?${ab.text ? ` ${ab.text}` : ''}`
    // private: the card drawn is in the hand, unseen by the opponent unless the Ability puts it into play
    if (ab.onDraw!.may && !(yield* c.yesNo(ask, seat, { hidden: true }))) continue
    t.emit({ type: 'ability', seat, pokemon: t.ref(uid), ability: ab.name, ...abilityPower(ab) })
    yield* runEffect(ab.use!, c)
  }
}

/** End the current turn: expire effects, Pokémon Checkup, Knock Outs, then the next player's turn. */
export function* endTurn(t: Table): Proc {
  endOfTurnEffects(t)
  expireMarkers(t)
  yield* checkup(t)
  if (anyKnockedOut(t)) yield* resolveKnockOuts(t)
  yield* startTurn(t)
}

/** "At the end of the turn" effects (endOfTurn hooks): every Pokémon's, each player's markers', the Stadium's. */
function endOfTurnEffects(t: Table): void {
  if (!t.mayHaveHook('endOfTurn')) return
  const g = t.g
  for (const seat of [g.current, other(g.current)]) {
    for (const { ref } of t.inPlay(seat)) for (const [h, hc] of t.hooksFor(ref, false)) if (h.endOfTurn) h.endOfTurn(hc)
    for (const [h, hc] of t.playerMarkerHooks(seat, null)) if (h.endOfTurn) h.endOfTurn(hc)
  }
  for (const [h, hc] of t.globalHooks()) if (h.endOfTurn) h.endOfTurn(hc)
}

const keepMarker = (m: { untilTurn?: number }, turn: number): boolean => m.untilTurn === undefined || m.untilTurn > turn

/** The markers that last beyond `turn` (the same array when all of them do). */
function keptMarkers<M extends { untilTurn?: number }>(ms: M[], turn: number): M[] {
  for (let i = 0; i < ms.length; i++) if (!keepMarker(ms[i]!, turn)) return markersLasting(ms, turn)
  return ms
}

/** keptMarkers' copy, apart: a function that makes a closure allocates on every call, and keptMarkers runs often. */
function markersLasting<M extends { untilTurn?: number }>(ms: M[], turn: number): M[] {
  return ms.filter((x) => keepMarker(x, turn))
}

function expireMarkers(t: Table): void {
  const turn = t.g.turn
  for (const p of t.g.players) {
    p.markers = keptMarkers(p.markers, turn)
    for (let i = -2; i < p.bench.length; i++) {
      const slot = i === -2 ? p.active : i === -1 ? p.secondActive : p.bench[i]!
      if (!slot) continue
      // An attached Trainer with a lifetime (marker.discardsCard) is discarded when its marker ends.
      for (const m of slot.markers) {
        if (!keepMarker(m, turn) && m.discardsCard !== undefined && slot.tools.includes(m.discardsCard))
          t.moveTo(m.discardsCard, 'discard')
      }
      slot.markers = keptMarkers(slot.markers, turn)
    }
  }
}

/** Poison's damage counters on the Pokémon at `ref`, changed by other Pokémon in play (othersPoisonCounters). */
function poisonCounters(t: Table, ref: SlotRef, counters: number): number {
  if (!t.mayHaveHook('othersPoisonCounters')) return counters
  const slot = t.mustSlot(ref)
  for (const holder of t.allInPlay()) {
    if (holder.slot === slot) continue
    for (const [h, hc] of t.hooksFor(holder.ref, false))
      if (h.othersPoisonCounters) counters = h.othersPoisonCounters(hc, ref, counters)
  }
  return counters
}

/** PC-4: the Sleep flip; with `coins` > 1 (a card said so) every coin is flipped and all must be heads. */
function wakesUp(t: Table, seat: Seat, coins: number): boolean {
  let heads = 0
  for (let i = 0; i < coins; i++) if (t.flip(seat, 'Asleep')) heads++
  return heads === coins
}

/**
 * PC-2…PC-6: Special Conditions in the order Poison, Burn, Sleep, Paralysis, then other between-turns effects, for
 * the player whose turn ends, then the other. In a 2-on-2 Battle both Active Pokémon of a player; when both have a
 * step to take (checkup-order.ts), their owner chooses which goes first (Appendix A "Pokémon with Special
 * Conditions": "you can make an attempt to recover or avoid damage in whatever order you would like").
 */
export function* checkup(t: Table): Proc {
  const g = t.g
  t.betweenTurns = true
  const order: [Seat, Seat] = [g.current, other(g.current)]
  for (const seat of order) {
    const refs = activeRefs(g.players[seat], seat)
    if (refs.length === 2 && refs.every((ref) => hasCheckupStep(t, ref))) {
      const picks: number[] = yield checkupOrderPrompt(t, seat, refs)
      if (picks[0] === 1) refs.reverse()
    }
    for (const ref of refs) conditionsCheckup(t, ref)
  }
  // Nothing to look for when no card of the game and no marker in play has a between-turns effect.
  if (!t.mayHaveHook('checkup')) return
  for (const seat of order) {
    for (const { ref } of t.inPlay(seat)) {
      // PC-3: every between-turns effect once: the Pokémon's own, its attachments' and its markers'.
      for (const [h, hc] of t.hooksFor(ref, false)) if (h.checkup) h.checkup(hc)
    }
    for (const [h, hc] of t.playerMarkerHooks(seat, null)) if (h.checkup) h.checkup(hc)
  }
  // A Stadium's between-turns effect happens once, not once per player.
  for (const [h, hc] of t.globalHooks()) if (h.checkup) h.checkup(hc)
}

/** PC-2…PC-6 for one Active Pokémon: Poison's damage, the Burn (its rule set's way), the Sleep flip, Paralysis. */
function conditionsCheckup(t: Table, ref: SlotRef): void {
  const g = t.g
  const seat = ref.seat
  const slot = t.slot(ref)
  if (!slot) return
  const c = slot.conditions
  if (c.poisoned) t.addDamage(ref, 10 * poisonCounters(t, ref, c.poisonCounters ?? t.rules.poisonCounters), true)
  if (c.burned) {
    if (t.rules.burn === 'counters-then-flip-cure') {
      t.addDamage(ref, 20, true)
      if (t.flip(seat, 'Burned')) t.removeCondition(ref, 'burned')
    } else if (t.rules.burn === 'flip-tails-counters') {
      if (!t.flip(seat, 'Burned')) t.addDamage(ref, 20, true)
    }
  }
  if (c.rotation === 'asleep' && wakesUp(t, seat, c.sleepFlips ?? 1)) t.removeCondition(ref, 'asleep')
  // SC-PAR: recovers at the Checkup after its owner's next turn.
  if (c.rotation === 'paralyzed' && g.current === seat && g.turn > (c.paralyzedOnTurn ?? 0))
    t.removeCondition(ref, 'paralyzed')
}

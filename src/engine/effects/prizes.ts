/**
 * Taking Prize cards and promoting a new Active (rules.md 1.9): asked after a Knock Out (flow/knockout.ts) and by
 * card effects (EffectCtx.takePrizes, promoteIfNeeded). A Prize card's own Ability runs on a context made by the
 * caller's `ctxFor`, so this module does not import the effect context that imports it.
 */
import type { Seat, Uid } from '../model/types'
import { benchRef } from '../model/types'
import { hasSpotToFill } from '../model/format'
import type { Option } from '../model/decision'
import type { AbilityDef, EffectCtx, EffectSource, Proc } from '../api/card'
import { abilityPower, runEffect } from '../api/card'
import type { Table } from '../table/table'

/** Take n Prize cards (fewer if fewer remain). The cards are face down, so the player picks positions blind. */
export function* takePrizes(t: Table, seat: Seat, n: number, ctxFor: (src: EffectSource) => EffectCtx): Proc {
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
      const c = ctxFor({ seat, card: uid, ability: ab.name })
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
      t.emit({ type: 'ability', seat, pokemon: t.ref(uid), ability: ab.name, ...abilityPower(ab) })
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
  if (p.bench.length === 0) return t.lostLastPokemon(seat)
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

/**
 * 2-on-2 Battle, Appendix A "Only One Active Pokémon?": "At any point during the game, if you only have one Active
 * Pokémon, but still have a Pokémon on the Bench, choose a Benched Pokémon to go into the battlefield." Asked of the
 * owner whenever an Active Spot is empty and the Bench is not (after Knock Outs, after each action, at the start of
 * each turn: docs/engine.md); nothing happens in 1-on-1.
 */
export function* fillActiveSpots(t: Table, seat: Seat): Proc {
  for (let guard = 0; hasSpotToFill(t.g, seat) && guard < 2; guard++) {
    const p = t.player(seat)
    let index = 0
    if (p.bench.length > 1) {
      const picks: number[] = yield {
        ask: 'promote',
        seat,
        text: p.active ? 'Choose a Benched Pokémon for your empty Active Spot' : 'Choose your new Active Pokémon',
        options: p.bench.map((s, i) => ({ kind: 'slot', ref: benchRef(seat, i), label: t.pokemon(s).name })),
        min: 1,
        max: 1,
        publicOptions: true,
      }
      index = picks[0]!
    }
    t.switchActive(seat, index, p.active ? 1 : 0)
    t.emit({ type: 'promote', seat, from: index })
  }
}

/**
 * The attack procedure of rules.md 1.7 (ATK-a…ATK-h), with the Confusion step per rule set (era rows 12-13).
 */
import type { Seat, Uid } from '../model/types'
import { activeRef, benchRef, other } from '../model/types'
import type { Proc } from '../api/card'
import { runEffect } from '../api/card'
import { EffectContext } from '../effects/context'
import { computeDamage, putDamage, type DamageTrace } from '../effects/damage'
import type { Table } from '../table/table'
import { attacksOf } from './main'
import { checkWins, resolveKnockOuts } from './knockout'
import { fillActiveSpots } from '../effects/prizes'
import { endTurn } from './turn'
import { watchDefender } from './attack-result'

export function* attack(t: Table, seat: Seat, index: number, tm?: number, from?: number): Proc {
  // `from`: a Benched Pokémon using an attack that can be used from the Bench (AttackDef.fromBench).
  const ref = from === undefined ? activeRef(seat) : benchRef(seat, from)
  const slot = t.mustSlot(ref)
  const choice = attacksOf(t, slot, ref).find((a) => a.index === index && a.tm === tm)
  if (!choice) throw new Error('No such attack')
  const atk = choice.attack
  const p = t.player(seat)
  const eventsStart = t.events.length
  // [003] step 1, before the attack is even announced: attacking a Baby Pokémon, tails ends the turn without it.
  const defending = t.player(other(seat)).active
  if (t.rules.babyAttackFlip && defending && isBaby(t, t.top(defending)) && !t.flip(seat, 'Baby Pokémon')) {
    yield* endTurn(t)
    return
  }
  // ATK-a: declare
  const power = atk.oncePerGame
  t.emit({ type: 'attack', seat, pokemon: t.ref(t.top(slot)), attack: atk.name, ...(power ? { power } : {}) })
  if (atk.oncePerGame === 'gx') p.gxUsed = true
  if (atk.oncePerGame === 'vstar') p.vstarUsed = true

  const c = new EffectContext(t, { seat, pokemon: ref, card: t.top(slot), attack: atk })
  // EX ([003] steps 4-6): the costs are paid before the alter/cancel effects and the Confusion check, and stay paid
  // when the attack then fails. Other eras pay them only once the attack happens (below).
  const costsFirst = t.rules.confusionAfterCosts
  if (costsFirst && atk.payCost) yield* runEffect(atk.payCost, c)
  let happens = true
  // ATK-b: alter/cancel effects on the attacker (they vanished if it left the Active Spot, R-5)
  for (const [h, hc] of t.hooksWith('beforeAttack', ref)) {
    if (h.beforeAttack && !h.beforeAttack(hc, () => t.flip(seat, 'Attack check'))) happens = false
  }
  // ATK-c: Confusion
  if (happens && slot.conditions.rotation === 'confused' && !t.flip(seat, 'Confused')) {
    happens = false
    const tails = t.rules.confusionTails
    if (tails.kind === 'counters') t.addDamage(ref, tails.counters * 10, true)
    else {
      // Classic 1999: it attacks itself for 20 damage, with its own Weakness and Resistance (era row 12).
      const trace: DamageTrace = { steps: [] }
      const dmg = computeDamage(t, ref, ref, tails.damage, {
        fromAttack: true,
        applyWeakness: true,
        applyResistance: true,
        trace,
      })
      putDamage(t, ref, tails.damage, dmg, trace)
    }
  }
  // From here a player's last Pokémon leaving play is counted with the attack's Knock Outs (Table.attackResolving).
  t.attackResolving = true
  if (happens) {
    // ATK-d…ATK-f: choices, requirements, pre-damage effects, damage, other effects.
    // The Pokémon that was Defending at declaration is the one attacked, even if the attack switches it out.
    const defender = watchDefender(t, c.defending)
    // "In order to use this attack" costs (discard Energy…) are paid first (rules.md B-12).
    if (!costsFirst && atk.payCost) yield* runEffect(atk.payCost, c)
    if (atk.effect) yield* runEffect(atk.effect, c)
    if (!c.damageDealt && !c.cancelled && atk.damage > 0) c.dealDamage()
    defender.record(t.top(slot), atk.name)
  }
  // ATK-g: Knock Outs; ATK-h: the turn ends, Pokémon Checkup. "Knocked Out by damage from an attack" only for the
  // Pokémon the attack put damage on (not damage counters).
  const damaged: Uid[] = []
  const done: { uid: Uid; amount: number }[] = []
  for (let i = eventsStart; i < t.events.length; i++) {
    const e = t.events[i]!
    if (e.type !== 'damage' || e.counters) continue
    if (!damaged.includes(e.pokemon.uid)) damaged.push(e.pokemon.uid)
    // Damage the attack did to the opponent's Pokémon, Benched ones too (not the Confusion self-damage, not recoil).
    if (e.target.seat !== seat) done.push({ uid: e.pokemon.uid, amount: e.amount })
  }
  recordAttackDamage(t, done)
  try {
    yield* resolveKnockOuts(t, { attackerUid: t.top(slot), attackerSeat: seat, damaged })
  } finally {
    t.attackResolving = false
  }
  // W-3 with no Knock Out to count alongside: a player left with no Pokémon loses (both: Sudden Death).
  if (([0, 1] as const).some((s) => t.inPlay(s).length === 0)) checkWins(t, [false, false])
  // 2-on-2: an Active Spot the attack emptied without a Knock Out (Repulsion) is filled before the turn ends, as after
  // any other action (docs/engine.md "When an empty Active Spot is filled"); nothing in 1-on-1.
  for (const s of [seat, other(seat)]) yield* fillActiveSpots(t, s)
  yield* endTurn(t)
}

/** Is the card on top of this Pokémon a Baby Pokémon ([003] attack step 1)? */
function isBaby(t: Table, top: Uid): boolean {
  const d = t.def(top)
  return d.kind === 'pokemon' && d.baby === true
}

/** Keep the damage this attack did to each of the opponent's Pokémon in GameState.attackDamage (this turn's and the last). */
function recordAttackDamage(t: Table, done: readonly { uid: Uid; amount: number }[]): void {
  const turn = t.g.turn
  if (done.length === 0 && !t.g.attackDamage) return
  const kept = (t.g.attackDamage ?? []).filter((d) => d.turn >= turn - 1)
  for (const d of done) kept.push({ turn, uid: d.uid, amount: d.amount })
  t.g.attackDamage = kept
}

/**
 * The main-phase menu: every legal action of the player whose turn it is, enumerated (rules.md 1.6, TS-4).
 * The same functions check a chosen action again before it runs.
 */
import type { Seat, SlotRef, Uid } from '../model/types'
import { activeRef } from '../model/types'
import type { MainAction, Option } from '../model/decision'
import type { AttackDef, PokemonDef, TrainerDef } from '../model/card'
import type { PokemonSlot } from '../model/state'
import { EffectCtx } from '../effects/context'
import { canPay, unitsOf } from '../effects/energy'
import type { Table } from './table'
import { countingName } from '../deck'

export function mainOptions(t: Table): Option[] {
  const seat = t.g.current
  const p = t.player(seat)
  const out: Option[] = []
  const add = (action: MainAction, label: string) => out.push({ kind: 'action', action, label })
  const targets = t.inPlay(seat)

  for (const uid of p.hand) {
    const d = t.def(uid)
    if (canBench(t, seat, uid)) add({ type: 'bench', card: uid }, `Put ${d.name} on the Bench`)
    if (d.kind === 'pokemon' && d.evolvesFrom) {
      for (const { ref, slot } of targets) if (canEvolve(t, seat, d, slot)) add({ type: 'evolve', card: uid, target: ref }, `Evolve ${t.pokemon(slot).name} into ${d.name}`)
    }
    if (d.kind === 'energy' && !p.turn.energyAttached) {
      for (const { ref, slot } of targets) add({ type: 'attach-energy', card: uid, target: ref }, `Attach ${d.name} to ${t.pokemon(slot).name}`)
    }
    if (d.kind === 'trainer') {
      if (isAttachable(t, d)) {
        for (const { ref, slot } of targets) if (canAttachTool(t, seat, uid, slot)) add({ type: 'attach-tool', card: uid, target: ref }, `Attach ${d.name} to ${t.pokemon(slot).name}`)
      } else if (!d.playAsPokemon && canPlayTrainer(t, seat, uid)) add({ type: 'play-trainer', card: uid }, `Play ${d.name}`)
    }
  }
  // canRetreat does not depend on the Benched Pokémon: check it once, not once per Bench slot.
  if (p.active && p.bench.length > 0 && canRetreat(t, seat)) {
    p.bench.forEach((b, i) => add({ type: 'retreat', to: i }, `Retreat to ${t.pokemon(b).name}`))
  }
  for (const { ref, slot } of targets) {
    if (canDiscardFromPlay(t, seat, slot)) add({ type: 'discard-pokemon', target: ref }, `Discard ${t.pokemon(slot).name} from play`)
  }
  for (const { ref, slot } of targets) {
    const pk = t.pokemon(slot)
    ;(pk.abilities ?? []).forEach((ab, index) => {
      if (ab.use && canUseAbility(t, ref, index)) add({ type: 'ability', source: ref, index }, `Use ${ab.name}`)
    })
  }
  if (p.active) {
    for (const { attack, index, tm } of attacksOf(t, p.active)) {
      if (canAttackWith(t, seat, attack)) add({ type: 'attack', index, ...(tm !== undefined ? { tm } : {}) }, `Attack: ${attack.name}`)
    }
  }
  add({ type: 'end-turn' }, 'End turn')
  return out
}

const isToolCard = (d: TrainerDef): boolean => d.trainerKind === 'tool' || d.trainerKind === 'tm'

const isAttachable = (t: Table, d: TrainerDef): boolean => t.rules.trainerSubtypes && (d.trainerKind === 'tool' || d.trainerKind === 'tm')

export function canBench(t: Table, seat: Seat, uid: Uid): boolean {
  const d = t.def(uid)
  const isBasic = (d.kind === 'pokemon' && d.stage === 'basic') || (d.kind === 'trainer' && !!d.playAsPokemon)
  if (!isBasic) return false
  if (d.kind === 'trainer' && d.canPlay && !d.canPlay(new EffectCtx(t, { seat, card: uid }))) return false
  return t.player(seat).bench.length < t.rules.benchSize && !!t.player(seat).active
}

/** E-1…E-4: exact name, in play since the start of the turn, not on the player's own first turn. */
export function canEvolve(t: Table, seat: Seat, d: PokemonDef, slot: PokemonSlot): boolean {
  if (!d.evolvesFrom) return false
  if (t.isFirstTurnOf(seat)) return false
  if (slot.playedTurn >= t.g.turn) return false // same timing as Table.mayEvolveNow
  const top = t.def(t.top(slot))
  // N-6 with N-1/N-2: "Evolves from" matches by name, where level and δ are not part of the name.
  return countingName(top.name) === countingName(d.evolvesFrom)
}

/**
 * A Trainer played as a Pokémon that says its owner may discard it during their turn (Clefairy Doll). Not offered
 * for the player's last Pokémon in play: that would lose the game on the spot (rules.md W-1 "no Pokémon").
 */
export function canDiscardFromPlay(t: Table, seat: Seat, slot: PokemonSlot): boolean {
  const d = t.def(t.top(slot))
  return d.kind === 'trainer' && !!d.playAsPokemon?.discardable && t.inPlay(seat).length > 1
}

export function canAttachTool(t: Table, seat: Seat, uid: Uid, slot: PokemonSlot): boolean {
  const d = t.def(uid) as TrainerDef
  // T-TOOL: at most 1 Tool per Pokémon (attached Items such as the 1999 PlusPower do not count)
  if (slot.tools.some((u) => isToolCard(t.def(u) as TrainerDef))) return false
  if (blockedTrainer(t, seat, d.trainerKind)) return false
  return !d.canPlay || d.canPlay(new EffectCtx(t, { seat, card: uid }))
}

function blockedTrainer(t: Table, seat: Seat, kind: string): boolean {
  for (const [h, hc] of t.globalHooks()) if (h.blocksTrainer?.(hc, seat, kind)) return true
  for (const { ref } of t.allInPlay()) for (const [h, hc] of t.hooksFor(ref)) if (h.blocksTrainer?.(hc, seat, kind)) return true
  return false
}

/** T-1…T-STAD and TS-4 per rule set. */
export function canPlayTrainer(t: Table, seat: Seat, uid: Uid): boolean {
  const d = t.def(uid)
  if (d.kind !== 'trainer') return false
  const flags = t.player(seat).turn
  const kind = t.rules.trainerSubtypes ? d.trainerKind : 'item'
  if (blockedTrainer(t, seat, kind)) return false
  if (kind === 'supporter') {
    if (t.rules.supportersPerTurn !== null && flags.supporterPlayed) return false
    if (!t.rules.firstPlayerMaySupporterTurn1 && t.g.turn === 1) return false
  }
  if (kind === 'stadium') {
    if (t.rules.stadiumsPerTurn !== null && flags.stadiumPlayed) return false
    const st = t.g.stadium
    if (st && t.rules.stadiumSameNameBlocked && t.def(st.uid).name === d.name) return false
  }
  return !d.canPlay || d.canPlay(new EffectCtx(t, { seat, card: uid }))
}

export function retreatCost(t: Table, seat: Seat): number {
  const ref = activeRef(seat)
  const slot = t.mustSlot(ref)
  let cost = t.pokemon(slot).retreat
  for (const [h, hc] of [...t.hooksFor(ref), ...t.globalHooks()]) if (h.retreatCost) cost = h.retreatCost(hc, cost)
  return Math.max(0, cost)
}

/** era row 10. */
export function canRetreat(t: Table, seat: Seat): boolean {
  const p = t.player(seat)
  const slot = p.active
  if (!slot || p.bench.length === 0) return false
  if (t.rules.retreatsPerTurn !== null && p.turn.retreats >= t.rules.retreatsPerTurn) return false
  if (p.turn.retreatBlocked) return false
  if (slot.conditions.rotation === 'asleep' || slot.conditions.rotation === 'paralyzed') return false
  const ref = activeRef(seat)
  for (const [h, hc] of [...t.hooksFor(ref), ...t.globalHooks()]) if (h.canRetreat && !h.canRetreat(hc)) return false
  const d = t.def(t.top(slot))
  if (d.kind === 'trainer' && d.playAsPokemon?.canRetreat === false) return false
  return unitsOf(t.attachedEnergy(ref).map((e) => e.def)).length >= retreatCost(t, seat)
}

export interface AttackChoice {
  attack: AttackDef
  index: number
  tm?: Uid
}

/** The attacks a Pokémon can choose from: its own (BREAK included via Table.pokemon) and its TMs'. */
export function attacksOf(t: Table, slot: PokemonSlot): AttackChoice[] {
  const own = t.pokemon(slot).attacks.map((attack, index) => ({ attack, index }))
  const tms = slot.tools.flatMap((uid) => {
    const d = t.def(uid)
    return d.kind === 'trainer' && d.attacks ? d.attacks.map((attack, index) => ({ attack, index, tm: uid })) : []
  })
  return [...own, ...tms]
}

/** ATK-a and TS-4: may the Active use this attack now? */
export function canAttackWith(t: Table, seat: Seat, attack: AttackDef): boolean {
  const p = t.player(seat)
  const slot = p.active
  if (!slot) return false
  if (t.g.turn === 1 && !t.rules.firstPlayerMayAttackTurn1) return false
  if (slot.conditions.rotation === 'asleep' || slot.conditions.rotation === 'paralyzed') return false
  const ref = activeRef(seat)
  for (const [h, hc] of [...t.hooksFor(ref), ...t.globalHooks()]) if (h.canAttack && !h.canAttack(hc, attack)) return false
  if (attack.oncePerGame === 'gx' && p.gxUsed) return false
  if (attack.oncePerGame === 'vstar' && p.vstarUsed) return false
  if (!canPay(attack.cost, unitsOf(t.attachedEnergy(ref).map((e) => e.def)))) return false
  if (attack.canUse && !attack.canUse(new EffectCtx(t, { seat, pokemon: ref, card: t.top(slot), attack }))) return false
  return true
}

export function canUseAbility(t: Table, ref: SlotRef, index: number): boolean {
  const slot = t.slot(ref)
  if (!slot || slot.faceDown) return false
  const ab = t.pokemon(slot).abilities?.[index]
  if (!ab?.use) return false
  const p = t.player(ref.seat)
  if (t.abilitiesBlocked(ref) || !t.abilityActive(ref, ab.offWhen)) return false
  if (ab.vstarPower && p.vstarUsed) return false
  if (ab.oncePerTurn && p.turn.abilitiesUsed.includes(abilityKey(t, ref, index))) return false
  return !ab.canUse || ab.canUse(new EffectCtx(t, { seat: ref.seat, pokemon: ref, card: t.top(slot) }))
}

export function abilityKey(t: Table, ref: SlotRef, index: number): string {
  return `${t.top(t.mustSlot(ref))}:${index}`
}

/**
 * The main-phase menu: every legal action of the player whose turn it is, enumerated (rules.md 1.6, TS-4).
 * The same functions check a chosen action again before it runs.
 */
import type { EnergyType, Seat, SlotRef, Uid } from '../model/types'
import { activeRef, benchRef, other, secondActiveRef } from '../model/types'
import { actives } from '../model/format'
import type { MainAction, Option } from '../model/decision'
import type { AbilityDef, AttackDef, CardDef, EffectSource, PokemonDef, TrainerDef } from '../api/card'
import { abilityOffWhen, abilityOncePerTurn, trainerKindsUnder } from '../api/card'
import type { PokemonSlot } from '../model/state'
import { EffectContext } from '../effects/context'
import { canPay } from '../effects/energy'
import type { Table } from '../table/table'
import { countingName } from '../rules/names'
import { playableVUnions } from './vunion'

export function mainOptions(t: Table): Option[] {
  // The menu only reads the state: hook lists, blocking and attached Energy are computed once for the whole menu.
  return t.readOnly(buildMainOptions)
}

function addAction(out: Option[], action: MainAction, label: string): void {
  out.push({ kind: 'action', action, label })
}

function buildMainOptions(t: Table): Option[] {
  const seat = t.g.current
  const p = t.player(seat)
  const out: Option[] = []
  // Per Pokémon in play (Active first, as Table.inPlay), looked up once for the whole menu: where it is, its
  // governing definition and its top card's definition.
  // The Active Pokémon come first: one, or two in a 2-on-2 Battle (model/format.ts); `a` of them.
  const activeSlots = actives(p)
  const a = activeSlots.length
  const n = a + p.bench.length
  const refs: SlotRef[] = new Array<SlotRef>(n)
  const slots: PokemonSlot[] = new Array<PokemonSlot>(n)
  const targetDefs: PokemonDef[] = new Array<PokemonDef>(n)
  const topDefs: CardDef[] = new Array<CardDef>(n)
  for (let i = 0; i < n; i++) {
    const slot = i < a ? activeSlots[i]! : p.bench[i - a]!
    refs[i] = i === 0 && a > 0 ? activeRef(seat) : i === 1 && a > 1 ? secondActiveRef(seat) : benchRef(seat, i - a)
    slots[i] = slot
    targetDefs[i] = t.pokemon(slot)
    topDefs[i] = t.def(t.top(slot))
  }
  // Whether each may evolve now (canEvolve's checks that do not depend on the Evolution card), asked once per
  // Pokémon at most: bit i of `evolveAsked`, answer in bit i of `evolveOk`.
  let evolveAsked = 0
  let evolveOk = 0
  let topCounting: (string | undefined)[] | null = null
  // canBench's room check, the same for every card.
  const benchRoom = p.bench.length < t.rules.benchSize && !!p.active

  for (const uid of p.hand) {
    const d = t.def(uid)
    if (d.kind === 'pokemon') {
      if (d.stage === 'basic' && benchRoom) addAction(out, { type: 'bench', card: uid }, `Put ${d.name} on the Bench`)
      const from = d.evolvesFrom
      if (from) {
        let fromCounting: string | null = null
        for (let i = 0; i < n; i++) {
          const bit = 1 << i
          if ((evolveAsked & bit) === 0) {
            evolveAsked |= bit
            if (mayEvolve(t, seat, refs[i]!, slots[i]!)) evolveOk |= bit
          }
          if ((evolveOk & bit) === 0) continue
          const name = topDefs[i]!.name
          if (name !== from) {
            const counting = ((topCounting ??= new Array<string | undefined>(n))[i] ??= countingNameOf(name))
            if (counting !== (fromCounting ??= countingNameOf(from))) continue
          }
          addAction(
            out,
            { type: 'evolve', card: uid, target: refs[i]! },
            `Evolve ${targetDefs[i]!.name} into ${d.name}`,
          )
        }
      }
    } else if (d.kind === 'energy') {
      if (!p.turn.energyAttached && canAttachEnergy(t, seat, uid)) {
        for (let i = 0; i < n; i++)
          if (t.mayAttachEnergyFromHand(refs[i]!))
            addAction(
              out,
              { type: 'attach-energy', card: uid, target: refs[i]! },
              `Attach ${d.name} to ${targetDefs[i]!.name}`,
            )
      }
    } else if (d.kind === 'trainer') {
      if (d.playAsPokemon && canBench(t, seat, uid))
        addAction(out, { type: 'bench', card: uid }, `Put ${d.name} on the Bench`)
      if (isAttachable(t, d)) {
        for (let i = 0; i < n; i++) {
          if (canAttachTool(t, seat, uid, slots[i]!))
            addAction(
              out,
              { type: 'attach-tool', card: uid, target: refs[i]! },
              `Attach ${d.name} to ${targetDefs[i]!.name}`,
            )
        }
      } else if (!d.playAsPokemon && canPlayTrainer(t, seat, uid))
        addAction(out, { type: 'play-trainer', card: uid }, `Play ${d.name}`)
    }
  }
  // §3 V-UNION: the four pieces from the discard pile onto the Bench as one Pokémon (flow/vunion.ts).
  for (const v of playableVUnions(t, seat))
    addAction(out, { type: 'bench', card: v.pieces[0]! }, `Put ${v.name} onto the Bench from the discard pile`)
  // canRetreat does not depend on the Benched Pokémon: check it once per Active, not once per Bench slot.
  for (let s = 0; s < a && p.bench.length > 0; s++) {
    if (!canRetreat(t, seat, refs[s]!)) continue
    // refs[0…a-1] are the Actives, so Bench position i is at i + a
    const who = a > 1 ? `${targetDefs[s]!.name}: ` : ''
    for (let i = 0; i < p.bench.length; i++)
      addAction(out, { type: 'retreat', to: i, ...spotField('from', s) }, `${who}Retreat to ${targetDefs[i + a]!.name}`)
  }
  for (let i = 0; i < n; i++) {
    // canDiscardFromPlay, with the top card's definition already at hand.
    const top = topDefs[i]!
    if (top.kind === 'trainer' && top.playAsPokemon?.discardable && n > 1) {
      addAction(out, { type: 'discard-pokemon', target: refs[i]! }, `Discard ${targetDefs[i]!.name} from play`)
    }
  }
  if (canUseStadium(t, seat)) addAction(out, { type: 'use-stadium' }, `Use ${t.def(t.g.stadium!.uid).name}`)
  for (let i = 0; i < n; i++) {
    const abilities = targetDefs[i]!.abilities
    if (!abilities) continue
    const ref = refs[i]!
    for (let index = 0; index < abilities.length; index++) {
      const ab = abilities[index]!
      if (ab.use && canUseAbility(t, ref, index))
        addAction(out, { type: 'ability', source: ref, index }, `Use ${ab.name}`)
    }
  }
  // Abilities a Tool gives its Pokémon: the label names the Tool ("Use Star Order (Sky Seal Stone)").
  for (let i = 0; i < n; i++) {
    const ref = refs[i]!
    for (const { tool, index, ability } of t.toolAbilities(slots[i]!)) {
      if (ability.use && canUseAbility(t, ref, index, tool))
        addAction(out, { type: 'ability', source: ref, index, tool }, `Use ${ability.name} (${t.def(tool).name})`)
    }
  }
  // 2-on-2 Battle (Appendix A "Attack!"): each option names the attacking Active and the Defending Pokémon it attacks.
  const defenders = actives(t.player(other(seat))).map((s) => t.pokemon(s).name)
  // `usable(d)`: may the attack be used on Defending Pokémon `d` (an attack usable "only if the Defending Pokémon
  // is Asleep" is offered against the sleeping one only).
  const attackOption = (
    s: number,
    fields: { index: number; tm?: Uid },
    label: string,
    usable: (d: 0 | 1) => boolean,
  ): void => {
    if (defenders.length < 2 && a < 2) {
      if (usable(0)) addAction(out, { type: 'attack', ...fields }, `Attack: ${label}`)
      return
    }
    const who = a > 1 ? `${targetDefs[s]!.name}: ` : ''
    for (let d = 0; d < Math.max(1, defenders.length); d++) {
      if (!usable(d === 1 ? 1 : 0)) continue
      const on = defenders.length > 1 ? ` on ${defenders[d]!}` : ''
      addAction(
        out,
        { type: 'attack', ...fields, ...spotField('attacker', s), ...spotField('target', d) },
        `${who}Attack: ${label}${on}`,
      )
    }
  }
  for (let s = 0; s < a; s++) {
    // attacksOf, in its order, without building the list: the Active's own attacks (targetDefs[s]), then its TMs'.
    const ref = refs[s]!
    const own = targetDefs[s]!.attacks
    for (let index = 0; index < own.length; index++) {
      const attack = own[index]!
      attackOption(s, { index }, attack.name, (d) => canAttackWith(t, seat, attack, ref, d))
    }
    for (const tm of slots[s]!.tools) {
      const d = t.def(tm)
      if (d.kind !== 'trainer' || !d.attacks) continue
      for (let index = 0; index < d.attacks.length; index++) {
        const attack = d.attacks[index]!
        attackOption(s, { index, tm }, attack.name, (d) => canAttackWith(t, seat, attack, ref, d))
      }
    }
    for (const lender of lentAttackCards(t, ref)) {
      const d = t.def(lender)
      if (d.kind !== 'pokemon') continue
      for (let index = 0; index < d.attacks.length; index++) {
        const attack = d.attacks[index]!
        const label = `${attack.name} (${d.name})`
        attackOption(s, { index, tm: lender }, label, (on) => canAttackWith(t, seat, attack, ref, on))
      }
    }
  }
  // Attacks that can be used from the Bench (AttackDef.fromBench); a TM's attacks are the Active's only.
  for (let i = a; i < n; i++) {
    const ref = refs[i]!
    const own = targetDefs[i]!.attacks
    for (let index = 0; index < own.length; index++) {
      const attack = own[index]!
      if (attack.fromBench && ref.zone === 'bench' && canAttackWith(t, seat, attack, ref)) {
        addAction(
          out,
          { type: 'attack', index, from: ref.index },
          `Attack: ${attack.name} (Benched ${targetDefs[i]!.name})`,
        )
      }
    }
  }
  addAction(out, { type: 'end-turn' }, 'End turn')
  return out
}

const isToolCard = (d: TrainerDef): boolean => d.trainerKind === 'tool' || d.trainerKind === 'tm'

const isAttachable = (t: Table, d: TrainerDef): boolean =>
  t.rules.trainerSubtypes && (d.trainerKind === 'tool' || d.trainerKind === 'tm')

export function canBench(t: Table, seat: Seat, uid: Uid): boolean {
  const d = t.def(uid)
  const isBasic = (d.kind === 'pokemon' && d.stage === 'basic') || (d.kind === 'trainer' && !!d.playAsPokemon)
  if (!isBasic) return false
  if (d.kind === 'trainer') {
    // Playing it is playing a Trainer card: what blocks its kind (e.g. "can't play Item cards") blocks it too.
    if (blockedAs(t, seat, d)) return false
    if (d.canPlay && !d.canPlay(new EffectContext(t, { seat, card: uid }))) return false
  }
  return t.player(seat).bench.length < t.rules.benchSize && !!t.player(seat).active
}

/** The Stadium in play's once-per-turn action (TrainerDef.stadiumAction), for the player whose turn it is. */
export function canUseStadium(t: Table, seat: Seat): boolean {
  const st = t.g.stadium
  if (!st || t.player(seat).turn.stadiumUsed === st.uid) return false
  const d = t.def(st.uid)
  if (d.kind !== 'trainer' || !d.stadiumAction) return false
  return !d.stadiumAction.canUse || d.stadiumAction.canUse(new EffectContext(t, { seat, card: st.uid }))
}

/** E-1…E-4: exact name, in play since the start of the turn, not on the player's own first turn. */
export function canEvolve(t: Table, seat: Seat, d: PokemonDef, slot: PokemonSlot): boolean {
  if (!d.evolvesFrom) return false
  const ref = t.findSlot(t.top(slot))
  return !!ref && mayEvolve(t, seat, ref, slot) && evolvesFromName(t.def(t.top(slot)).name, d.evolvesFrom)
}

/** canEvolve's timing (E-2, E-3), whatever the Evolution card: not the owner's first turn, in play since the turn began. */
function mayEvolve(t: Table, seat: Seat, ref: SlotRef, slot: PokemonSlot): boolean {
  if (t.isFirstTurnOf(seat) && !t.evolvesOnFirstTurn(ref)) return false
  return slot.playedTurn < t.g.turn || t.evolvesOnPlayedTurn(ref) // same timing as Table.mayEvolveNow
}

/** N-6 with N-1/N-2: "Evolves from" matches by name, where level and δ are not part of the name. */
function evolvesFromName(name: string, evolvesFrom: string): boolean {
  return name === evolvesFrom || countingNameOf(name) === countingNameOf(evolvesFrom)
}

/**
 * A Trainer played as a Pokémon that says its owner may discard it during their turn (Clefairy Doll). Not offered
 * for the player's last Pokémon in play: that would lose the game on the spot (rules.md W-1 "no Pokémon").
 */
export function canDiscardFromPlay(t: Table, seat: Seat, slot: PokemonSlot): boolean {
  const d = t.def(t.top(slot))
  return d.kind === 'trainer' && !!d.playAsPokemon?.discardable && t.inPlay(seat).length > 1
}

/** An Energy card's own condition for the turn's attachment from the hand (EnergyDef.canAttach), if it has one. */
function canAttachEnergy(t: Table, seat: Seat, uid: Uid): boolean {
  const d = t.def(uid)
  return d.kind !== 'energy' || !d.canAttach || d.canAttach(new EffectContext(t, { seat, card: uid }))
}

export function canAttachTool(t: Table, seat: Seat, uid: Uid, slot: PokemonSlot): boolean {
  const d = t.def(uid) as TrainerDef
  // T-TOOL: at most 1 Tool per Pokémon (attached Items such as the 1999 PlusPower do not count)
  if (slot.tools.some((u) => isToolCard(t.def(u) as TrainerDef))) return false
  if (blockedAs(t, seat, d)) return false
  return !d.canPlay || d.canPlay(new EffectContext(t, { seat, card: uid }))
}

/** countingName, remembered per name (a pure function of the name; names are few). */
const COUNTING_NAMES = new Map<string, string>()
function countingNameOf(name: string): string {
  let n = COUNTING_NAMES.get(name)
  if (n === undefined) {
    n = countingName(name)
    COUNTING_NAMES.set(name, n)
  }
  return n
}

/** Is playing this Trainer blocked for `seat`, by any kind it counts as (a Tool is an Item in SWSH rules, C-5)? */
function blockedAs(t: Table, seat: Seat, d: TrainerDef): boolean {
  return trainerKindsUnder(t.rules, d).some((kind) => blockedTrainer(t, seat, kind))
}

function blockedTrainer(t: Table, seat: Seat, kind: string): boolean {
  if (!t.mayHaveHook('blocksTrainer')) return false
  let blocked = t.knownTrainerBlocked(seat, kind)
  if (blocked === undefined) {
    blocked = searchTrainerBlock(t, seat, kind)
    t.rememberTrainerBlocked(seat, kind, blocked)
  }
  return blocked
}

function searchTrainerBlock(t: Table, seat: Seat, kind: string): boolean {
  for (const [h, hc] of t.globalHooks()) if (h.blocksTrainer?.(hc, seat, kind)) return true
  for (const { ref } of t.allInPlay())
    for (const [h, hc] of t.hooksFor(ref)) if (h.blocksTrainer?.(hc, seat, kind)) return true
  return false
}

/** T-1…T-STAD and TS-4 per rule set. */
export function canPlayTrainer(t: Table, seat: Seat, uid: Uid): boolean {
  const d = t.def(uid)
  if (d.kind !== 'trainer') return false
  const flags = t.player(seat).turn
  const kind = t.rules.trainerSubtypes ? d.trainerKind : 'item'
  if (blockedAs(t, seat, d)) return false
  if (kind === 'supporter') {
    if (t.rules.supportersPerTurn !== null && flags.supporterPlayed) return false
    if (!t.rules.firstPlayerMaySupporterTurn1 && t.g.turn === 1) return false
  }
  if (kind === 'stadium') {
    if (t.rules.stadiumsPerTurn !== null && flags.stadiumPlayed) return false
    const st = t.g.stadium
    if (st && t.rules.stadiumSameNameBlocked && t.def(st.uid).name === d.name) return false
  }
  return !d.canPlay || d.canPlay(new EffectContext(t, { seat, card: uid }))
}

export function retreatCost(t: Table, seat: Seat, ref: SlotRef = activeRef(seat)): number {
  return t.retreatCostOf(ref)
}

/**
 * era row 10; `ref`: which Active, in a 2-on-2 Battle (the limit of retreats per turn is the player's,
 * Appendix A "Retreat!": "you can only retreat once per turn, even if you have two Active Pokémon in play").
 */
export function canRetreat(t: Table, seat: Seat, ref: SlotRef = activeRef(seat)): boolean {
  const p = t.player(seat)
  const slot = ref.zone === 'active' ? t.slot(ref) : null
  if (!slot || p.bench.length === 0) return false
  if (t.rules.retreatsPerTurn !== null && p.turn.retreats >= t.rules.retreatsPerTurn) return false
  if (p.turn.retreatBlocked) return false
  if (slot.conditions.rotation === 'asleep' || slot.conditions.rotation === 'paralyzed') return false
  if (t.mayHaveHook('canRetreat')) {
    for (const [h, hc] of t.hooksFor(ref)) if (h.canRetreat && !h.canRetreat(hc)) return false
    for (const [h, hc] of t.globalHooks()) if (h.canRetreat && !h.canRetreat(hc)) return false
  }
  if (t.mayHaveHook('othersCanRetreat')) {
    for (const holder of t.allInPlay()) {
      if (holder.slot === slot) continue
      for (const [h, hc] of t.hooksFor(holder.ref, false))
        if (h.othersCanRetreat && !h.othersCanRetreat(hc, ref)) return false
    }
  }
  const d = t.def(t.top(slot))
  if (d.kind === 'trainer' && d.playAsPokemon?.canRetreat === false) return false
  let units = 0
  for (const e of t.readAttachedEnergy(ref)) units += e.def.provides.length
  return units >= retreatCost(t, seat, ref)
}

/** `{ [key]: 1 }` for the second Active Spot, nothing for the first: actions in 1-on-1 stay as they were. */
function spotField<K extends 'from' | 'attacker' | 'target'>(key: K, spot: number): { [k in K]?: 1 } {
  return (spot === 1 ? { [key]: 1 } : {}) as { [k in K]?: 1 }
}

export interface AttackChoice {
  attack: AttackDef
  index: number
  tm?: Uid
}

/**
 * The attacks a Pokémon can choose from: its own (BREAK included via Table.pokemon), its TMs', and, given where it is
 * (`ref`), those of the cards its `usesAttacksOf` hooks lend it.
 */
export function attacksOf(t: Table, slot: PokemonSlot, ref?: SlotRef): AttackChoice[] {
  const out: AttackChoice[] = []
  const own = t.pokemon(slot).attacks
  for (let index = 0; index < own.length; index++) out.push({ attack: own[index]!, index })
  for (const uid of slot.tools) {
    const d = t.def(uid)
    if (d.kind === 'trainer' && d.attacks)
      for (let index = 0; index < d.attacks.length; index++) out.push({ attack: d.attacks[index]!, index, tm: uid })
  }
  for (const uid of ref ? lentAttackCards(t, ref) : []) {
    const d = t.def(uid)
    if (d.kind === 'pokemon')
      for (let index = 0; index < d.attacks.length; index++) out.push({ attack: d.attacks[index]!, index, tm: uid })
  }
  return out
}

/**
 * The cards whose attacks the Pokémon at `ref` may use as its own (`usesAttacksOf` hooks): one card of each
 * definition, in the order the hooks name them.
 */
export function lentAttackCards(t: Table, ref: SlotRef): Uid[] {
  const out: Uid[] = []
  const seen = new Set<string>()
  for (const [h, hc] of t.hooksWith('usesAttacksOf', ref))
    for (const uid of h.usesAttacksOf?.(hc) ?? []) {
      const id = t.def(uid).id
      if (seen.has(id)) continue
      seen.add(id)
      out.push(uid)
    }
  return out
}

/** ATK-a and TS-4: may the Active (or, for an attack usable from the Bench, the Pokémon at `ref`) use this attack now? */
/**
 * May the Pokémon at `ref` use `attack` now, against the opponent's Active Pokémon in spot `target` (a 2-on-2
 * Battle's second Active: 1)?
 */
export function canAttackWith(
  t: Table,
  seat: Seat,
  attack: AttackDef,
  ref: SlotRef = activeRef(seat),
  target: 0 | 1 = 0,
): boolean {
  const p = t.player(seat)
  const slot = t.slot(ref)
  if (!slot || !p.active) return false
  if (ref.zone === 'bench' && !attack.fromBench) return false
  if (t.g.turn === 1 && !t.rules.firstPlayerMayAttackTurn1) return false
  // The Active's Asleep or Paralyzed stops its attacks only (a Benched Pokémon has no Special Conditions).
  if (slot.conditions.rotation === 'asleep' || slot.conditions.rotation === 'paralyzed') return false
  if (t.mayHaveHook('canAttack')) {
    for (const [h, hc] of t.hooksFor(ref)) if (h.canAttack && !h.canAttack(hc, attack)) return false
    for (const [h, hc] of t.globalHooks()) if (h.canAttack && !h.canAttack(hc, attack)) return false
  }
  if (attack.oncePerGame === 'gx' && p.gxUsed) return false
  if (attack.oncePerGame === 'vstar' && p.vstarUsed) return false
  if (!canPay(attackCost(t, ref, attack), t.readAttachedUnits(ref))) return false
  const defending = target === 1 ? secondActiveRef(other(seat)) : activeRef(other(seat))
  if (
    attack.canUse &&
    !attack.canUse(new EffectContext(t, { seat, pokemon: ref, card: t.top(slot), attack, defending }))
  )
    return false
  return true
}

/**
 * The Energy cost of an attack by the Pokémon at `ref` now: as printed, changed by its own, table-wide and other
 * Pokémon's hooks. The changes are combined as the rules order them, not in the order the hooks are met (as the
 * Retreat Cost, `Table.retreatCostOf`): every increase first, then every reduction, so "costs [C] more" and "costs
 * [C] less for each …" add up (Radiant Charizard's Excited Heart under Dark Oath or Octolock); an effect that sets
 * the cost ("this Pokémon's attacks cost no Energy", Nidoking's Enthusiastic King) comes after them all and
 * overrides every increase (Sticky Jail). docs/engine.md, "Attack costs: increases, reductions, a set cost".
 */
export function attackCost(t: Table, ref: SlotRef, attack: AttackDef): EnergyType[] {
  if (!t.mayHaveHook('attackCost') && !t.mayHaveHook('othersAttackCost')) return attack.cost
  const changes: CostChange[] = []
  for (const [h, hc] of t.hooksFor(ref)) if (h.attackCost) changes.push((c) => h.attackCost!(hc, attack, c))
  for (const [h, hc] of t.globalHooks()) if (h.attackCost) changes.push((c) => h.attackCost!(hc, attack, c))
  if (t.mayHaveHook('othersAttackCost')) {
    const slot = t.mustSlot(ref)
    for (const holder of t.allInPlay()) {
      if (holder.slot === slot) continue
      for (const [h, hc] of t.hooksFor(holder.ref, false))
        if (h.othersAttackCost) changes.push((c) => h.othersAttackCost!(hc, ref, attack, c))
    }
  }
  return combineAttackCost(attack.cost, changes)
}

/** One hook's change of an attack's cost: the cost it is given in, the cost it makes of it out. */
type CostChange = (cost: EnergyType[]) => EnergyType[]

/**
 * The attack cost after `changes`. Each change is read on the printed cost and on the same cost with many Colorless
 * symbols more: one that gives the same cost for both sets the cost ("cost no Energy"); one that gives more symbols
 * is an increase, fewer a reduction (Excited Heart takes off Colorless symbols only, so the extra ones show its whole
 * reduction even where the printed cost has fewer). Increases are applied to the printed cost in the order met, then
 * reductions, then a set cost replaces the result (the cheapest if several).
 */
export function combineAttackCost(printed: EnergyType[], changes: readonly CostChange[]): EnergyType[] {
  if (changes.length === 0) return printed
  const probe: EnergyType[] = [...printed, ...Array<EnergyType>(COST_PROBE).fill('colorless')]
  const increases: CostChange[] = []
  const reductions: CostChange[] = []
  let set: EnergyType[] | null = null
  for (const change of changes) {
    const onProbe = change([...probe])
    const onPrinted = change([...printed])
    if (sameCost(onProbe, onPrinted)) {
      if (set === null || onPrinted.length < set.length) set = onPrinted
    } else if (onProbe.length > probe.length) increases.push(change)
    else if (onProbe.length < probe.length) reductions.push(change)
    else increases.push(change) // changes no count (none of our cards): kept in place before the reductions
  }
  if (set !== null) return set
  let cost = printed
  for (const change of increases) cost = change(cost)
  for (const change of reductions) cost = change(cost)
  return cost
}

/** More Colorless symbols than any cost and change of the game reach, so a reduction shows in full on the probe. */
const COST_PROBE = 20

const sameCost = (a: readonly EnergyType[], b: readonly EnergyType[]): boolean =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join()

/**
 * The Ability `index` of the Pokémon at `ref`: its own, or with `tool` the one that Tool, attached to it, gives it
 * (Table.toolAbilities); undefined if there is none.
 */
export function abilityAt(t: Table, ref: SlotRef, index: number, tool?: Uid): AbilityDef | undefined {
  const slot = t.slot(ref)
  if (!slot) return undefined
  if (tool === undefined) return t.pokemon(slot).abilities?.[index]
  return t.toolAbilities(slot).find((a) => a.tool === tool && a.index === index)?.ability
}

export function canUseAbility(t: Table, ref: SlotRef, index: number, tool?: Uid): boolean {
  const slot = t.slot(ref)
  if (!slot || slot.faceDown) return false
  const ab = abilityAt(t, ref, index, tool)
  // A Poké-Body is never used: it works through its hooks alone (AbilityDef.exKind).
  if (!ab?.use || ab.exKind === 'poke-body' || ab.onPlay || ab.onPrize || ab.onDraw) return false
  const p = t.player(ref.seat)
  if (t.abilityBlocked(ref, ab) || !t.abilityActive(ref, abilityOffWhen(ab))) return false
  if (ab.vstarPower && p.vstarUsed) return false
  if (abilityOncePerTurn(ab) && p.turn.abilitiesUsed.includes(abilityKey(t, ref, index, tool))) return false
  return !ab.canUse || ab.canUse(new EffectContext(t, abilitySource(t, ref, ab, tool)))
}

/** The source of an Ability's effect: the Pokémon using it, and the card printing it (its top card, or the Tool). */
export function abilitySource(t: Table, ref: SlotRef, ab: AbilityDef, tool?: Uid): EffectSource {
  return { seat: ref.seat, pokemon: ref, card: tool ?? t.top(t.mustSlot(ref)), ability: ab.name }
}

/** The key of an Ability's uses this turn (TurnFlags.abilitiesUsed): the Pokémon's top card, the Tool, the index. */
export function abilityKey(t: Table, ref: SlotRef, index: number, tool?: Uid): string {
  const top = t.top(t.mustSlot(ref))
  return tool === undefined ? `${top}:${index}` : `${top}:${index}@${tool}`
}

/**
 * Would mainOptions offer `a` now? The same checks for this one action, so the engine checks a picked option again
 * against the rules (a menu in a state from outside may have been tampered with) without building the whole menu,
 * which `step` would otherwise pay twice. Kept in step with buildMainOptions: every enumerated option must pass
 * (properties-tests/hostile-state.test.ts and the fuzzer's "every option accepted" hold them together).
 */
export function actionAllowed(t: Table, a: MainAction): boolean {
  return t.readOnly((r) => allowed(r, a))
}

function allowed(t: Table, a: unknown): boolean {
  if (!a || typeof a !== 'object') return false
  const act = a as MainAction
  const seat = t.g.current
  const p = t.player(seat)
  const inHand = (uid: unknown): uid is Uid => Number.isInteger(uid) && p.hand.includes(uid as Uid)
  // A reference to one of the current player's own Pokémon in play (as the menu builds them: never the opponent's).
  const ownSlot = (ref: unknown): PokemonSlot | null => {
    const r = ref as SlotRef | null
    if (!r || typeof r !== 'object' || r.seat !== seat) return null
    if (r.zone === 'active') return r.spot === 1 ? (p.secondActive ?? null) : r.spot === undefined ? p.active : null
    if (r.zone === 'bench' && Number.isInteger(r.index)) return p.bench[r.index] ?? null
    return null
  }
  switch (act.type) {
    case 'bench': {
      if (!Number.isInteger(act.card)) return false
      const d = t.def(act.card)
      if (p.discard.includes(act.card)) return playableVUnions(t, seat).some((v) => v.pieces[0] === act.card)
      if (!inHand(act.card)) return false
      if (d.kind === 'pokemon') return d.stage === 'basic' && p.bench.length < t.rules.benchSize && !!p.active
      return d.kind === 'trainer' && !!d.playAsPokemon && canBench(t, seat, act.card)
    }
    case 'evolve': {
      if (!inHand(act.card)) return false
      const d = t.def(act.card)
      const slot = ownSlot(act.target)
      if (d.kind !== 'pokemon' || !d.evolvesFrom || !slot) return false
      if (!mayEvolve(t, seat, act.target, slot)) return false
      const name = t.def(t.top(slot)).name
      return name === d.evolvesFrom || countingNameOf(name) === countingNameOf(d.evolvesFrom)
    }
    case 'attach-energy':
      return (
        inHand(act.card) &&
        t.def(act.card).kind === 'energy' &&
        !p.turn.energyAttached &&
        canAttachEnergy(t, seat, act.card) &&
        !!ownSlot(act.target) &&
        t.mayAttachEnergyFromHand(act.target)
      )
    case 'attach-tool': {
      if (!inHand(act.card)) return false
      const d = t.def(act.card)
      const slot = ownSlot(act.target)
      return d.kind === 'trainer' && isAttachable(t, d) && !!slot && canAttachTool(t, seat, act.card, slot)
    }
    case 'play-trainer': {
      if (!inHand(act.card)) return false
      const d = t.def(act.card)
      return d.kind === 'trainer' && !d.playAsPokemon && !isAttachable(t, d) && canPlayTrainer(t, seat, act.card)
    }
    case 'retreat': {
      if (act.from !== undefined && (act.from !== 1 || !p.secondActive)) return false
      const from = act.from === 1 ? secondActiveRef(seat) : activeRef(seat)
      return Number.isInteger(act.to) && act.to >= 0 && act.to < p.bench.length && canRetreat(t, seat, from)
    }
    case 'discard-pokemon': {
      const slot = ownSlot(act.target)
      return !!slot && canDiscardFromPlay(t, seat, slot)
    }
    case 'use-stadium':
      return canUseStadium(t, seat)
    case 'ability': {
      const slot = ownSlot(act.source)
      if (!slot || !Number.isInteger(act.index)) return false
      if (act.tool !== undefined && !(Number.isInteger(act.tool) && slot.tools.includes(act.tool))) return false
      return canUseAbility(t, act.source, act.index, act.tool)
    }
    case 'attack': {
      if (!p.active || !Number.isInteger(act.index)) return false
      // 2-on-2 Battle: the second Active attacks, or attacks the opponent's second Active, only when there is one.
      if (act.attacker !== undefined && (act.attacker !== 1 || !p.secondActive || act.from !== undefined)) return false
      if (act.target !== undefined && (act.target !== 1 || !t.player(other(seat)).secondActive)) return false
      const attackerRef = act.attacker === 1 ? secondActiveRef(seat) : activeRef(seat)
      const attacker = t.mustSlot(attackerRef)
      if (act.from !== undefined) {
        if (act.tm !== undefined || !Number.isInteger(act.from)) return false
        const slot = p.bench[act.from]
        const attack = slot && t.pokemon(slot).attacks[act.index]
        return !!attack && !!attack.fromBench && canAttackWith(t, seat, attack, benchRef(seat, act.from))
      }
      if (act.tm !== undefined) {
        if (!attacker.tools.includes(act.tm) && !lentAttackCards(t, attackerRef).includes(act.tm)) return false
        const d = t.def(act.tm)
        const attack = d.kind === 'trainer' || d.kind === 'pokemon' ? d.attacks?.[act.index] : undefined
        return !!attack && canAttackWith(t, seat, attack, attackerRef, act.target ?? 0)
      }
      const attack = t.pokemon(attacker).attacks[act.index]
      return !!attack && canAttackWith(t, seat, attack, attackerRef, act.target ?? 0)
    }
    case 'end-turn':
      return true
    default:
      return false
  }
}

/**
 * The heuristic policy H (research §1.7.2 item 3): scores every option of every kind of decision with cheap
 * features of the view, no simulation. It is the Normal level, Beginner with noise, the playout policy of the
 * search agents, and their fallback when time runs out.
 *
 * Main phase: actions that do not end the turn and score above zero are taken first (best first: bench a Basic when
 * the Active is alone, evolve, attach Energy toward an attack, useful Trainers, a retreat that brings in a better
 * attacker); then the best attack (a Knock Out first); then End turn. Never more than MAX_ACTIONS actions a turn,
 * never a second retreat in a turn, each Ability at most ABILITY_USES times a turn.
 */
import type {
  AttackDef,
  CardDb,
  CardDef,
  Decision,
  GameView,
  MainAction,
  Option,
  SlotRef,
  SlotView,
} from '../../engine'
import type { RngState } from '../../engine/rng'
import { nextU32 } from '../../engine/rng'
import {
  bestDamage,
  canKnockOut,
  defOf,
  disabled,
  estimateDamage,
  hpLeft,
  isBasicPokemonDef,
  payableAttacks,
  pokemonOf,
  prizesFor,
  readiness,
  slotAt,
  slotsOf,
  strongestDeficit,
  unitsOfCard,
  unitsOfSlot,
} from '../knowledge'
import { abilityScore, modernTrainerScore, stadiumActionScore, toolScore } from './modern-cards'

export const MAX_ACTIONS = 30
const ABILITY_USES = 1
/** Added to non-terminal actions worth doing, so they come before any attack. */
const BEFORE_ATTACK = 1000

/** What the policy remembers within one turn (the caller keeps it per seat). */
export interface TurnMemory {
  turn: number
  actions: number
  retreated: boolean
  uses: Record<string, number>
}

export const freshTurnMemory = (): TurnMemory => ({ turn: -1, actions: 0, retreated: false, uses: {} })

/** The score of benching a Basic while the Active is alone: a randomized level plays it for sure when it is the best. */
export const SAFETY_BENCH = 9000

export interface PolicyOptions {
  /** Softmax temperature over main-phase scores (0 = always the best). */
  temperature?: number
  /** Probability of a uniformly random legal answer to a non-main decision. */
  noise?: number
  /** Needed when temperature or noise is set. */
  rng?: RngState
}

/** Choose picks for `d` (the viewer's own decision). Updates `mem` in place. */
export function heuristicPicks(
  db: CardDb,
  view: GameView,
  d: Decision,
  mem: TurnMemory,
  opts: PolicyOptions = {},
): number[] {
  syncTurn(mem, view)
  if (d.ask === 'main') {
    const scores = mainScores(db, view, d, mem)
    const best = argMax(scores)
    // Randomness (the levels below Expert) never skips benching a Basic while the Active is alone: no level may lose
    // for lack of a Pokémon it could have benched (issue 6). Only that move scores exactly this (see mainScores).
    const i =
      opts.temperature && opts.rng && scores[best] !== SAFETY_BENCH + BEFORE_ATTACK
        ? softmaxPick(scores, opts.temperature, opts.rng)
        : best
    noteAction(view, d.options[i]!, mem)
    return [i]
  }
  if (opts.noise && opts.rng && uniform(opts.rng) < opts.noise) {
    const n = d.min + Math.floor(uniform(opts.rng) * (d.max - d.min + 1))
    return firstN(shuffled(d.options.length, opts.rng), Math.min(n, d.options.length))
  }
  return answer(db, view, d)
}

/** Start a fresh memory when a new turn has begun. */
export function syncTurn(mem: TurnMemory, view: GameView): void {
  if (mem.turn !== view.turn) {
    mem.turn = view.turn
    mem.actions = 0
    mem.retreated = false
    mem.uses = {}
  }
}

/** Record a main-phase action the agent took (counts, retreat, Ability uses). */
export function noteAction(view: GameView, o: Option, mem: TurnMemory): void {
  mem.actions++
  if (o.kind !== 'action') return
  const a = o.action
  if (a.type === 'retreat') mem.retreated = true
  if (a.type === 'ability') {
    const k = abilityKey(view, a)
    mem.uses[k] = (mem.uses[k] ?? 0) + 1
  }
}

const abilityKey = (view: GameView, a: Extract<MainAction, { type: 'ability' }>): string => {
  const slot = slotAt(view, a.source)
  const top = slot?.stack[slot.stack.length - 1]
  return `${top?.uid ?? -1}:${a.index}`
}

// ---------------------------------------------------------------- main phase

/** Score of every main-phase option (higher is better); the argmax is the policy's choice. */
export function mainScores(db: CardDb, view: GameView, d: Decision, mem: TurnMemory): number[] {
  const ctx = new MainCtx(db, view)
  const capped = mem.actions >= MAX_ACTIONS
  return d.options.map((o) => {
    if (o.kind !== 'action') return -1e6
    const a = o.action
    if (a.type === 'end-turn') return 0
    if (a.type === 'attack') return ctx.attackScore(a)
    if (capped) return -1e5
    const s = ctx.actionScore(a, mem)
    return s > 0 ? s + BEFORE_ATTACK : s
  })
}

/** What the main-phase scorers read (exported for the per-set knowledge in modern-cards.ts). */
export class MainCtx {
  readonly me
  readonly opp
  readonly active: SlotView | null
  readonly oppActive: SlotView | null
  constructor(
    readonly db: CardDb,
    readonly view: GameView,
  ) {
    this.me = view.me
    this.opp = view.opponent
    this.active = view.me.active
    this.oppActive = view.opponent.active
  }

  handDef(uid: number): CardDef | null {
    const c = this.me.hand?.find((h) => h.uid === uid)
    return c ? defOf(this.db, c.def) : null
  }

  handDefs(except?: number): CardDef[] {
    return (this.me.hand ?? []).filter((h) => h.uid !== except).flatMap((h) => defOf(this.db, h.def) ?? [])
  }

  get inPlay(): number {
    return (this.active ? 1 : 0) + this.me.bench.length
  }

  /** Can the Active attack now, and Knock Out the Defending Pokémon? */
  activeCanAttack(): boolean {
    return !disabled(this.active) && payableAttacks(this.db, this.active).length > 0
  }
  activeCanKO(extra = 0): boolean {
    return !disabled(this.active) && canKnockOut(this.db, this.view, this.active, this.oppActive, extra)
  }
  /** Would the opponent's Active Knock Out this Pokémon next turn (with one more Energy)? */
  threatened(slot: SlotView | null): boolean {
    return canKnockOut(this.db, this.view, this.oppActive, slot, 1)
  }

  actionScore(a: MainAction, mem: TurnMemory): number {
    switch (a.type) {
      case 'bench':
        return this.benchScore(a.card)
      case 'evolve': {
        const def = this.handDef(a.card)
        const stage = def?.kind === 'pokemon' && def.stage === 'stage2' ? 2 : 1
        return 600 + 40 * stage + (a.target.zone === 'active' ? 50 : 0)
      }
      case 'attach-energy':
        return this.attachScore(a.card, a.target)
      case 'play-trainer':
        return this.trainerScore(a.card)
      case 'attach-tool': {
        const tool = this.handDef(a.card)
        return (tool ? toolScore(this, tool.name, a.target) : undefined) ?? 120
      }
      case 'retreat':
        return this.retreatScore(a.to, mem)
      case 'discard-pokemon':
        return -50
      case 'use-stadium':
        return stadiumActionScore(this) ?? -10
      case 'ability': {
        const used = mem.uses[abilityKey(this.view, a)] ?? 0
        const pk = pokemonOf(this.db, slotAt(this.view, a.source))
        const name = pk?.abilities?.[a.index]?.name ?? ''
        if (name === 'Damage Swap' || name === 'Energy Trans') return -10
        const cap = name === 'Rain Dance' ? 4 : ABILITY_USES
        if (used >= cap) return -10
        return abilityScore(this, name, slotAt(this.view, a.source)) ?? 90
      }
      default:
        return -10
    }
  }

  benchScore(uid: number): number {
    const def = this.handDef(uid)
    if (!def) return -10
    if (def.kind === 'trainer') return this.inPlay <= 1 ? 500 : 10 // a Trainer played as a Pokémon (Clefairy Doll)
    if (this.inPlay <= 1) return SAFETY_BENCH // never be left without a Pokémon to promote
    const evoInHand = this.handDefs(uid).some((h) => h.kind === 'pokemon' && h.evolvesFrom === def.name)
    return 320 - 45 * this.me.bench.length + (evoInHand ? 60 : 0)
  }

  attachScore(uid: number, target: SlotRef): number {
    const slot = slotAt(this.view, target)
    const energy = this.handDef(uid)
    if (!slot || !energy) return -10
    const extra = unitsOfCard(this.db, energy.id)
    const r0 = readiness(this.db, slot)
    const r1 = readiness(this.db, slot, extra)
    const s0 = strongestDeficit(this.db, slot)
    const s1 = strongestDeficit(this.db, slot, extra)
    const isActive = target.zone === 'active'
    let s = 150 + 250 * (r0 - r1) + 120 * (s0 - s1)
    if (r0 === r1 && s0 === s1) s = 30
    if (isActive) {
      s += 60
      if (!this.activeCanKO() && canKnockOut(this.db, this.view, slot, this.oppActive, extra.length) && r1 === 0)
        s += 400
      // Energy on an Active about to be Knocked Out is lost with it.
      if (r1 > 0 && this.threatened(slot)) s -= 80
    } else {
      const pk = pokemonOf(this.db, slot)
      if (pk && this.handDefs(uid).some((h) => h.kind === 'pokemon' && h.evolvesFrom === pk.name)) s += 40
    }
    return s
  }

  retreatScore(to: number, mem: TurnMemory): number {
    if (mem.retreated || this.me.turn.retreats > 0 || !this.active) return -100
    const b = this.me.bench[to]
    if (!b) return -100
    const a = this.active
    const aAtk = this.activeCanAttack()
    const aKO = this.activeCanKO()
    const bAtk = readiness(this.db, b) === 0
    const bKO = canKnockOut(this.db, this.view, b, this.oppActive)
    const cost = pokemonOf(this.db, a)?.retreat ?? 1
    let s = -100
    if (!aKO && bKO) s = 450
    else if (!aAtk && bAtk) s = 300 + bestDamage(this.db, this.view, b, this.oppActive)
    else if (!aKO && bAtk && this.threatened(a) && !this.threatened(b) && a.damage > 0) s = 200
    else if (a.conditions.rotation === 'confused' && bAtk) s = 150
    return s - 40 * cost
  }

  attackScore(a: Extract<MainAction, { type: 'attack' }>): number {
    // An attack used from the Bench (AttackDef.fromBench) is the Benched Pokémon's.
    const act = a.from === undefined ? this.active : (this.me.bench[a.from] ?? null)
    if (!act) return 1
    const atk = this.attackDef(act, a)
    if (!atk) return 1
    const dmg = estimateDamage(this.db, this.view, act, atk, this.oppActive)
    const left = hpLeft(this.db, this.oppActive)
    const ko = !!this.oppActive && dmg >= left && left > 0
    let s = 100 + 2 * Math.min(dmg, Math.max(left, 10))
    const text = atk.text ?? ''
    if (/Paralyzed|Asleep|Confused|Poisoned/.test(text)) s += 25
    if (ko) {
      s += 400 + 200 * prizesFor(this.db, this.oppActive)
      if (this.opp.bench.length === 0 || this.opp.prizeCount <= prizesFor(this.db, this.oppActive)) s += 5000
    } else if (atk.payCost) s -= 40
    const self = /(\d+) damage to itself/i.exec(text)
    if (self) {
      const hurt = Number(self[1])
      s -= hurt
      if (hurt >= hpLeft(this.db, act) && !ko) s -= 400
    }
    if (dmg <= 0 && !/Paralyzed|Asleep|Confused|Poisoned|heal|Energy|draw|search/i.test(text)) s = 5
    return Math.max(1, s)
  }

  attackDef(act: SlotView, a: Extract<MainAction, { type: 'attack' }>): AttackDef | null {
    if (a.tm !== undefined) {
      const t = act.tools.find((x) => x.uid === a.tm)
      const def = t ? defOf(this.db, t.def) : null
      return def?.kind === 'trainer' ? (def.attacks?.[a.index] ?? null) : null
    }
    return pokemonOf(this.db, act)?.attacks[a.index] ?? null
  }

  trainerScore(uid: number): number {
    const def = this.handDef(uid)
    if (!def) return -10
    const others = (this.me.hand?.length ?? 1) - 1
    const act = this.active
    const oppAct = this.oppActive
    switch (def.name) {
      case 'Bill':
        return this.me.deckCount > 6 ? 400 : -20
      case 'Professor Oak':
        return this.me.deckCount < 15 ? -50 : others <= 2 ? 300 : others <= 3 ? 60 : -40
      case 'Impostor Professor Oak':
        return this.opp.handCount >= 7 ? 100 : -50
      case 'Computer Search':
        return others >= 3 && this.me.deckCount > 5 ? 150 : -20
      case 'Item Finder':
        return others >= 3 && this.view.me.discard.some((c) => defOf(this.db, c.def)?.kind === 'trainer') ? 60 : -20
      case 'Energy Retrieval':
        return others >= 2 && this.view.me.discard.filter((c) => defOf(this.db, c.def)?.kind === 'energy').length >= 2
          ? 120
          : -20
      case 'Pokémon Breeder':
        return 650
      case 'Energy Removal':
        return oppAct && oppAct.energy.length > 0 ? 300 : this.opp.bench.some((b) => b.energy.length > 0) ? 100 : -20
      case 'Super Energy Removal': {
        const mine = slotsOf(this.me).reduce((n, s) => n + s.slot.energy.length, 0)
        return oppAct && oppAct.energy.length >= 2 && mine >= 2 ? 220 : -20
      }
      case 'PlusPower':
        if (!this.activeCanAttack()) return -10
        return !this.activeCanKO() && canKnockOutPlus(this.db, this.view, act, oppAct, 10) ? 500 : 30
      case 'Defender':
        return act && this.threatened(act) ? 160 : -10
      case 'Potion': {
        const worst = this.mostDamaged()
        return worst && worst.damage >= 20 ? 180 + (worst === act ? 40 : 0) : -10
      }
      case 'Super Potion': {
        const worst = this.mostDamaged()
        return worst && worst.damage >= 40 && worst.energy.length > 0 && worst.energy.length <= 2 ? 170 : -10
      }
      case 'Full Heal':
        return act && (act.conditions.rotation || act.conditions.poisoned || act.conditions.burned) ? 220 : -10
      case 'Switch': {
        if (!act) return -10
        const stuck = disabled(act) || act.conditions.rotation === 'confused' || !this.activeCanAttack()
        const better = this.me.bench.some((b) => readiness(this.db, b) === 0)
        return stuck && better && !this.activeCanKO() ? 350 : -20
      }
      case 'Gust of Wind': {
        if (!this.activeCanAttack() || this.activeCanKO()) return -20
        const ko = this.opp.bench.some((b) => canKnockOut(this.db, this.view, act, b))
        return ko ? 480 : -20
      }
      case 'Revive':
        return this.inPlay <= 2 ? 200 : 40
      case 'Pokédex':
      case 'Lass':
      case 'Maintenance':
      case 'Pokémon Trader':
      case 'Pokémon Center':
      case 'Pokémon Flute':
      case 'Devolution Spray':
      case 'Scoop Up':
        return -30
      default:
        return modernTrainerScore(this, def.name) ?? 60
    }
  }

  mostDamaged(): SlotView | null {
    let best: SlotView | null = null
    for (const { slot } of slotsOf(this.me)) if (!best || slot.damage > best.damage) best = slot
    return best
  }
}

function canKnockOutPlus(
  db: CardDb,
  view: GameView,
  att: SlotView | null,
  def: SlotView | null,
  plus: number,
): boolean {
  if (!att || !def) return false
  const left = hpLeft(db, def)
  return left > 0 && bestDamage(db, view, att, def) > 0 && bestDamage(db, view, att, def) + plus >= left
}

// ---------------------------------------------------------------- other decisions

function answer(db: CardDb, view: GameView, d: Decision): number[] {
  const opts = d.options
  switch (d.ask) {
    case 'setup-active':
      return [argMax(opts.map((o) => (o.kind === 'card' ? setupActiveScore(db, o.def) : 0)))]
    case 'setup-bench':
      return firstN(range(opts.length), Math.max(d.min, Math.min(d.max, opts.length)))
    case 'first-player':
      return [
        Math.max(
          0,
          opts.findIndex((o) => o.kind === 'choice' && o.value === 'first'),
        ),
      ]
    case 'mulligan-draws': {
      // Draw them all unless the deck is thin.
      const cap = view.me.deckCount > 20 ? Infinity : 0
      return [argMax(opts.map((o) => (o.kind === 'number' ? (o.value <= cap ? o.value : -o.value) : 0)))]
    }
    case 'promote':
      return [argMax(opts.map((o) => (o.kind === 'slot' ? promoteScore(db, view, o.ref) : 0)))]
    case 'take-prize':
      return range(d.min)
    case 'discard-energy':
      return [argMax(opts.map((o) => (o.kind === 'cards' ? keepEnergyScore(db, view, o.uids) : 0)))]
    case 'choose-cards':
      return chooseCards(db, view, d)
    case 'choose-target':
      return chooseTarget(db, view, d)
    case 'yes-no':
      return [0]
    case 'choose':
      return [chooseOne(db, view, d)]
    case 'order':
      return range(opts.length)
    default:
      return range(Math.min(Math.max(d.min, 1), opts.length))
  }
}

function setupActiveScore(db: CardDb, id: string): number {
  const def = defOf(db, id)
  if (!def || def.kind !== 'pokemon') return 0
  const cheapest = def.attacks.reduce((m, a) => Math.min(m, a.cost.length), 9)
  return def.hp + (cheapest <= 1 ? 40 : 0) - 10 * def.retreat
}

/** The Pokémon that can attack (a Knock Out first), and that survives the Defending Pokémon's answer. */
export function promoteScore(db: CardDb, view: GameView, ref: SlotRef): number {
  const slot = slotAt(view, ref)
  if (!slot) return -1e6
  const oppAct = (ref.seat === view.me.seat ? view.opponent : view.me).active
  let s = hpLeft(db, slot) / 10
  const r = readiness(db, slot)
  if (r === 0) s += 300 + bestDamage(db, view, slot, oppAct)
  else s -= 60 * r
  if (canKnockOut(db, view, slot, oppAct)) s += 400
  if (canKnockOut(db, view, oppAct, slot, 1)) s -= 150
  return s
}

/** How good it is to keep what remains after discarding `uids` from the Pokémon holding them. */
function keepEnergyScore(db: CardDb, view: GameView, uids: number[]): number {
  const holder = findHolder(view, uids[0])
  if (!holder) return 0
  const gone = new Set(uids)
  const rest: SlotView = { ...holder.slot, energy: holder.slot.energy.filter((e) => !gone.has(e.uid)) }
  const cost = readiness(db, rest) * 100 + strongestDeficit(db, rest) * 60 + uids.length * 5
  return holder.mine ? -cost : cost
}

function findHolder(view: GameView, uid: number | undefined): { slot: SlotView; mine: boolean } | null {
  if (uid === undefined) return null
  for (const side of [view.me, view.opponent]) {
    for (const { slot } of slotsOf(side))
      if (slot.energy.some((e) => e.uid === uid)) return { slot, mine: side === view.me }
  }
  return null
}

const LOSE = /discard|shuffle .*into your deck|trade away/i
const POWER_UP = /\d+ (more )?damage (each|for each)/i

function chooseCards(db: CardDb, view: GameView, d: Decision): number[] {
  // "Discard … (N damage each)": discarding powers the attack up, so give as many as allowed.
  const lose = LOSE.test(d.text) && !POWER_UP.test(d.text)
  const values = d.options.map((o) => (o.kind === 'card' ? cardValue(db, view, o.uid, o.def) : 0))
  const order = range(d.options.length).sort((a, b) => values[b]! - values[a]!) // most valuable first
  const n = lose ? d.min : d.max
  // Losing our own cards: the least valuable; losing theirs (values are negated for theirs): the same rule.
  return firstN(lose ? order.reverse() : order, Math.max(d.min, Math.min(n, d.options.length)))
}

/** How much the viewer wants this card where it is (negative for the opponent's cards). */
function cardValue(db: CardDb, view: GameView, uid: number, id: string): number {
  const holder = findHolder(view, uid)
  if (holder) {
    const rest: SlotView = { ...holder.slot, energy: holder.slot.energy.filter((e) => e.uid !== uid) }
    const v =
      10 +
      50 * (readiness(db, rest) - readiness(db, holder.slot)) +
      30 * (strongestDeficit(db, rest) - strongestDeficit(db, holder.slot))
    const active = holder.slot === view.me.active || holder.slot === view.opponent.active
    return (holder.mine ? 1 : -1) * (v + (active ? 20 : 0))
  }
  const def = defOf(db, id)
  if (!def) return 0
  const me = view.me
  const inPlay = slotsOf(me)
  if (isBasicPokemonDef(def)) return 60 + (inPlay.length <= 1 ? 120 : 0) - 8 * me.bench.length
  if (def.kind === 'pokemon') {
    const base = inPlay.some(({ slot }) => pokemonOf(db, slot)?.name === def.evolvesFrom)
    return 70 + (base ? 80 : 0)
  }
  if (def.kind === 'energy') {
    const wanted = inPlay.some(({ slot }) => {
      const pk = pokemonOf(db, slot)
      return !!pk && readiness(db, slot) > 0 && readiness(db, slot, def.provides) < readiness(db, slot)
    })
    return 50 + (wanted ? 40 : 0) + (def.basic ? 0 : 10)
  }
  switch (def.name) {
    case 'Bill':
    case 'Professor Oak':
    case 'Computer Search':
    case 'Pokémon Breeder':
    case 'Gust of Wind':
    case 'PlusPower':
    case 'Energy Removal':
    case 'Super Energy Removal':
      return 65
    case 'Switch':
    case 'Potion':
    case 'Super Potion':
    case 'Revive':
    case 'Defender':
      return 45
    default:
      return 20
  }
}

function chooseTarget(db: CardDb, view: GameView, d: Decision): number[] {
  if (d.options.length === 0 || d.max === 0) return []
  const text = d.text
  const scores = d.options.map((o) => {
    if (o.kind !== 'slot') return 0
    const slot = slotAt(view, o.ref)
    if (!slot) return -1e6
    const mine = o.ref.seat === view.me.seat
    const active = o.ref.zone === 'active'
    if (mine) {
      if (/heal|pick up/i.test(text)) return slot.damage + (active ? 5 : 0)
      if (/discard an Energy/i.test(text)) return -slot.energy.length
      if (/Defender/i.test(text)) return active ? 100 : slot.damage
      // Switching in or choosing where things go: the readiest Pokémon.
      return (active ? 20 : 0) - 40 * readiness(db, slot) + hpLeft(db, slot) / 10
    }
    // The opponent's Pokémon: one we can Knock Out first, then the most Energy (removal) or the weakest.
    const ko = canKnockOut(db, view, view.me.active, slot) ? 500 + 100 * prizesFor(db, slot) : 0
    if (/Energy/i.test(text)) return ko / 10 + 30 * unitsOfSlot(db, slot).length + (active ? 20 : 0)
    const stuck = /Bench|switch/i.test(text) ? 10 * (pokemonOf(db, slot)?.retreat ?? 0) - 40 * readiness(db, slot) : 0
    return ko + stuck - hpLeft(db, slot) / 10 + (active ? 5 : 0)
  })
  if (d.min === 0 && scores.every((s) => s <= -1e6)) return []
  return [argMax(scores)]
}

/** Labels that name attacks of the Defending Pokémon (Metronome, Amnesia): the strongest one. */
function chooseOne(db: CardDb, view: GameView, d: Decision): number {
  const oppPk = pokemonOf(db, view.opponent.active)
  if (!oppPk) return 0
  const dmg = d.options.map((o) => {
    const atk = oppPk.attacks.find((a) => a.name === o.label)
    return atk ? 1 + (atk.damage ?? 0) : 0
  })
  return dmg.some((x) => x > 0) ? argMax(dmg) : 0
}

// ---------------------------------------------------------------- small helpers

export function argMax(xs: readonly number[]): number {
  let best = 0
  for (let i = 1; i < xs.length; i++) if (xs[i]! > xs[best]!) best = i
  return best
}

const range = (n: number): number[] => Array.from({ length: Math.max(0, n) }, (_, i) => i)
const firstN = (xs: number[], n: number): number[] => xs.slice(0, Math.max(0, n))

export const uniform = (rng: RngState): number => nextU32(rng) / 0x100000000

function shuffled(n: number, rng: RngState): number[] {
  const xs = range(n)
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(uniform(rng) * (i + 1))
    const t = xs[i]!
    xs[i] = xs[j]!
    xs[j] = t
  }
  return xs
}

/** Sample an index with probability ∝ exp(score / τ). */
export function softmaxPick(scores: readonly number[], tau: number, rng: RngState): number {
  const m = Math.max(...scores)
  const w = scores.map((s) => Math.exp((s - m) / tau))
  const total = w.reduce((a, b) => a + b, 0)
  let r = uniform(rng) * total
  for (let i = 0; i < w.length; i++) {
    r -= w[i]!
    if (r <= 0) return i
  }
  return w.length - 1
}

/**
 * Main-phase scores of the heuristic policy: every option of the main menu gets a number, higher is better.
 * Actions that do not end the turn and score above zero come first (best first: bench a Basic when the Active is
 * alone, evolve, attach Energy toward an attack, useful Trainers, a retreat that brings in a better attacker); then
 * the best attack (a Knock Out first); then End turn. Never more than MAX_ACTIONS actions a turn, never a second
 * retreat in a turn, each Ability at most ABILITY_USES times a turn unless its card hint says otherwise. A VSTAR
 * Power or GX attack waits for a turn it matters (once-per-game.ts).
 */
import type { AttackDef, CardDb, Decision, GameView, MainAction, SlotRef, SlotView, TrainerDef } from '../../../engine'
import {
  bestDamage,
  canKnockOut,
  defOf,
  estimateDamage,
  hpLeft,
  pokemonOf,
  prizesFor,
  readiness,
  slotAt,
  strongestDeficit,
  unitsOfCard,
} from '../knowledge'
import { MainCtx } from './main-context'
import { abilityKey, type TurnMemory } from './turn-memory'
import { holdOncePerGameAttacks, type AttackOption } from './once-per-game'
import { NO_HINTS, abilityScore, abilityUses, stadiumActionScore, toolScore, trainerScore, type Hints } from './hints'

export const MAX_ACTIONS = 30
const ABILITY_USES = 1
/** Added to non-terminal actions worth doing, so they come before any attack. */
export const BEFORE_ATTACK = 1000
/** The score of benching a Basic while the Active is alone: a randomized level plays it for sure when it is the best. */
export const SAFETY_BENCH = 9000

/**
 * Score of every main-phase option (higher is better); the argmax is the policy's choice. `hints`: the card hints of
 * the game's sets (none: every card gets the defaults).
 */
export function mainScores(
  db: CardDb,
  view: GameView,
  d: Decision,
  mem: TurnMemory,
  hints: Hints = NO_HINTS,
): number[] {
  const ctx = new MainCtx(db, view, hints)
  const capped = mem.actions >= MAX_ACTIONS
  const attacks = new Map<number, AttackOption>()
  const scores = d.options.map((o, i) => {
    if (o.kind !== 'action') return -1e6
    const a = o.action
    if (a.type === 'end-turn') return 0
    if (a.type === 'attack') {
      const option = attackOption(ctx, a)
      attacks.set(i, option)
      return option.score
    }
    if (capped) return -1e5
    const s = actionScore(ctx, a, mem)
    return s > 0 ? s + BEFORE_ATTACK : s
  })
  return holdOncePerGameAttacks(scores, attacks)
}

function actionScore(c: MainCtx, a: MainAction, mem: TurnMemory): number {
  switch (a.type) {
    case 'bench':
      return benchScore(c, a.card)
    case 'evolve': {
      const def = c.handDef(a.card)
      const stage = def?.kind === 'pokemon' && def.stage === 'stage2' ? 2 : 1
      return 600 + 40 * stage + (a.target.zone === 'active' ? 50 : 0)
    }
    case 'attach-energy':
      return attachScore(c, a.card, a.target)
    case 'play-trainer': {
      const def = c.handDef(a.card)
      if (!def) return -10
      return trainerScore(c, def.name) ?? 60
    }
    case 'attach-tool': {
      const tool = c.handDef(a.card)
      return (tool ? toolScore(c, tool.name, a.target) : undefined) ?? 120
    }
    case 'retreat':
      return retreatScore(c, a.to, mem)
    case 'discard-pokemon':
      return -50
    case 'use-stadium':
      return stadiumActionScore(c) ?? -10
    case 'ability': {
      const used = mem.uses[abilityKey(c.view, a)] ?? 0
      // The card printing the Ability: the Pokémon, or the Tool attached to it (hinted under the Tool's name).
      const card = a.tool !== undefined ? toolDef(c, a.source, a.tool) : pokemonOf(c.db, slotAt(c.view, a.source))
      const ab = card?.abilities?.[a.index]
      const name = ab?.name ?? ''
      if (used >= (abilityUses(c.hints, card?.name ?? '', name) ?? ABILITY_USES)) return -10
      // A VSTAR Power Ability waits for its hint to call the moment (once-per-game.ts).
      const fallback = ab?.vstarPower ? -10 : 90
      return abilityScore(c, card?.name ?? '', name, slotAt(c.view, a.source)) ?? fallback
    }
    default:
      return -10
  }
}

/** The definition of the Tool `tool` attached to the Pokémon at `source`, if it is there. */
function toolDef(c: MainCtx, source: SlotRef, tool: number): TrainerDef | null {
  const ref = slotAt(c.view, source)?.tools.find((t) => t.uid === tool)
  const d = ref ? c.def(ref.def) : null
  return d?.kind === 'trainer' ? d : null
}

function benchScore(c: MainCtx, uid: number): number {
  const def = c.handDef(uid)
  if (!def) return -10
  if (def.kind === 'trainer') return c.inPlay <= 1 ? 500 : 10 // a Trainer played as a Pokémon (Clefairy Doll)
  if (c.inPlay <= 1) return SAFETY_BENCH // never be left without a Pokémon to promote
  const evoInHand = c.handDefs(uid).some((h) => h.kind === 'pokemon' && h.evolvesFrom === def.name)
  return 320 - 45 * c.me.bench.length + (evoInHand ? 60 : 0)
}

function attachScore(c: MainCtx, uid: number, target: SlotRef): number {
  const slot = slotAt(c.view, target)
  const energy = c.handDef(uid)
  if (!slot || !energy) return -10
  const extra = unitsOfCard(c.db, energy.id)
  const r0 = readiness(c.db, slot)
  const r1 = readiness(c.db, slot, extra)
  const s0 = strongestDeficit(c.db, slot)
  const s1 = strongestDeficit(c.db, slot, extra)
  const isActive = target.zone === 'active'
  let s = 150 + 250 * (r0 - r1) + 120 * (s0 - s1)
  if (r0 === r1 && s0 === s1) s = 30
  if (isActive) {
    s += 60
    if (!c.activeCanKO() && canKnockOut(c.db, c.view, slot, c.oppActive, extra.length) && r1 === 0) s += 400
    // Energy on an Active about to be Knocked Out is lost with it.
    if (r1 > 0 && c.threatened(slot)) s -= 80
  } else {
    const pk = pokemonOf(c.db, slot)
    if (pk && c.handDefs(uid).some((h) => h.kind === 'pokemon' && h.evolvesFrom === pk.name)) s += 40
  }
  return s
}

function retreatScore(c: MainCtx, to: number, mem: TurnMemory): number {
  if (mem.retreated || c.me.turn.retreats > 0 || !c.active) return -100
  const b = c.me.bench[to]
  if (!b) return -100
  const a = c.active
  const aAtk = c.activeCanAttack()
  const aKO = c.activeCanKO()
  const bAtk = readiness(c.db, b) === 0
  const bKO = canKnockOut(c.db, c.view, b, c.oppActive)
  const cost = pokemonOf(c.db, a)?.retreat ?? 1
  let s = -100
  if (!aKO && bKO) s = 450
  else if (!aAtk && bAtk) s = 300 + bestDamage(c.db, c.view, b, c.oppActive)
  else if (!aKO && bAtk && c.threatened(a) && !c.threatened(b) && a.damage > 0) s = 200
  else if (a.conditions.rotation === 'confused' && bAtk) s = 150
  return s - 40 * cost
}

function attackOption(c: MainCtx, a: Extract<MainAction, { type: 'attack' }>): AttackOption {
  // An attack used from the Bench (AttackDef.fromBench) is the Benched Pokémon's.
  const act = a.from === undefined ? c.active : (c.me.bench[a.from] ?? null)
  const atk = act ? attackDef(c, act, a) : null
  if (!act || !atk) return { score: 1, ko: false, power: undefined }
  const { score, ko } = attackScore(c, act, atk)
  return { score, ko, power: atk.oncePerGame }
}

function attackScore(c: MainCtx, act: SlotView, atk: AttackDef): { score: number; ko: boolean } {
  const dmg = estimateDamage(c.db, c.view, act, atk, c.oppActive)
  const left = hpLeft(c.db, c.oppActive)
  const ko = !!c.oppActive && dmg >= left && left > 0
  let s = 100 + 2 * Math.min(dmg, Math.max(left, 10))
  const text = atk.text ?? ''
  if (/Paralyzed|Asleep|Confused|Poisoned/.test(text)) s += 25
  if (ko) {
    s += 400 + 200 * prizesFor(c.db, c.oppActive)
    if (c.opp.bench.length === 0 || c.opp.prizeCount <= prizesFor(c.db, c.oppActive)) s += 5000
  } else if (atk.payCost) s -= 40
  const self = /(\d+) damage to itself/i.exec(text)
  if (self) {
    const hurt = Number(self[1])
    s -= hurt
    if (hurt >= hpLeft(c.db, act) && !ko) s -= 400
  }
  if (dmg <= 0 && !/Paralyzed|Asleep|Confused|Poisoned|heal|Energy|draw|search/i.test(text)) s = 5
  return { score: Math.max(1, s), ko }
}

/**
 * The attack an attack action names: the Pokémon's own, a Technical Machine's attached to it, or one a card in the
 * discard pile lends it (Ditto's Sudden Transformation).
 */
function attackDef(c: MainCtx, act: SlotView, a: Extract<MainAction, { type: 'attack' }>): AttackDef | null {
  if (a.tm !== undefined) {
    const t = act.tools.find((x) => x.uid === a.tm) ?? c.view.me.discard.find((x) => x.uid === a.tm)
    const def = t ? defOf(c.db, t.def) : null
    return def?.kind === 'trainer' || def?.kind === 'pokemon' ? (def.attacks?.[a.index] ?? null) : null
  }
  return pokemonOf(c.db, act)?.attacks[a.index] ?? null
}

/**
 * Main-phase scores of the heuristic policy: every option of the main menu gets a number, higher is better.
 * Actions that do not end the turn and score above zero come first (best first: bench a Basic when the Active is
 * alone, evolve, attach Energy toward an attack, useful Trainers, a retreat that brings in a better attacker); then
 * the best attack (a Knock Out first); then End turn. Never more than MAX_ACTIONS actions a turn, never a second
 * retreat in a turn, each Ability at most ABILITY_USES times a turn unless its card hint says otherwise. A VSTAR
 * Power or GX attack waits for a turn it matters (once-per-game.ts). No option the blunder guard condemns is left a
 * chance (blunder-guard.ts).
 */
import type { AttackDef, CardDb, Decision, GameView, MainAction, SlotRef, SlotView, TrainerDef } from '../../engine'
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
  unitsOfCard,
} from '../knowledge'
import { goalDeficit, keptForHandAttack } from '../energy-goal'
import { knockOutChance } from '../coin-odds'
import { drawnUpTo } from '../draw-up-to'
import { followUp, planSpread, spreadOf, spreadPrizesInReach } from '../spread'
import { MainCtx } from './main-context'
import { healsBetweenTurns, progress } from './progress'
import { deckToSpare } from './deck-budget'
import { attackerOf, defenderOf, threatOf } from '../actives'
import { abilityKey, type TurnMemory } from './turn-memory'
import { holdOncePerGameAttacks, type AttackOption } from './once-per-game'
import { BLUNDER, guardBlunders } from './blunder-guard'
import { FULL_HAND } from './hint-kinds'
import { LONE_DRAW_BONUS, alone, mayFindPokemon } from './lone-pokemon'
import { NO_MISJUDGEMENTS, attackRatherThanEnd, printedDamageView, type Misjudgements } from './misjudge'
import { NO_HINTS, abilityScore, abilityUses, stadiumActionScore, toolScore, trainerScore, type Hints } from './hints'

export const MAX_ACTIONS = 30
const ABILITY_USES = 1
/** Added to non-terminal actions worth doing, so they come before any attack. */
export const BEFORE_ATTACK = 1000
/** The score of benching a Basic while the Active is alone: a randomized level plays it for sure when it is the best. */
export const SAFETY_BENCH = 9000
/** A Benched attacker this much stronger (damage to the Defending Pokémon) than the Active is worth a retreat. */
const STRONGER_BY = 40
/** Cards left in the deck below which an attack that only draws or searches is not worth the turn. */
const THIN_DECK = 10
/** Added to the attachment the Energy plan picks (energy-goal.ts `energyPlanTarget`): more than a Pokémon made ready. */
const PLAN_BONUS = 500
const handSize = (c: MainCtx): number => c.me.hand?.length ?? 0

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
  misjudge: Misjudgements = NO_MISJUDGEMENTS,
): number[] {
  // A level that misjudges (misjudge.ts) scores the table as it reads it; the guard below judges the real one.
  const seen = misjudge.printedDamage ? printedDamageView(view) : view
  const ctx = new MainCtx(db, seen, hints, misjudge)
  const capped = mem.actions >= MAX_ACTIONS
  const attacks = new Map<number, AttackOption>()
  // One Pokémon in play and none to bench: a Knock Out ends the game, so finding a Pokémon comes first (lone-pokemon.ts).
  const lone = alone(ctx.inPlay, d)
  const scores = d.options.map((o, i) => {
    if (o.kind !== 'action') return -1e6
    const a = o.action
    if (a.type === 'end-turn') return 0
    if (a.type === 'attack') {
      const option = misjudge.firstAttack
        ? firstAttackFirst(attackOption(ctx, a, lone), a.index)
        : attackOption(ctx, a, lone)
      attacks.set(i, option)
      return option.score
    }
    if (capped) return -1e5
    const s = actionScore(ctx, a, mem)
    return s > 0 ? s + BEFORE_ATTACK : s
  })
  // Whatever the scores say, never a blunder (blunder-guard.ts).
  const guarded = guardBlunders(db, view, d, mem, holdOncePerGameAttacks(scores, attacks))
  return misjudge.alwaysAttacks ? attackRatherThanEnd(db, view, d, guarded, BLUNDER) : guarded
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
      return retreatScore(c, a.to, a.from, mem)
    case 'discard-pokemon':
      return -50
    case 'use-stadium':
      return stadiumActionScore(c) ?? -10
    case 'ability': {
      // A beginner forgets the Abilities its Pokémon have (misjudge.ts): it plays its cards, not its Pokémon's text.
      if (c.misjudge.forgetsAbilities) return -10
      const used = mem.uses[abilityKey(c.view, a)] ?? 0
      // The card printing the Ability: the Pokémon, or the Tool attached to it (hinted under the Tool's name).
      const card = a.tool !== undefined ? toolDef(c, a.source, a.tool) : pokemonOf(c.db, slotAt(c.view, a.source))
      const ab = card?.abilities?.[a.index]
      const name = ab?.name ?? ''
      if (used >= (abilityUses(c.hints, card?.name ?? '', name) ?? ABILITY_USES)) return -10
      // A VSTAR Power Ability waits for card sense to call the moment (card-sense/vstar-sense.ts).
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
  // Toward the strongest attack it may still use, as done in this position (energy-goal.ts): a VSTAR Power attack
  // printed with no damage counts, a spent one does not.
  const s0 = goalDeficit(c.db, c.view, slot)
  const s1 = goalDeficit(c.db, c.view, slot, extra)
  const isActive = target.zone === 'active'
  // An attack that discards such Energy from the hand for its damage wants it there (energy-goal.ts).
  if (keptForHandAttack(c.db, c.view, energy)) return -10
  let s = 150 + 250 * (r0 - r1) + 120 * (s0 - s1)
  if (r0 === r1 && s0 === s1) s = 30
  // A beginner's habit (misjudge.ts): a little Energy for everyone, the Pokémon with the fewest first.
  else if (c.misjudge.spreadEnergy) s = 400 - 100 * slot.energy.length
  // The Energy plan (energy-goal.ts): the Active's goal attack first, else one Benched successor at a time. A level
  // that misjudges where Energy goes (to the Active, or spread) keeps its habit instead.
  const planned = !c.misjudge.spreadEnergy && !c.misjudge.energyToActive && c.energyPlanFor(energy.id) === slot
  if (isActive) {
    s += 60
    // A beginner's habit (misjudge.ts): Energy goes to the Pokémon in front, whatever is being built on the Bench.
    if (c.misjudge.energyToActive && (r0 !== r1 || s0 !== s1)) s += 300
    if (!c.activeCanKO() && c.knocksOutADefender(slot, extra.length) && r1 === 0) s += 400
    else if (spreadPrizes(c, slot, extra.length) > spreadPrizes(c, slot, 0)) s += 400
    // Energy on an Active about to be Knocked Out is lost with it.
    if (r1 > 0 && c.threatened(slot)) s -= 80
    // An Active that does no damage, with a Benched attacker ready: Energy toward its Retreat Cost frees the way.
    if (towardRetreat(c, slot)) s = Math.max(s, 700)
    // An Active about to retreat to safety (retreatScore's rule) would pay with this Energy or leave it behind: attach
    // after the retreat, to the Pokémon that comes in (blunders (a): "retreat after attaching to it").
    else if (retreatsToSafety(c, slot) || retreatsForProgress(c, slot)) return -10
  } else {
    const pk = pokemonOf(c.db, slot)
    if (pk && c.handDefs(uid).some((h) => h.kind === 'pokemon' && h.evolvesFrom === pk.name)) s += 40
  }
  return planned ? s + PLAN_BONUS : s
}

/**
 * The Active `a` makes no progress on the Defending Pokémon (progress.ts: it only searches or draws, or its damage
 * heals back between turns) while the ready Benched Pokémon `b` would: the Active keeps the game still until a deck
 * runs out, so `b` comes in (retreatScore).
 */
function stalls(c: MainCtx, a: SlotView, b: SlotView): boolean {
  // An Active one Energy short of an attack that progresses is being built, not stuck.
  if (progress(c.db, c.view, a, c.oppActive, 1) > 0) return false
  return progress(c.db, c.view, b, c.oppActive) > 0
}

/** retreatScore's rule for a stalled Active (`stalls`): it can pay its Retreat Cost now and a ready Benched Pokémon progresses. */
function retreatsForProgress(c: MainCtx, slot: SlotView): boolean {
  const cost = pokemonOf(c.db, slot)?.retreat ?? 0
  if (slot !== c.active || slot.energy.length < cost || c.activeCanKO() || c.me.turn.retreats > 0) return false
  return c.me.bench.some((b) => readiness(c.db, b) === 0 && stalls(c, slot, b))
}

/** retreatScore's escape: a damaged, threatened Active that can pay its retreat, and a safe, ready Benched Pokémon. */
function retreatsToSafety(c: MainCtx, slot: SlotView): boolean {
  const cost = pokemonOf(c.db, slot)?.retreat ?? 0
  if (slot.damage === 0 || slot.energy.length < cost || c.activeCanKO() || !c.surelyThreatened(slot)) return false
  return c.me.bench.some((b) => readiness(c.db, b) === 0 && !c.surelyThreatened(b))
}

/**
 * Would one more Energy on the Active `slot` go toward a Retreat Cost it cannot pay yet, while it deals no damage
 * with what it can pay and a Benched Pokémon can attack for damage? (A stuck Active otherwise keeps the game still
 * while the deck runs out.)
 */
function towardRetreat(c: MainCtx, slot: SlotView): boolean {
  const cost = pokemonOf(c.db, slot)?.retreat ?? 0
  if (slot.energy.length >= cost || progress(c.db, c.view, slot, c.oppActive) > 0) return false
  return c.me.bench.some((b) => readiness(c.db, b) === 0 && progress(c.db, c.view, b, c.oppActive) > 0)
}

/**
 * Prize cards a spreading attack of the Active (spread.ts) could take this turn with `extraUnits` more Energy, when
 * its Knock Outs take more than a Knock Out of the Defending Pokémon would; 0 otherwise. So the Energy that makes
 * such an attack payable counts like one that makes a Knock Out.
 */
function spreadPrizes(c: MainCtx, slot: SlotView, extraUnits: number): number {
  if (c.active !== slot || !c.activeCanAttack()) return 0
  const spread = spreadPrizesInReach(c.db, c.view, slot, extraUnits)
  const single = canKnockOut(c.db, c.view, slot, c.oppActive, extraUnits) ? prizesFor(c.db, c.oppActive) : 0
  return spread > single ? spread : 0
}

/** A retreat of the Active (`spot: 1`: a 2-on-2 Battle's second Active) for the Benched Pokémon at `to`. */
function retreatScore(c: MainCtx, to: number, spot: 1 | undefined, mem: TurnMemory): number {
  const a = (spot === 1 ? c.me.secondActive : c.active) ?? null
  if (mem.retreated || c.me.turn.retreats > 0 || !a) return -100
  const b = c.me.bench[to]
  if (!b) return -100
  // The Pokémon that retreats, and whether any of our Actives (the other one too, in 2-on-2) Knocks Out already.
  const aAtk = c.canAttack(a)
  const aKO = c.activeCanKO()
  const bAtk = readiness(c.db, b) === 0
  // A beginner does not look to the Bench for the Pokémon that would Knock Out (misjudge.ts: a missed combo).
  const bKO = !c.misjudge.missBenchKnockOut && c.knocksOutADefender(b)
  const cost = pokemonOf(c.db, a)?.retreat ?? 1
  // In 2-on-2 the other Active may attack this turn anyway: a new attacker is then worth less than in 1-on-1.
  const otherAttacks = c.myActives.some((x) => x !== a && c.canAttack(x))
  let s = -100
  if (!aKO && bKO) s = 450
  else if (!aAtk && bAtk) s = (otherAttacks ? 120 : 300) + bestDamage(c.db, c.view, b, c.oppActive)
  else if (!aKO && bAtk && c.threatened(a) && !c.threatened(b) && a.damage > 0) s = 200
  else if (a.conditions.rotation === 'confused' && bAtk) s = 150
  else if (bAtk && !aKO && stalls(c, a, b)) s = (otherAttacks ? 120 : 300) + progress(c.db, c.view, b, c.oppActive)
  else if (bAtk && !aKO) {
    // A Benched attacker that hits much harder than the Active (a Basic that only searches or pecks for 10 while the
    // evolved attacker waits on the Bench): bring it in, or the game drags on until a deck runs out.
    const gain = progress(c.db, c.view, b, c.oppActive) - progress(c.db, c.view, a, c.oppActive)
    if (gain >= STRONGER_BY) s = 150 + gain
  }
  return s - 40 * cost
}

function attackOption(c: MainCtx, a: Extract<MainAction, { type: 'attack' }>, lone: boolean): AttackOption {
  // The attacker: the first Active, a 2-on-2 Battle's second (`attacker: 1`), or a Benched one (AttackDef.fromBench);
  // and the Defending Pokémon it attacks (`target: 1`: the opponent's second Active).
  const act = attackerOf(c.view, a)
  const atk = act ? attackDef(c, act, a) : null
  if (!act || !atk) return { score: 1, ko: false, prizes: 0, power: undefined }
  const defender = defenderOf(c.view, a)
  const { score, ko, prizes } = spreadOf(atk) ? spreadScore(c, atk) : attackScore(c, act, atk, defender, lone)
  return { score, ko, prizes, power: atk.oncePerGame }
}

/**
 * `firstAttack` (misjudge.ts): a beginner attacks with the first attack it can pay, the strongest only when it sees a
 * Knock Out. An attack it would not make anyway (no damage, a draw from a thin deck) keeps its score.
 */
function firstAttackFirst(o: AttackOption, index: number): AttackOption {
  if (o.ko || o.score <= 5) return o
  return { ...o, score: Math.max(6, 300 - 100 * index) }
}

/** A spreading attack (spread.ts): scored like a Knock Out for each Pokémon its planned choices Knock Out. */
function spreadScore(c: MainCtx, atk: AttackDef): { score: number; ko: boolean; prizes: number } {
  const { times, each } = spreadOf(atk)!
  const plan = planSpread(c.db, c.view, times, each, followUp(c.db, c.view))
  let s = 100 + 2 * plan.damage + 400 * plan.knockOuts + 200 * plan.prizes
  if (plan.wins) s += 5000
  return { score: s, ko: plan.knockOuts > 0, prizes: plan.prizes }
}

/**
 * An attack of `act` on `defender` (the Defending Pokémon the action names; in 1-on-1 the opponent's Active): its
 * damage with Weakness and Resistance, a Knock Out first, then the Prizes it takes. In a 2-on-2 Battle, between two
 * attacks that Knock Out neither, hitting the Defending Pokémon that threatens ours most comes first.
 */
function attackScore(
  c: MainCtx,
  act: SlotView,
  atk: AttackDef,
  defender: SlotView | null,
  lone = false,
): { score: number; ko: boolean; prizes: number } {
  const dmg = estimateDamage(c.db, c.view, act, atk, defender)
  const left = hpLeft(c.db, defender)
  const ko = !!defender && dmg >= left && left > 0
  // Damage the Defending Pokémon heals back between turns (progress.ts) is no damage, short of a Knock Out.
  const lasting = ko || !defender ? dmg : Math.max(0, dmg - healsBetweenTurns(c.db, defender))
  let s = 100 + 2 * Math.min(lasting, Math.max(left, 10))
  const text = atk.text ?? ''
  if (/Paralyzed|Asleep|Confused|Poisoned/.test(text)) s += 25
  // A Knock Out on heads (coin-odds.ts): its chance counts, so an attack goes where heads Knocks Out rather than at
  // a healthier Pokémon for the same mean damage, or before a sure hit that never Knocks Out. A coin attack whose
  // mean damage reaches the HP left is no sure Knock Out either: it scores its chance, below an attack that is sure.
  const chance = defender ? knockOutChance(c.db, c.view, act, atk, defender) : null
  if (ko) s += (chance ?? 1) * knockOutScore(c, defender)
  else {
    if (chance) s += chance * knockOutScore(c, defender)
    if (atk.payCost) s -= 40
    // 2-on-2: the damaged Defending Pokémon that hits back hardest (a tie-break, under 10 points of damage).
    if (c.oppActives.length > 1 && dmg > 0) s += Math.min(15, threatOf(c.db, c.view, defender) / 10)
  }
  const self = /(\d+) damage to itself/i.exec(text)
  if (self) {
    const hurt = Number(self[1])
    s -= hurt
    if (hurt >= hpLeft(c.db, act) && !ko) s -= 400
  }
  if (lasting <= 0 && !/Paralyzed|Asleep|Confused|Poisoned|heal|Energy|draw|search/i.test(text)) s = 5
  // A search or draw from a thin deck only brings the deck-out closer: below End turn. Thin: 10 cards or fewer, or
  // no more than the draws of the turns the game still needs (deck-budget.ts).
  const thin = c.me.deckCount <= THIN_DECK || deckToSpare(c.view) <= 0
  // A lone Pokémon (lone-pokemon.ts) draws for the Pokémon it lacks, a hand of 8 or not, unless the deck is thin.
  const finds = lone && !ko && !thin && mayFindPokemon(text, handSize(c))
  // A draw "until you have N cards" from a hand of N or more draws nothing (draw-up-to.ts).
  const drawsNothing = drawnUpTo(text, handSize(c)) === 0
  if (dmg <= 0 && /draw|search your deck/i.test(text) && (thin || drawsNothing || (!finds && handSize(c) >= FULL_HAND)))
    return { score: -10, ko: false, prizes: 0 }
  if (finds) s = Math.max(s, 100) + LONE_DRAW_BONUS
  return { score: Math.max(1, s), ko, prizes: ko ? prizesFor(c.db, c.oppActive) : 0 }
}

/** What a Knock Out of `defender` adds to an attack's score: its Prize cards, and the game when it is won by it. */
function knockOutScore(c: MainCtx, defender: SlotView | null): number {
  let s = 400 + 200 * prizesFor(c.db, defender)
  // The game is won: no Pokémon left in play or to promote, or the last of the attacker's own Prize cards taken.
  if ((c.opp.bench.length === 0 && c.oppActives.length <= 1) || c.me.prizeCount <= prizesFor(c.db, defender)) s += 5000
  return s
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

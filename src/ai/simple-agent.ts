/**
 * The simple agent: the simplest sensible legal policy. It answers every kind of decision from its own seat's
 * GameView only (design.md wall 4), choosing among the enumerated options, so it can neither cheat nor play
 * illegally. Pure functions; the only state carried between decisions is a small `AgentMemory` (how many
 * main-phase actions it took this turn), which the caller keeps and passes back.
 *
 * Policy:
 * - setup: the Basic with the most HP goes Active, every other Basic to the Bench; always go first; draw every
 *   mulligan bonus card.
 * - main phase, in order: evolve (the Active first), bench Basics, attach Energy where it helps pay an attack
 *   (the Active first), play Trainers (except a few that only hurt their player when played blindly), retreat once
 *   when the Active cannot attack and a Benched Pokémon could, attack with the highest-damage usable attack,
 *   else end the turn. Never more than MAX_MAIN_ACTIONS actions in one turn, never an Ability (some move things
 *   back and forth forever), never a second retreat in a turn.
 * - promotion: the Pokémon with the most HP left.
 * - everything else: the first valid pick set (for searches "up to N": as many as allowed).
 */
import type {
  CardDb,
  CardDef,
  Decision,
  EnergyDef,
  EnergyType,
  EnergyUnitSet,
  GameView,
  MainAction,
  Option,
  PokemonDef,
  SlotRef,
  SlotView,
} from '../engine'
import { canPay } from '../engine'
import { isBlindTrainerPlay } from './blind-trainers'

/** More main-phase actions than this in one turn and the agent ends its turn. */
export const MAX_MAIN_ACTIONS = 40

export interface AgentMemory {
  /** The game turn the counter belongs to. */
  turn: number
  /** Main-phase actions taken this turn. */
  actions: number
}

export const freshMemory = (): AgentMemory => ({ turn: -1, actions: 0 })

export interface AgentChoice {
  picks: number[]
  memory: AgentMemory
}

/** Choose a response to `decision` (which must be the viewer's own) from the viewer's view only. */
export function decide(
  db: CardDb,
  view: GameView,
  decision: Decision,
  memory: AgentMemory = freshMemory(),
): AgentChoice {
  const mem = memory.turn === view.turn ? { ...memory } : { turn: view.turn, actions: 0 }
  const picks = choose(db, view, decision, mem)
  return { picks, memory: mem }
}

function choose(db: CardDb, view: GameView, d: Decision, mem: AgentMemory): number[] {
  const opts = d.options
  switch (d.ask) {
    case 'main': {
      const i = mainChoice(db, view, opts, mem)
      mem.actions++
      return [i]
    }
    case 'setup-active':
      return [argMax(opts, (o) => hpOfOption(db, o))]
    case 'setup-bench':
      return range(Math.min(d.max, opts.length))
    case 'first-player':
      return [
        Math.max(
          0,
          opts.findIndex((o) => o.kind === 'choice' && o.value === 'first'),
        ),
      ]
    case 'mulligan-draws':
      return [argMax(opts, (o) => (o.kind === 'number' ? o.value : 0))]
    case 'promote':
      return [argMax(opts, (o) => (o.kind === 'slot' ? hpLeft(db, slotAt(view, o.ref)) : 0))]
    case 'yes-no':
      return [0]
    case 'choose-cards':
    case 'choose-target':
      // A search or a target: take as much as allowed (at least one when there is a choice).
      return range(Math.min(opts.length, Math.max(d.min, Math.min(d.max, opts.length))))
    case 'order':
      return range(opts.length)
    default:
      return range(Math.min(d.min, opts.length))
  }
}

// ---------- main phase ----------

function mainChoice(db: CardDb, view: GameView, opts: Option[], mem: AgentMemory): number {
  const actions = opts.map((o) => (o.kind === 'action' ? o.action : null))
  const find = (pred: (a: MainAction) => boolean): number => actions.findIndex((a) => a !== null && pred(a))
  const endTurn = Math.max(
    0,
    find((a) => a.type === 'end-turn'),
  )
  if (mem.actions >= MAX_MAIN_ACTIONS) return endTurn
  const me = view.me

  // 1. Evolve: the Active first, then the Bench.
  let i = find((a) => a.type === 'evolve' && a.target.zone === 'active')
  if (i < 0) i = find((a) => a.type === 'evolve')
  if (i >= 0) return i

  // 2. Bench Basic Pokémon (real Pokémon; Trainers played as Pokémon come with the other Trainers).
  i = find((a) => a.type === 'bench' && defOfHand(db, view, a.card)?.kind === 'pokemon')
  if (i >= 0) return i

  // 3. Attach Energy where it helps pay an attack not yet payable: the Active first, then the Bench.
  const attach = bestAttach(db, view, actions)
  if (attach >= 0) return attach

  // 4. Trainers.
  i = find((a) => isBlindTrainerPlay(a, (uid) => defOfHand(db, view, uid)))
  if (i >= 0) return i

  // 5. Attack with the highest-damage usable attack.
  const attackIdx = actions
    .map((a, idx) => ({ a, idx }))
    .filter((x): x is { a: Extract<MainAction, { type: 'attack' }>; idx: number } => x.a?.type === 'attack')
  if (attackIdx.length > 0) {
    // 6 (before attacking with nothing useful): fine to attack with what we have.
    const best = attackIdx.reduce((b, x) => (attackDamage(db, view, x.a) > attackDamage(db, view, b.a) ? x : b))
    return best.idx
  }

  // 6. Retreat once per turn when the Active cannot attack and a Benched Pokémon could.
  if (me.turn.retreats === 0 && me.active) {
    i = find((a) => a.type === 'retreat' && !!me.bench[a.to] && canPayAny(db, me.bench[a.to]!))
    if (i >= 0) return i
  }

  return endTurn
}

function bestAttach(db: CardDb, view: GameView, actions: (MainAction | null)[]): number {
  let fallback = -1
  for (const zone of ['active', 'bench'] as const) {
    for (let idx = 0; idx < actions.length; idx++) {
      const a = actions[idx]
      if (!a || a.type !== 'attach-energy' || a.target.zone !== zone) continue
      const slot = slotAt(view, a.target)
      const energy = defOfHand(db, view, a.card)
      if (!slot || !energy || energy.kind !== 'energy') continue
      if (helps(db, slot, energy)) return idx
      if (zone === 'active' && fallback < 0 && !canPayAll(db, slot)) fallback = idx
    }
  }
  return fallback
}

/** Does attaching `energy` bring some attack of the Pokémon closer to being payable? */
function helps(db: CardDb, slot: SlotView, energy: EnergyDef): boolean {
  const pk = pokemonOf(db, slot)
  if (!pk) return false
  const now = unitsOfSlot(db, slot)
  const after = [...now, ...energy.provides]
  return pk.attacks.some((atk) => deficit(atk.cost, after) < deficit(atk.cost, now))
}

const ANY: EnergyUnitSet = { types: 'any' }

/** How many more Energy units of any type the cost still needs (0: payable now). */
export function deficit(cost: readonly EnergyType[], units: readonly EnergyUnitSet[]): number {
  for (let k = 0; k < cost.length; k++) if (canPay(cost, [...units, ...Array.from({ length: k }, () => ANY)])) return k
  return cost.length
}

function canPayAny(db: CardDb, slot: SlotView): boolean {
  const pk = pokemonOf(db, slot)
  if (!pk) return false
  const units = unitsOfSlot(db, slot)
  return pk.attacks.some((a) => canPay(a.cost, units))
}

function canPayAll(db: CardDb, slot: SlotView): boolean {
  const pk = pokemonOf(db, slot)
  if (!pk) return true
  const units = unitsOfSlot(db, slot)
  return pk.attacks.every((a) => canPay(a.cost, units))
}

function attackDamage(db: CardDb, view: GameView, a: Extract<MainAction, { type: 'attack' }>): number {
  const slot = a.from === undefined ? view.me.active : view.me.bench[a.from]
  if (!slot) return 0
  if (a.tm !== undefined) {
    // A Technical Machine attached, or a card in the discard pile lending its attacks (Ditto).
    const lender = slot.tools.find((t) => t.uid === a.tm) ?? view.me.discard.find((t) => t.uid === a.tm)
    const def = lender ? safeDef(db, lender.def) : null
    return def?.kind === 'trainer' || def?.kind === 'pokemon' ? (def.attacks?.[a.index]?.damage ?? 0) : 0
  }
  return pokemonOf(db, slot)?.attacks[a.index]?.damage ?? 0
}

// ---------- helpers ----------

function safeDef(db: CardDb, id: string): CardDef | null {
  return db.has(id) ? db.get(id) : null
}

function defOfHand(db: CardDb, view: GameView, uid: number): CardDef | null {
  const c = view.me.hand?.find((h) => h.uid === uid)
  return c ? safeDef(db, c.def) : null
}

function pokemonOf(db: CardDb, slot: SlotView | null | undefined): PokemonDef | null {
  const top = slot?.stack[slot.stack.length - 1]
  const def = top ? safeDef(db, top.def) : null
  return def?.kind === 'pokemon' ? def : null
}

function unitsOfSlot(db: CardDb, slot: SlotView): EnergyUnitSet[] {
  return slot.energy.flatMap((e) => {
    const d = safeDef(db, e.def)
    // A card acting as Energy (not printed as one) counts as one Colorless unit for planning.
    return d?.kind === 'energy' ? d.provides : [{ types: ['colorless'] as EnergyType[] }]
  })
}

function slotAt(view: GameView, ref: SlotRef): SlotView | null {
  const side = ref.seat === view.viewer ? view.me : view.opponent
  return ref.zone === 'active' ? side.active : (side.bench[ref.index] ?? null)
}

function hpLeft(db: CardDb, slot: SlotView | null): number {
  const top = slot?.stack[slot.stack.length - 1]
  if (!slot || !top) return 0
  return hpOfDef(safeDef(db, top.def)) - slot.damage
}

function hpOfDef(def: CardDef | null): number {
  if (!def) return 0
  if (def.kind === 'pokemon') return def.hp
  if (def.kind === 'trainer' && def.playAsPokemon) return def.playAsPokemon.hp
  return 0
}

function hpOfOption(db: CardDb, o: Option): number {
  return o.kind === 'card' ? hpOfDef(safeDef(db, o.def)) : 0
}

function argMax<T>(xs: readonly T[], score: (x: T) => number): number {
  let best = 0
  for (let i = 1; i < xs.length; i++) if (score(xs[i]!) > score(xs[best]!)) best = i
  return best
}

const range = (n: number): number[] => Array.from({ length: Math.max(0, n) }, (_, i) => i)

/** A stateful wrapper for one seat: keeps the memory between decisions. */
export function createAgent(db: CardDb): { decide(view: GameView, decision: Decision): number[] } {
  let memory = freshMemory()
  return {
    decide(view, decision) {
      const r = decide(db, view, decision, memory)
      memory = r.memory
      return r.picks
    },
  }
}

/**
 * The heuristic policy's answers to every question that is not the main menu: setup, mulligan draws, promotion,
 * Prizes, Energy to discard, and the questions cards ask (cards to choose, targets, named choices).
 */
import type { CardDb, Decision, GameView, SlotRef, SlotView } from '../../../engine'
import {
  bestDamage,
  canKnockOut,
  defOf,
  hpLeft,
  isBasicPokemonDef,
  pokemonOf,
  prizesFor,
  readiness,
  slotAt,
  slotsOf,
  strongestDeficit,
  unitsOfSlot,
} from '../knowledge'
import { NO_HINTS, cardValue as hintedValue, type Hints } from './hints'
import { argMax, firstN, range } from './pick'

/** The policy's picks for a non-main decision `d` of the viewer. */
export function answer(db: CardDb, view: GameView, d: Decision, hints: Hints = NO_HINTS): number[] {
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
      return chooseCards(db, view, d, hints)
    case 'choose-target':
      return chooseTarget(db, view, d)
    case 'yes-no':
      return [0]
    case 'choose':
      // A secret choice without a generator (playouts): varied by the question's number, so two such players
      // asked one after the other never choose alike round after round.
      if (d.secret) return [d.id % opts.length]
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
    // An attached Energy or Tool: its worth is its holder's (ours to keep, theirs to lose).
    for (const { slot } of slotsOf(side))
      if (slot.energy.some((e) => e.uid === uid) || slot.tools.some((e) => e.uid === uid))
        return { slot, mine: side === view.me }
  }
  return null
}

const LOSE = /discard|shuffle .*into your deck|trade away/i
const POWER_UP = /\d+ (more )?damage (each|for each)/i

function chooseCards(db: CardDb, view: GameView, d: Decision, hints: Hints): number[] {
  // "Discard … (N damage each)": discarding powers the attack up, so give as many as allowed.
  const lose = LOSE.test(d.text) && !POWER_UP.test(d.text)
  const values = d.options.map((o) => (o.kind === 'card' ? cardValue(db, view, o.uid, o.def, hints) : 0))
  const order = range(d.options.length).sort((a, b) => values[b]! - values[a]!) // most valuable first
  const n = lose ? d.min : d.max
  // Losing our own cards: the least valuable; losing theirs (values are negated for theirs): the same rule.
  return firstN(lose ? order.reverse() : order, Math.max(d.min, Math.min(n, d.options.length)))
}

/** How much the viewer wants this card where it is (negative for the opponent's cards). */
function cardValue(db: CardDb, view: GameView, uid: number, id: string, hints: Hints): number {
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
  return hintedValue(hints, def.name) ?? 20
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

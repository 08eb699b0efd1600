/**
 * What counts as a blunder rather than a misjudgment (issue 21: "mistakes a person would make, not nonsense"), as
 * questions about one seat's view. The arena's blunder check (src/sim/blunders.ts) judges the games with them, and
 * the heuristic's guard (heuristic/blunder-guard.ts) refuses the options they condemn, at every level.
 *
 * Everything here reads the table as the seat can know it (its view) through the AI's own estimates (knowledge.ts):
 * a blunder is a move that is wrong by what the player could see, not by the hidden cards or the coins to come.
 */
import type { AttackDef, CardDb, CardRef, GameView, MainAction, Option, SlotView } from '../engine'
import {
  ANY_UNIT,
  canKnockOut,
  defOf,
  deficit,
  disabled,
  estimateDamage,
  hpLeft,
  pokemonOf,
  readiness,
  unitsOfSlot,
} from './knowledge'
import { activesOf, attackerOf, defenderOf } from './actives'

type AttackAction = Extract<MainAction, { type: 'attack' }>

/** A coin decides the attack's damage or whether it works: it never Knocks Out for sure. */
const CHANCE = /flip|coin/i
/** Damage the attacker does to itself. */
const SELF_DAMAGE = /damage to itself/i
/** Discarding the attacker's own Energy ("Discard 2 Energy from this Pokémon", "attached to Charizard"). */
const OWN_ENERGY_DISCARD =
  /discard[^.]*Energy[^.]*(from this|attached to (?!the Defending|your opponent|each of your opponent))/i

/**
 * The attacking Pokémon, the attack an attack action names (its own, a Technical Machine's, a lent one) and the
 * Defending Pokémon it attacks (in a 2-on-2 Battle, either Active of each side: actives.ts).
 */
export function attackOf(
  db: CardDb,
  view: GameView,
  a: AttackAction,
): { attacker: SlotView; atk: AttackDef; defender: SlotView | null } | null {
  const attacker = attackerOf(view, a)
  if (!attacker) return null
  let atk: AttackDef | undefined
  if (a.tm !== undefined) {
    const t = attacker.tools.find((x) => x.uid === a.tm) ?? view.me.discard.find((x) => x.uid === a.tm)
    const def = t ? defOf(db, t.def) : null
    atk = def?.kind === 'trainer' || def?.kind === 'pokemon' ? def.attacks?.[a.index] : undefined
  } else atk = pokemonOf(db, attacker)?.attacks[a.index]
  return atk ? { attacker, atk, defender: defenderOf(view, a) } : null
}

/**
 * (c) The attack Knocks Out the opponent's Active for sure: its damage in this position (Weakness, Resistance, the
 * text read on the table) reaches the HP left, and no coin is involved.
 */
export function sureKnockOut(
  db: CardDb,
  view: GameView,
  attacker: SlotView,
  atk: AttackDef,
  defender: SlotView | null = view.opponent.active,
): boolean {
  if (!defender || CHANCE.test(atk.text ?? '')) return false
  const left = hpLeft(db, defender)
  return left > 0 && estimateDamage(db, view, attacker, atk, defender) >= left
}

/**
 * (e) A free attack: it does damage to the opponent's Active (expected, coins at their mean) and costs nothing beyond
 * the Energy already attached — no discard of its own Energy, no damage to itself, not the once-a-game VSTAR Power
 * or GX attack (holding those for the right turn is judgment, not a blunder).
 */
export function freeAttack(
  db: CardDb,
  view: GameView,
  attacker: SlotView,
  atk: AttackDef,
  defender: SlotView | null = view.opponent.active,
): boolean {
  const text = atk.text ?? ''
  if (atk.oncePerGame || atk.payCost || SELF_DAMAGE.test(text) || OWN_ENERGY_DISCARD.test(text)) return false
  return estimateDamage(db, view, attacker, atk, defender) > 0
}

/** Damage a Confused Pokémon does to itself on tails (3 damage counters in every rule set we play). */
const CONFUSION_SELF_DAMAGE = 30
/** "Draw a card", "draw 2 cards": an attack that draws from its player's own deck. */
const DRAWS = /\bdraw (a|an|\d+) cards?\b/i

/**
 * (f) An attack worth making rather than ending the turn (issue 17: the computer "never passes a turn it could attack
 * in"). Attacking ends the turn as End turn does, so passing only wins where the attack itself costs something that
 * matters; these are the exceptions, the cases where attacking is a loss rather than a judgment:
 * - the once-a-game VSTAR Power or GX attack (held for the turn it matters, once-per-game.ts);
 * - damage to itself that Knocks the attacker Out (a Prize for nothing), or a Confused attacker the tails of its
 *   Confusion flip would Knock Out;
 * - drawing the last cards of its own deck (the next turn's draw would lose the game);
 * - discarding its own Energy for an attack that does no damage here.
 */
export function attackWorthMaking(
  db: CardDb,
  view: GameView,
  attacker: SlotView,
  atk: AttackDef,
  defender: SlotView | null = view.opponent.active,
): boolean {
  if (atk.oncePerGame) return false
  const text = atk.text ?? ''
  const left = hpLeft(db, attacker)
  const self = /(\d+) damage to itself/i.exec(text)
  if (self && Number(self[1]) >= left) return false
  if (attacker.conditions.rotation === 'confused' && CONFUSION_SELF_DAMAGE >= left) return false
  const draw = DRAWS.exec(text)
  if (draw && view.me.deckCount <= (/^an?$/i.test(draw[1]!) ? 1 : Number(draw[1]))) return false
  if (OWN_ENERGY_DISCARD.test(text) && estimateDamage(db, view, attacker, atk, defender) <= 0) return false
  return true
}

/**
 * (d) Would the opponent's Active Knock this Pokémon Out next turn (with one more Energy attached)? In a 2-on-2
 * Battle, either of its Actives.
 */
export function exposed(db: CardDb, view: GameView, slot: SlotView | null): boolean {
  return activesOf(view.opponent).some((opp) => canKnockOut(db, view, opp, slot, 1))
}

/**
 * (d) The options that would take an exposed Active out of a Knock Out: for each of the seat's Active Pokémon (the
 * second spot of a 2-on-2 Battle too, `from: 1`) that the opponent would Knock Out next turn and whose Retreat Cost
 * is at most one Energy, the retreats of that Active on the menu to a Benched Pokémon the opponent would not Knock
 * Out. Empty: no Active is left exposed by ending the turn. (Before issue 21's fourth round only the first spot was
 * looked at, so a doomed second Active stayed in front with a safe Pokémon on the Bench.)
 */
export function escapesFromKnockOut(db: CardDb, view: GameView, options: readonly Option[]): number[] {
  const out: number[] = []
  for (const spot of [undefined, 1] as const) {
    const act = (spot === 1 ? view.me.secondActive : view.me.active) ?? null
    if (!act || !exposed(db, view, act) || retreatCost(db, act) > 1) continue
    options.forEach((o, i) => {
      if (o.kind !== 'action' || o.action.type !== 'retreat' || o.action.from !== spot) return
      if (!exposed(db, view, view.me.bench[o.action.to] ?? null)) out.push(i)
    })
  }
  return out
}

/** The Pokémon's Retreat Cost as printed (a number of Energy units). */
export const retreatCost = (db: CardDb, slot: SlotView | null): number => pokemonOf(db, slot)?.retreat ?? 0

/** Can the Pokémon attack this turn: its Energy pays an attack now, or will with the turn's Energy from the hand. */
function attacksThisTurn(db: CardDb, view: GameView, slot: SlotView): boolean {
  const r = readiness(db, slot)
  if (r === 0) return true
  const energyInHand = (view.me.hand ?? []).some((h) => defOf(db, h.def)?.kind === 'energy')
  return r === 1 && !view.me.turn.energyAttached && energyInHand
}

/**
 * (b) Does retreating the Active `from` for the Benched `to` bring anything? It cures a Special Condition; brings in
 * a Pokémon that attacks this turn when `from` cannot; one that hits the opponent's Active harder; or takes a Pokémon
 * the opponent's Active would Knock Out next turn out of reach, for one it would not. A paid retreat with none of
 * these throws Energy away for nothing.
 */
export function retreatHelps(db: CardDb, view: GameView, from: SlotView, to: SlotView): boolean {
  const c = from.conditions
  if (c.rotation || c.poisoned || c.burned) return true
  const fromAttacks = !disabled(from) && attacksThisTurn(db, view, from)
  if (attacksThisTurn(db, view, to) && !fromAttacks) return true
  const opp = view.opponent.active
  const extra = view.me.turn.energyAttached ? 0 : 1
  if (bestOf(db, view, to, opp, extra) > (fromAttacks ? bestOf(db, view, from, opp, extra) : 0)) return true
  return exposed(db, view, from) && !exposed(db, view, to)
}

/**
 * Would the Pokémon, once Active, damage the opponent's Active this turn: with an attack its Energy pays now, or with
 * the turn's Energy attachment still to come when an Energy card is in the hand?
 */
export function damagesThisTurn(db: CardDb, view: GameView, slot: SlotView): boolean {
  const energyInHand = (view.me.hand ?? []).some((h) => defOf(db, h.def)?.kind === 'energy')
  const extra = !view.me.turn.energyAttached && energyInHand ? 1 : 0
  return bestOf(db, view, slot, view.opponent.active, extra) > 0
}

/**
 * (d) Moving an Active the opponent would not Knock Out next turn (and with no Special Condition to shed) out for a
 * Benched Pokémon it would, one that does no damage this turn either: the turn can then only end with that Pokémon
 * left exposed (d) or with the first one brought back (a). Traced: a Switch from a safe Ponyta to a Rattata with no
 * Energy and none in the hand.
 */
export function intoKnockOut(db: CardDb, view: GameView, from: SlotView, to: SlotView): boolean {
  if (hasCondition(from) || exposed(db, view, from) || !exposed(db, view, to)) return false
  return !damagesThisTurn(db, view, to)
}

/**
 * (d) Evolving an Active Pokémon that can damage the opponent's Active this turn into one that cannot, and that the
 * opponent would Knock Out next turn: the evolution takes the turn's attack away and the turn can then only end with
 * the evolved Pokémon left exposed (d) or with an earlier Active brought back (a). Traced (Normal against the
 * yardstick): a Bulbasaur retreated for a Staryu that could Slap, the Staryu evolved into a Starmie whose attacks its
 * one Energy could not pay, and the turn ended with Starmie in front of a Pikachu that Knocks it Out. `card`: the
 * evolution card in the hand.
 */
export function evolvesOutOfAttack(db: CardDb, view: GameView, active: SlotView, card: number): boolean {
  const c = view.me.hand?.find((h) => h.uid === card)
  if (!c || defOf(db, c.def)?.kind !== 'pokemon') return false
  if (disabled(active) || !damagesThisTurn(db, view, active)) return false
  const evolved = evolvedSlot(active, c)
  return !damagesThisTurn(db, view, evolved) && exposed(db, view, evolved)
}

/**
 * The slot as it would be once `card` evolves it: the card on top, its printed HP, types, Weakness and Resistance (the
 * view's current ones belong to the Pokémon below), no Special Condition (evolving cures them).
 */
function evolvedSlot(slot: SlotView, card: CardRef): SlotView {
  return {
    ...slot,
    stack: [...slot.stack, card],
    hp: undefined,
    prizes: undefined,
    types: undefined,
    weakness: undefined,
    resistance: undefined,
    conditions: { ...slot.conditions, rotation: null, poisoned: false, burned: false },
  }
}

/** The best damage the Pokémon does to `defender` with its Energy and `extra` more units (attacks it can pay). */
function bestOf(db: CardDb, view: GameView, slot: SlotView, defender: SlotView | null, extra: number): number {
  const pk = pokemonOf(db, slot)
  if (!pk) return 0
  const units = [...unitsOfSlot(db, slot), ...Array.from({ length: extra }, () => ANY_UNIT)]
  let best = 0
  for (const atk of pk.attacks)
    if (deficit(atk.cost, units) === 0) best = Math.max(best, estimateDamage(db, view, slot, atk, defender))
  return best
}

/** "Discard your hand, then draw 7 cards" and its kin: a hand traded for cards drawn from the deck. */
const DRAW = /\bdraw (\d+|a|an|that many|cards?)\b/i
/** "Each player shuffles their hand and puts it on the bottom of their deck. If either player put any cards there…" */
const BOTH_HANDS_AWAY = /each player shuffles their hand/i
/** "Your Active Pokémon recovers from …", "Each of your Active Pokémon recovers from all Special Conditions". */
const CURE_ACTIVE = /^(your|each of your) Active Pok[eé]mon recovers? from/i
const hasCondition = (s: SlotView) => !!(s.conditions.rotation || s.conditions.poisoned || s.conditions.burned)

/**
 * (b) A Trainer in hand that can only be thrown away, by what the seat sees: one whose whole effect is drawing (the
 * deck is empty), one that trades both hands away when neither holds another card (Marnie's condition), or a cure
 * for the Active Pokémon when none has a Special Condition. Playing
 * it loses the card and, for "discard your hand" draws, the hand, for nothing.
 */
export function playsForNothing(db: CardDb, view: GameView, card: number): boolean {
  const c = view.me.hand?.find((h) => h.uid === card)
  const def = c ? defOf(db, c.def) : null
  if (def?.kind !== 'trainer') return false
  const text = def.text ?? ''
  if (BOTH_HANDS_AWAY.test(text)) return (view.me.hand?.length ?? 0) <= 1 && view.opponent.handCount === 0
  // A cure for the Active with nothing to cure (Full Heal, Double Full Heal).
  if (CURE_ACTIVE.test(text)) return ![view.me.active, view.me.secondActive].some((a) => a && hasCondition(a))
  // Only draws (nothing else it does: no search, no Pokémon, Energy or damage moved), with nothing to draw.
  const onlyDraws = DRAW.test(text) && !/search|Pok[eé]mon|Energy|damage|heal|switch|look/i.test(text)
  return onlyDraws && view.me.deckCount === 0
}

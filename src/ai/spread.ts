/**
 * Attacks that spread damage by repeated choices: "Choose one of your opponent's Pokémon 4 times, the same one as
 * often as you like: 60 damage to it for each time it was chosen" (Zeraora VSTAR's Lightning Storm Star). A person
 * plans all the choices at once: first the Knock Outs that take the most Prize cards (the game, if they take the
 * last ones), then what is left where it sets up the next Knock Out. The plan is a pure function of the view, so
 * each of the attack's questions ("60 damage to which Pokémon (2 of 4)?") is answered with that pick of the same
 * plan, although the damage is only dealt after the last one.
 *
 * Weakness and Resistance are left out (such texts say they don't apply to a Benched Pokémon, and this one to any).
 */
import type { AttackDef, CardDb, GameView, SlotRef, SlotView } from '../engine'
import { canPay } from '../engine'
import { ANY_UNIT, pokemonOf, unitsOfSlot } from './card-facts'
import { estimateDamage, hpLeft, powerSpent, prizesFor, slotsOf } from './knowledge'

/** Times and damage a choice of a spreading attack, read from its text; null for any other attack. */
export function spreadOf(atk: AttackDef): { times: number; each: number } | null {
  const m = /Choose one of your opponent's Pokémon (\d+) times.*?(\d+) damage to it for each time it was chosen/i.exec(
    atk.text ?? '',
  )
  return m ? { times: Number(m[1]), each: Number(m[2]) } : null
}

/** A spreading attack's question, as the card asks it: "60 damage to which Pokémon (2 of 4)?". */
export function spreadQuestion(text: string): { each: number; index: number; times: number } | null {
  const m = /(\d+) damage to which Pokémon \((\d+) of (\d+)\)/i.exec(text)
  return m ? { each: Number(m[1]), index: Number(m[2]) - 1, times: Number(m[3]) } : null
}

/**
 * The most Prize cards a spreading attack of `slot` (the viewer's) could take, its cost paid with `extraUnits` more
 * Energy of any type and its once-a-game power still unspent; 0 without such an attack.
 */
export function spreadPrizesInReach(db: CardDb, view: GameView, slot: SlotView, extraUnits = 0): number {
  const pk = pokemonOf(db, slot)
  if (!pk) return 0
  const units = unitsOfSlot(db, slot)
  for (let i = 0; i < extraUnits; i++) units.push(ANY_UNIT)
  let best = 0
  for (const a of pk.attacks) {
    const sp = spreadOf(a)
    if (sp && canPay(a.cost, units) && !powerSpent(view, slot, a))
      best = Math.max(best, planSpread(db, view, sp.times, sp.each).prizes)
  }
  return best
}

/**
 * What the viewer's Active could do to the opponent's Active next turn with one more Energy, by its ordinary attacks
 * (a once-a-game power is spent by the spreading attack itself, or kept): the `follow` of a plan.
 */
export function followUp(db: CardDb, view: GameView): number {
  const act = view.me.active
  const pk = pokemonOf(db, act)
  if (!act || !pk) return 0
  const units = [...unitsOfSlot(db, act), ANY_UNIT]
  let best = 0
  for (const a of pk.attacks)
    if (!a.oncePerGame && canPay(a.cost, units))
      best = Math.max(best, estimateDamage(db, view, act, a, view.opponent.active))
  return best
}

export interface SpreadPlan {
  /** The opponent's Pokémon chosen, one per choice. */
  picks: SlotRef[]
  /** Prize cards the Knock Outs give. */
  prizes: number
  /** Pokémon Knocked Out. */
  knockOuts: number
  /** Damage that counts (up to each target's remaining HP). */
  damage: number
  /** The Knock Outs take the viewer's last Prize cards or the opponent's last Pokémon. */
  wins: boolean
}

interface Target {
  ref: SlotRef
  slot: SlotView
  left: number
  prizes: number
  active: boolean
}

/**
 * The best way to spend `times` choices of `each` damage on the viewer's opponent's Pokémon. `follow`: the damage the
 * viewer's next attack could do to the opponent's Active, so leftover damage that brings it within reach is worth
 * more than damage anywhere else.
 */
export function planSpread(db: CardDb, view: GameView, times: number, each: number, follow = 0): SpreadPlan {
  const targets: Target[] = slotsOf(view.opponent).map(({ ref, slot }) => ({
    ref,
    slot,
    left: hpLeft(db, slot),
    prizes: prizesFor(db, slot),
    active: ref.zone === 'active',
  }))
  const found: { best?: { plan: SpreadPlan; value: number } } = {}
  // Every way to share the choices among the targets (at most 6 targets and a few choices: a few hundred ways).
  const counts = new Array<number>(targets.length).fill(0)
  const visit = (i: number, rest: number): void => {
    if (i === targets.length - 1) {
      counts[i] = rest
      const scored = score(view, targets, counts, each, follow)
      if (!found.best || scored.value > found.best.value) found.best = scored
      return
    }
    for (let k = 0; k <= rest; k++) {
      counts[i] = k
      visit(i + 1, rest - k)
    }
  }
  if (targets.length > 0) visit(0, times)
  return found.best?.plan ?? { picks: [], prizes: 0, knockOuts: 0, damage: 0, wins: false }
}

function score(
  view: GameView,
  targets: Target[],
  counts: number[],
  each: number,
  follow: number,
): { plan: SpreadPlan; value: number } {
  let prizes = 0
  let knockOuts = 0
  let damage = 0
  let value = 0
  const picks: SlotRef[] = []
  targets.forEach((t, i) => {
    const n = counts[i] ?? 0
    for (let k = 0; k < n; k++) picks.push(t.ref)
    if (n === 0 || t.left <= 0) return
    const dealt = n * each
    damage += Math.min(dealt, t.left)
    if (dealt >= t.left) {
      knockOuts++
      prizes += t.prizes
      value += 1000 * t.prizes - (5 * (dealt - t.left)) / each // the fewest choices wasted
    } else {
      // Damage kept toward a later Knock Out: most on the Active once the next attack can finish it.
      value += (t.prizes * 100 * dealt) / t.left
      if (t.active && t.left - dealt <= follow) value += 300 * t.prizes
    }
  })
  const wins = prizes >= view.me.prizeCount || (knockOuts > 0 && knockOuts === targets.length)
  if (wins) value += 1e6
  return { plan: { picks, prizes, knockOuts, damage, wins }, value }
}

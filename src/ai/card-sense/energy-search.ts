/**
 * A search of the deck for basic Energy cards (Energy Search, Lady Outing, Capacious Bucket) with Energy already in
 * the hand (issue 21, docs/ai.md "Careless plays, fourth round"): the computer played it while the hand held an Energy
 * card for this turn's attachment and none of its Pokémon wanted more. The Energy it fetched sat in the hand, and the
 * deck was a card thinner for nothing. Such a search is worth nothing when
 *
 * - this turn's attachment is still to be made and the Energy plan (energy-goal.ts `energyPlanTarget`) takes an
 *   Energy card the hand holds, or it has been made and the hand still holds an Energy card, and
 * - no Pokémon in play still needs an Energy the search could bring once the hand's Energy is counted: none whose
 *   goal attack a fetched card would bring closer with all the hand's Energy attached to it, and no more Energy of
 *   the kinds the search brings missing in all (over the Pokémon it would serve) than the hand holds.
 *
 * Read from the card's text: the basic Energy types the search names ("basic Water Energy"), else every type.
 */
import type { CardDb, EnergyType, EnergyUnitSet, HintBoard, SlotView } from '../../engine'
import { ENERGY_TYPES } from '../../engine'
import { energyPlanTarget, goalDeficit } from '../energy-goal'
import { defOf } from '../card-facts'

/** The types a basic Energy card may have (no basic Colorless or Dragon Energy is printed). */
const BASIC_TYPES = ENERGY_TYPES.filter((t) => t !== 'colorless' && t !== 'dragon')

/** The basic Energy types a search's text names ("for up to 2 basic Water Energy cards"); every type otherwise. */
export function searchedEnergyTypes(text: string): EnergyType[] {
  const named = /search your deck for [^.]*?basic (\w+) Energy/i.exec(text)?.[1]?.toLowerCase()
  return named && (BASIC_TYPES as readonly string[]).includes(named) ? [named as EnergyType] : [...BASIC_TYPES]
}

/**
 * Does the hand already hold what the Energy plan needs, so that fetching a basic Energy of one of `types` brings
 * nothing (see the file's header)? `db`: the card database the hint was read from.
 */
export function handEnergySuffices(db: CardDb, b: HintBoard, types: readonly EnergyType[]): boolean {
  const view = b.view
  const doomed = (s: SlotView) => b.threatened(s)
  const handEnergy = (view.me.hand ?? []).flatMap((c) => {
    const d = defOf(db, c.def)
    return d?.kind === 'energy' ? [d.provides] : []
  })
  if (handEnergy.length === 0) return false
  // Before the attachment: an Energy card this turn's attachment would use for the plan. After it, nothing fetched
  // is attached before next turn, when the hand's Energy is there too: only what the Pokémon still need counts.
  const attached = view.me.turn.energyAttached
  if (!attached && !handEnergy.some((units) => energyPlanTarget(db, view, units, doomed) !== null)) return false
  const held: EnergyUnitSet[] = handEnergy.flat()
  const mine = [view.me.active, view.me.secondActive ?? null, ...view.me.bench].filter((s): s is SlotView => !!s)
  // A Pokémon a fetched Energy would bring closer to its goal attack even with all the hand's Energy on it.
  for (const s of mine) {
    const withHand = goalDeficit(db, view, s, held)
    if (types.some((t) => goalDeficit(db, view, s, [...held, { types: [t] }]) < withHand)) return false
  }
  // More Energy missing in all, of the kinds the search brings, than the hand holds: the hand cannot serve them all.
  const missing = mine.reduce((n, s) => {
    const short = goalDeficit(db, view, s)
    return types.some((t) => goalDeficit(db, view, s, [{ types: [t] }]) < short) ? n + short : n
  }, 0)
  return missing <= handEnergy.length
}

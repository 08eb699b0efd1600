/**
 * Where each Active Pokémon of a 2-on-2 Battle is drawn. The engine keeps the attacker (or the retreating Pokémon)
 * and the Defending Pokémon in the first Active Spot, so it swaps a player's two Actives when the second one attacks,
 * retreats or is attacked (docs/engine.md "2-on-2 Battle", `Table.swapActives`). Drawn by spot, the two Pokémon
 * would trade places on the table at each such swap; drawn by this order they stay where the player saw them.
 *
 * A Pokémon is known by the uid of the first card of its stack (it stays the same when it evolves). Each display
 * position keeps its Pokémon while that Pokémon is Active; a position whose Pokémon left takes a newcomer (in spot
 * order), so a Pokémon promoted into an emptied spot appears where the Knocked Out one was.
 */
import { create } from 'zustand'

/** The Pokémon (first-card uid) drawn at the left and right Active position; null: an empty spot drawn there. */
export type ActiveOrder = readonly [number | null, number | null]

/** The display order after a change: `spots` are the Pokémon now in the first and second Active Spot. */
export function nextActiveOrder(prev: ActiveOrder | null, spots: readonly [number | null, number | null]): ActiveOrder {
  const now = spots.filter((x): x is number => x !== null)
  const kept = (prev ?? [null, null]).map((x) => (x !== null && now.includes(x) ? x : null))
  const newcomers = now.filter((x) => !kept.includes(x))
  const order = kept.map((x) => x ?? newcomers.shift() ?? null)
  return [order[0]!, order[1]!]
}

/** For each display position, the Active Spot (0 or 1) drawn there; null: an empty spot. */
export function spotsInOrder(
  order: ActiveOrder,
  spots: readonly [number | null, number | null],
): [0 | 1 | null, 0 | 1 | null] {
  const at = (x: number | null): 0 | 1 | null => (x === null ? null : x === spots[0] ? 0 : x === spots[1] ? 1 : null)
  return [at(order[0]), at(order[1])]
}

/**
 * The order each side's Active Pokémon are drawn in now (set by the table's TwoActives), so other parts of the table
 * (the attack's target chooser) can list them left to right as the player sees them.
 */
export const useDrawnActives = create<{ order: [ActiveOrder | null, ActiveOrder | null] }>()(() => ({
  order: [null, null],
}))

/** Sort items by where the Pokémon they name (its first card's uid) is drawn, left first; unknown ones keep their place. */
export function inDrawnOrder<T>(items: readonly T[], uidOf: (t: T) => number | null, order: ActiveOrder | null): T[] {
  const pos = (t: T) => {
    const i = order ? order.indexOf(uidOf(t)) : -1
    return i < 0 ? items.indexOf(t) : i
  }
  return [...items].sort((a, b) => pos(a) - pos(b))
}

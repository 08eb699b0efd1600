/**
 * Which place on the table a floating number ("-60", "+30") of an event is drawn at. An event names the place its
 * Pokémon had when it happened; in a 2-on-2 Battle the engine may have moved that Pokémon to the other Active Spot
 * since (the spots swap when the second Active attacks or is attacked, and when the first is Knocked Out the second
 * moves over: docs/engine.md "2-on-2 Battle"). So an Active's number goes to the spot its Pokémon is in now, or, if
 * it has left play, to the empty Active Spot drawn where it was (active-order.ts keeps that place empty).
 */
import type { GameView, SlotRef } from '../../engine'
import { slotDrop } from '../board/targets'

export function floaterSlot(view: GameView | null, target: SlotRef, pokemon: number): string {
  if (!view || view.format !== 'double' || target.zone !== 'active') return slotDrop(target)
  const side = target.seat === view.me.seat ? view.me : view.opponent
  const seat = target.seat
  if (side.active?.stack.some((c) => c.uid === pokemon)) return slotDrop({ seat, zone: 'active' })
  if (side.secondActive?.stack.some((c) => c.uid === pokemon)) return slotDrop({ seat, zone: 'active', spot: 1 })
  // gone from play: with one Active left, the empty place is drawn with the second spot's key (Zones TwoActives)
  if (side.active && !side.secondActive) return slotDrop({ seat, zone: 'active', spot: 1 })
  return slotDrop(target)
}

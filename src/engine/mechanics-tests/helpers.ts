/** The mechanics tests' harness (src/engine/testing) on their card pool (./cards.ts). */
import { fill, harness } from '../testing/harness'
import { mechDb } from './cards'

/** Filler cards for decks and hands (basic Fire Energy unless told). */
export const filler = (n: number, card = 'energy-fire'): string[] => fill(n, card)

/** Every deck gets filler so the next turn's draw never decks anyone out. */
export const { engine, game } = harness(mechDb(), { deck: filler(5) })
export { active, bench, pile } from '../testing/read'
export { attack, hasAttack } from '../testing/menu'
export { coins, eventsOf } from '../testing/events'

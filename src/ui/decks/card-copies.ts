/**
 * A measuring aid: `?cardCopies=N` in the page's address shows every card N times over in the deck screens (ids
 * `<card id>~<k>`, so each copy is a tile of its own), to measure the card browser with thousands of cards before
 * Coinflip has that many (docs/decks.md, "Frame times while typing in search"). Copies are for looking only: one
 * added to a deck is an unknown card there. Without the parameter nothing changes.
 */
import type { CardDef } from '../../engine'

/** At most this many copies: enough for ten thousand cards, never a page that cannot load. */
export const MAX_CARD_COPIES = 40

/** The copies the address asks for: 1 (none) unless `cardCopies` is a whole number from 2 to MAX_CARD_COPIES. */
export function cardCopiesOf(search: string): number {
  const raw = new URLSearchParams(search).get('cardCopies')
  const n = raw !== null && /^\d{1,3}$/.test(raw) ? Number(raw) : 1
  return n >= 2 && n <= MAX_CARD_COPIES ? n : 1
}

/** Every card `copies` times, the originals first (set-list order kept within each round). */
export function withCopies(defs: readonly CardDef[], copies: number): readonly CardDef[] {
  if (copies <= 1) return defs
  const out: CardDef[] = [...defs]
  for (let k = 2; k <= copies; k++) for (const d of defs) out.push({ ...d, id: `${d.id}~${k}` })
  return out
}

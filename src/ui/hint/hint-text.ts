// Words and places of a hint (issue 21) for the table: pure, so they are tested without a browser.
import type { SlotRef } from '../../engine'
import type { HintChoice } from '../../store/game-contract'

/** "62 %" (the player's estimated chance to win), or '' when the hint has no estimate. */
export const winText = (win: number | null): string => (win === null ? '' : `${Math.round(win * 100)} %`)

/** The `data-drop` id of a Pokémon slot (as the table's Slot names it). */
export const slotDropId = (r: SlotRef): string =>
  r.zone === 'active' ? `slot:${r.seat}:active${r.spot === 1 ? ':1' : ''}` : `slot:${r.seat}:bench:${r.index}`

/** CSS selectors of what the suggestion points at on the table: the card to play, then its target. */
export function hintedSelectors(c: HintChoice): string[] {
  const out: string[] = []
  if (c.card !== undefined) out.push(`[data-uid="${c.card}"]`)
  if (c.target) out.push(`[data-drop="${slotDropId(c.target)}"]`)
  return out
}

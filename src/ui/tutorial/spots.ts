/**
 * Finding a tutorial spot (src/tutorial `Spot`: a card by name, a Pokémon in play, a place, a button) on the
 * table, through what the table already marks for tests and assistive technology: `data-uid` on cards in the hand,
 * `data-drop` on Pokémon positions and drop zones, the accessible names of piles, Prizes and buttons.
 */
import type { GameView, SideView } from '../../engine'
import type { Spot } from '../../tutorial'
import { defOf, topOf } from '../board/defs'

const shown = (el: Element | null): Element | null => (el && el.getClientRects().length > 0 ? el : null)
const firstShown = (selector: string): Element | null =>
  [...document.querySelectorAll(selector)].find((el) => el.getClientRects().length > 0) ?? null

function pokemonDrop(side: SideView, seat: 0 | 1, name: string): string | null {
  const named = (s: SideView['active']) => !!s && !s.faceDown && !!topOf(s) && defOf(topOf(s)!.def).name === name
  if (named(side.active)) return `slot:${seat}:active`
  const i = side.bench.findIndex(named)
  return i >= 0 ? `slot:${seat}:bench:${i}` : null
}

const ZONES = {
  active: '[data-drop="slot:0:active"]',
  bench: '[data-drop="zone:bench"]',
  play: '[data-drop="zone:play"]',
  prizes: '[aria-label^="Your Prize cards"]',
  'their-prizes': '[aria-label^="Opponent\'s Prize cards"]',
  deck: '[aria-label^="Your deck"]',
  'their-deck': '[aria-label^="Opponent\'s deck"]',
  decision: 'section[aria-label="Decision"]',
} as const

/** The element a spot stands for right now, or null when it is not on screen. */
export function findSpot(spot: Spot, view: GameView): Element | null {
  if ('hand' in spot) {
    const card = view.me.hand?.find((c) => defOf(c.def).name === spot.hand)
    return card ? shown(document.querySelector(`section[aria-label="Your hand"] [data-uid="${card.uid}"]`)) : null
  }
  if ('mine' in spot || 'theirs' in spot) {
    const drop = 'mine' in spot ? pokemonDrop(view.me, 0, spot.mine) : pokemonDrop(view.opponent, 1, spot.theirs)
    return drop ? shown(document.querySelector(`[data-drop="${drop}"]`)) : null
  }
  if ('zone' in spot) return firstShown(ZONES[spot.zone])
  const text = spot.button
  return (
    [...document.querySelectorAll('button')].find((b) => {
      const t = b.textContent?.trim() ?? ''
      return (t === text || t === `Attack: ${text}`) && b.getClientRects().length > 0
    }) ?? null
  )
}

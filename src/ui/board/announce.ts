/**
 * What a screen reader hears while a card is dragged on the table (dnd-kit's live region): card and place names,
 * "Charmander moved to your Bench", never "Draggable item hand:47 was dropped over droppable area slot:0:bench:2".
 * Pure, so it is tested without a page.
 */
import type { GameView, MainAction, SlotView } from '../../engine'
import { BENCH_ZONE, PLAY_ZONE, STADIUM_ZONE } from './targets'

type NameOf = (def: string) => string

/** The name of the Pokémon in a place, or null when it is face down (or gone). */
const topName = (s: SlotView | null | undefined, nameOf: NameOf): string | null => {
  const top = s?.stack.at(-1)
  return !s || s.faceDown || !top ? null : nameOf(top.def)
}

/** A drop place in words: "your Bench", "your Benched Bulbasaur", "your opponent's Active Pokémon, Magikarp". */
export function placeName(drop: string, view: GameView | null, nameOf: NameOf): string {
  if (drop === BENCH_ZONE) return 'your Bench'
  if (drop === PLAY_ZONE) return 'the table, where Trainers are played'
  if (drop === STADIUM_ZONE) return 'the Stadium place'
  const m = /^slot:(\d):(active|bench)(?::(\d+))?$/.exec(drop)
  if (!m) return 'that place'
  const mine = m[1] === '0'
  const side = view ? (mine ? view.me : view.opponent) : null
  const whose = mine ? 'your' : "your opponent's"
  if (m[2] === 'active') {
    // `slot:0:active:1`: a 2-on-2 Battle's second Active Spot
    const name = topName(m[3] === '1' ? side?.secondActive : side?.active, nameOf)
    return name ? `${whose} Active Pokémon, ${name}` : `${whose} face-down Active Pokémon`
  }
  const name = topName(side?.bench[Number(m[3])], nameOf)
  return name ? `${whose} Benched ${name}` : `${whose} face-down Benched Pokémon`
}

/** What a drop did: the action played (listed by the rules), or that the card went back. */
export function dropWords(card: string, place: string | null, action: MainAction | null): string {
  if (!action) return place ? `${card} was not played on ${place}; it is back where it was.` : `${card} was put back.`
  switch (action.type) {
    case 'bench':
      return `${card} moved to your Bench.`
    case 'attach-energy':
    case 'attach-tool':
      return `${card} attached to ${place}.`
    case 'evolve':
      return `${card} evolved ${place}.`
    case 'play-trainer':
      return `${card} played.`
    case 'retreat':
      return `${card} retreated to your Bench.`
    default:
      return `${card} moved to ${place}.`
  }
}

/** Said when a card is picked up by a drag. */
export const pickUpWords = (card: string): string =>
  `Picked up ${card}. Drop it on a highlighted place; Escape puts it back.`

/** Said while a dragged card is over a place. */
export const overWords = (card: string, place: string | null): string =>
  place ? `${card} is over ${place}.` : `${card} is over no place.`

/** The instructions a card in hand is described by (there is no keyboard drag: Enter picks a card up). */
export const DRAG_INSTRUCTIONS =
  'Enter picks this card up; then Enter on a highlighted place plays it there. Z shows the card large. A mouse or a finger can drag it.'

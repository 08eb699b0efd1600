// Which card is shown large on the table: opened (a modal dialog: long press, the Z key, a click on a card that has
// nothing else to do) or peeked at (the mouse resting on a card: a preview beside the table that takes no input).
import { create } from 'zustand'
import type { GameView, SlotView } from '../../engine'

/** A card to show large: its definition id and its uid (a Pokémon in play is found again by the uid of its top card). */
export interface ZoomTarget {
  def: string
  uid: number
}

export interface ZoomState {
  /** The card open in the zoom dialog. */
  open: ZoomTarget | null
  /** The card the mouse rests on (the preview), and which side of the window the pointer was on. */
  peek: (ZoomTarget & { side: 'left' | 'right' }) | null
  show(t: ZoomTarget | null): void
  peekAt(t: (ZoomTarget & { side: 'left' | 'right' }) | null): void
}

export const useZoom = create<ZoomState>()((set) => ({
  open: null,
  peek: null,
  show: (open) => set({ open, peek: null }),
  peekAt: (peek) => set({ peek }),
}))

/** How long the mouse rests on a card before its preview shows, and a finger on it before the zoom opens. */
export const HOVER_DELAY_MS = 450
export const LONG_PRESS_MS = 500
/** A finger that moves further than this is not holding still (the drag starts at 5 px, TableDnd). */
export const HOLD_TOLERANCE_PX = 4

/** The key that opens the zoom of the focused card: Z (any case, no modifier but Shift). */
export function isZoomKey(e: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }): boolean {
  return (e.key === 'z' || e.key === 'Z') && !e.ctrlKey && !e.metaKey && !e.altKey
}

/** The preview goes on the side away from the pointer, so it never hides the card it shows. */
export function peekSide(pointerX: number, windowWidth: number): 'left' | 'right' {
  return pointerX < windowWidth / 2 ? 'right' : 'left'
}

/** The Pokémon in play (either side) whose top card is `uid`, if there is one. */
export function slotOfTop(view: GameView | null, uid: number): SlotView | undefined {
  if (!view) return undefined
  for (const side of [view.me, view.opponent]) {
    // both Active Spots of a 2-on-2 Battle
    for (const s of [side.active, side.secondActive, ...side.bench].filter((x): x is SlotView => !!x))
      if (!s.faceDown && s.stack.at(-1)?.uid === uid) return s
  }
  return undefined
}

/** HP left of a Pokémon in play: its HP now less its damage, never below 0 (undefined when the view has no HP). */
export function hpLeft(slot: Pick<SlotView, 'hp' | 'damage'>): number | undefined {
  return slot.hp === undefined ? undefined : Math.max(0, slot.hp - slot.damage)
}

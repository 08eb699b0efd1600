import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react'
import { useSelection } from '../board/selection'
import { HOLD_TOLERANCE_PX, HOVER_DELAY_MS, LONG_PRESS_MS, isZoomKey, peekSide, useZoom, type ZoomTarget } from './zoom'

export interface ZoomHandlers {
  /** Z opens the zoom (screen readers announce it with the card). */
  'aria-keyshortcuts': 'Z'
  onPointerEnter(e: PointerEvent): void
  onPointerMove(e: PointerEvent): void
  onPointerLeave(): void
  onPointerDown(e: PointerEvent): void
  onPointerUp(): void
  onPointerCancel(): void
  onClickCapture(e: MouseEvent): void
  onContextMenu(e: MouseEvent): void
  onKeyDown(e: KeyboardEvent): void
}

/**
 * How any card on the table is read large, as in Pokémon TCG Live: the mouse resting on it shows a preview (after
 * HOVER_DELAY_MS, never while something is dragged), a finger held on it opens the zoom (after LONG_PRESS_MS, if it
 * holds still: a finger that moves starts a drag instead), and Z on the focused card opens the zoom. None of them
 * picks the card up or drops what is picked up: the click that ends a long press is swallowed, and a drag that
 * dnd-kit would start under an open zoom is ignored (TableDnd). `null` (a face-down card): nothing.
 * Spread the handlers on the card's element; `merge` chains them with dnd-kit's listeners.
 */
export function useZoomable(target: ZoomTarget | null): ZoomHandlers {
  const hover = useRef<ReturnType<typeof setTimeout> | null>(null)
  const hold = useRef<{ timer: ReturnType<typeof setTimeout> | null; x: number; y: number; fired: boolean } | null>(
    null,
  )
  const uid = target?.uid
  const def = target?.def

  const stopHover = () => {
    if (hover.current) clearTimeout(hover.current)
    hover.current = null
  }
  const stopHold = () => {
    if (hold.current?.timer) clearTimeout(hold.current.timer)
    if (hold.current) hold.current.timer = null
  }
  const unpeek = () => {
    const z = useZoom.getState()
    if (z.peek && z.peek.uid === uid) z.peekAt(null)
  }
  // a card that leaves the table (played, Knocked Out) takes its preview with it
  useEffect(
    () => () => {
      if (hover.current) clearTimeout(hover.current)
      if (hold.current?.timer) clearTimeout(hold.current.timer)
      const z = useZoom.getState()
      if (z.peek && z.peek.uid === uid) z.peekAt(null)
    },
    [uid],
  )

  const armHover = (e: PointerEvent) => {
    if (!def || uid === undefined || e.pointerType !== 'mouse' || e.buttons !== 0) return
    if (hover.current || useSelection.getState().dragging || useZoom.getState().peek?.uid === uid) return
    const side = peekSide(e.clientX, window.innerWidth)
    hover.current = setTimeout(() => {
      hover.current = null
      if (!useSelection.getState().dragging && !useZoom.getState().open) useZoom.getState().peekAt({ def, uid, side })
    }, HOVER_DELAY_MS)
  }

  return {
    'aria-keyshortcuts': 'Z',
    onPointerEnter: armHover,
    onPointerMove(e) {
      if (e.pointerType === 'mouse') return armHover(e)
      const h = hold.current
      if (h?.timer && Math.hypot(e.clientX - h.x, e.clientY - h.y) > HOLD_TOLERANCE_PX) stopHold()
    },
    onPointerLeave() {
      stopHover()
      unpeek()
    },
    onPointerDown(e) {
      stopHover()
      unpeek()
      stopHold()
      hold.current = null
      if (!def || uid === undefined || e.pointerType === 'mouse' || !e.isPrimary) return
      const h = { timer: null as ReturnType<typeof setTimeout> | null, x: e.clientX, y: e.clientY, fired: false }
      h.timer = setTimeout(() => {
        h.timer = null
        h.fired = true
        useZoom.getState().show({ def, uid })
      }, LONG_PRESS_MS)
      hold.current = h
    },
    onPointerUp: stopHold,
    onPointerCancel: stopHold,
    onClickCapture(e) {
      // the finger lifted after a long press: that was a read, not a click
      if (hold.current?.fired) {
        e.preventDefault()
        e.stopPropagation()
      }
      hold.current = null
    },
    onContextMenu(e) {
      // a long press on a phone asks for the context menu; here it opens the zoom instead
      if (hold.current) e.preventDefault()
    },
    onKeyDown(e) {
      if (!def || uid === undefined || !isZoomKey(e)) return
      e.preventDefault()
      useZoom.getState().show({ def, uid })
    },
  }
}

type Handler = ((e: never) => void) | string | undefined

/** Chain event handlers of the same names (the zoom's and dnd-kit's listeners): each one is called, ours first. */
export function merge<A extends object, B extends object>(a: A, b: B | undefined): A & B {
  if (!b) return a as A & B
  const out: Record<string, Handler> = { ...(b as Record<string, Handler>) }
  for (const [k, f] of Object.entries(a as Record<string, Handler>)) {
    const g = out[k]
    out[k] = typeof g === 'function' && typeof f === 'function' ? (e: never) => (f(e), g(e)) : f
  }
  return out as A & B
}

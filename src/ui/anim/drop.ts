// Where the player let go of a dragged card (TableDnd tells): its flight (CardFlights) starts there, not back in
// the hand where the card was before the drag.

export interface Box {
  x: number
  y: number
  w: number
  h: number
}

let dropped: { uid: number; box: Box; at: number } | null = null

export function rememberDrop(uid: number, r: { left: number; top: number; width: number; height: number }) {
  dropped = { uid, box: { x: r.left, y: r.top, w: r.width, h: r.height }, at: performance.now() }
}

/** The drop of card `uid` if it was just now (the move it made is being shown). */
export function dropOf(uid: number | null): Box | null {
  const d = dropped
  return d && uid === d.uid && performance.now() - d.at < 2000 ? d.box : null
}

export function forgetDrop() {
  dropped = null
}

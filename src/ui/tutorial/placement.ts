/**
 * Where the tutorial puts its guide panel and the chips of its highlights ("Touch", "Drop here", "Look") so that
 * they hide neither the question the game asks (the prompt), nor what the step points at, nor each other (issue 20).
 * Pure geometry on boxes measured from the screen; the components only apply the result.
 */

export interface Box {
  x: number
  y: number
  w: number
  h: number
}

/** The area two boxes share (0 when they only touch). */
export function overlapArea(a: Box, b: Box): number {
  const dx = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)
  const dy = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y)
  return dx > 0 && dy > 0 ? dx * dy : 0
}

/** What the guide panel should leave in view, and how much each matters. */
export interface KeepClear {
  prompt: Box | null
  /** What the step asks to touch or where to drop it. */
  pointed: Box[]
  /** What the step asks to look at. */
  looked: Box[]
}

/**
 * Narrow screens (the panel floats over the table): the top edge for the panel, `height` tall, in a window
 * `viewHeight` tall whose top bar ends at `below`. Tried in order: under the top bar, at the foot of the window, just
 * above the prompt; the first that covers least wins (the prompt and what is pointed at weigh most).
 */
export function guideTop(height: number, viewHeight: number, below: number, clear: KeepClear): number {
  const lowest = Math.max(below, viewHeight - height - 8)
  const candidates = [below, lowest]
  if (clear.prompt) candidates.push(Math.min(lowest, Math.max(below, clear.prompt.y - height - 8)))
  const cost = (top: number) => {
    const panel = { x: 0, y: top, w: 1e6, h: height }
    const area = (boxes: Box[], weight: number) => boxes.reduce((s, b) => s + weight * overlapArea(panel, b), 0)
    return area(clear.prompt ? [clear.prompt] : [], 8) + area(clear.pointed, 4) + area(clear.looked, 1)
  }
  let best = candidates[0]!
  for (const c of candidates) if (cost(c) < cost(best)) best = c
  return best
}

/** Where a highlight's chip goes, relative to its ring: above it, below it, or inside its top edge. */
export type ChipPlace = 'above' | 'below' | 'inside'

/** The chip's box for a ring `ring` (the highlighted element's box) at `place`; the chip is `w`×`h`. */
export function chipBox(ring: Box, place: ChipPlace, w: number, h: number): Box {
  const x = ring.x + ring.w / 2 - w / 2
  // the ring is drawn 4 px around the element; the chip straddles its edge, or sits just inside it
  const y = place === 'above' ? ring.y - 4 - h + 3 : place === 'below' ? ring.y + ring.h + 4 - 3 : ring.y + 2
  return { x, y, w, h }
}

/**
 * The first place for a ring's chip that stays clear of `avoid` (the prompt, the guide panel) and inside the window's height;
 * null when there is none (a highlighted button inside the prompt: the ring alone marks it, the prompt says what to
 * do).
 */
export function chipPlace(
  ring: Box,
  size: { w: number; h: number },
  avoid: Box[],
  view: { h: number },
): ChipPlace | null {
  for (const place of ['above', 'below', 'inside'] as const) {
    const b = chipBox(ring, place, size.w, size.h)
    const inside = b.y >= 0 && b.y + b.h <= view.h
    if (inside && avoid.every((a) => overlapArea(a, b) === 0)) return place
  }
  return null
}

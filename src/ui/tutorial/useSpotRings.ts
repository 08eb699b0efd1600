import { useEffect, useState } from 'react'
import type { GameView } from '../../engine'
import type { Spot, StepSpots } from '../../tutorial'
import type { Box } from './placement'
import { findSpot } from './spots'

export type RingKind = 'touch' | 'drop' | 'look'

export interface Ring extends Box {
  kind: RingKind
}

/** What the guide lays itself out around: the step's rings, and the prompt (the question on show) if any. */
export interface Measured {
  rings: Ring[]
  prompt: Box | null
  /** The guide panel itself (its chips stay off it). */
  guide: Box | null
  /**
   * The table's top bar: a chip stays off it too. Held sideways the actions stand at the top of the side column, just
   * under the bar, and a chip above a highlighted action sat a few px over the bar's buttons.
   */
  bar: Box | null
}

const sameBox = (a: Box | null, b: Box | null) =>
  a === b || (!!a && !!b && a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h)
const same = (a: Measured, b: Measured) =>
  sameBox(a.prompt, b.prompt) &&
  sameBox(a.guide, b.guide) &&
  sameBox(a.bar, b.bar) &&
  a.rings.length === b.rings.length &&
  a.rings.every((r, i) => r.kind === b.rings[i]!.kind && sameBox(r, b.rings[i]!))

const boxOf = (el: Element | null | undefined): Box | null => {
  if (!el || el.getClientRects().length === 0) return null
  const r = el.getBoundingClientRect()
  return { x: Math.round(r.left), y: Math.round(r.top), w: Math.round(r.width), h: Math.round(r.height) }
}
/** The question on show: below the desktop size it is in the table, on it in the side column (one is hidden). */
const promptBox = () =>
  [...document.querySelectorAll('section[aria-label="Decision"]')].map(boxOf).find((b) => b !== null) ?? null

const NONE: Measured = { rings: [], prompt: null, guide: null, bar: null }

/**
 * Where the current step's spots are on screen, and the prompt and the guide, kept up to date while cards move and
 * the layout changes (measured a few times a second: cheap, and it follows animations, scrolling and resizing
 * alike). `key` names what is pointed at (step and part): rings measured for an earlier key are never returned.
 */
export function useSpotRings(spots: StepSpots | null, view: GameView | null, key: string): Measured {
  const [measured, setMeasured] = useState<Measured & { key: string }>({ key: '', ...NONE })
  useEffect(() => {
    if (!view) return
    const measure = () => {
      const rings: Ring[] = []
      const add = (kind: RingKind, list: Spot[]) => {
        for (const s of list) {
          const b = boxOf(findSpot(s, view))
          if (b) rings.push({ kind, ...b })
        }
      }
      if (spots) {
        add('touch', spots.touch)
        add('drop', spots.drop)
        add('look', spots.look)
      }
      const next = {
        key,
        rings,
        prompt: promptBox(),
        guide: boxOf(document.querySelector('section[aria-label="Tutorial"]')),
        // the table's TopBar, the page's first header
        bar: boxOf(document.querySelector('header')),
      }
      setMeasured((prev) => (prev.key === key && same(prev, next) ? prev : next))
    }
    measure()
    const timer = setInterval(measure, 150)
    window.addEventListener('resize', measure)
    return () => {
      clearInterval(timer)
      window.removeEventListener('resize', measure)
    }
  }, [spots, view, key])
  if (!view || measured.key !== key) return NONE
  return { rings: spots ? measured.rings : [], prompt: measured.prompt, guide: measured.guide, bar: measured.bar }
}

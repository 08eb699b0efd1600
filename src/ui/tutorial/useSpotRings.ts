import { useEffect, useState } from 'react'
import type { GameView } from '../../engine'
import type { Spot, StepSpots } from '../../tutorial'
import { findSpot } from './spots'

export type RingKind = 'touch' | 'drop' | 'look'

export interface Ring {
  kind: RingKind
  x: number
  y: number
  w: number
  h: number
}

const same = (a: Ring[], b: Ring[]) =>
  a.length === b.length &&
  a.every((r, i) => r.kind === b[i]!.kind && r.x === b[i]!.x && r.y === b[i]!.y && r.w === b[i]!.w && r.h === b[i]!.h)

/**
 * Where the current step's spots are on screen, kept up to date while cards move and the layout changes (measured a
 * few times a second: cheap, and it follows animations, scrolling and resizing alike). `key` names what is pointed
 * at (step and part): rings measured for an earlier key are never returned.
 */
export function useSpotRings(spots: StepSpots | null, view: GameView | null, key: string): Ring[] {
  const [measured, setMeasured] = useState<{ key: string; rings: Ring[] }>({ key: '', rings: [] })
  useEffect(() => {
    if (!spots || !view) return
    const measure = () => {
      const out: Ring[] = []
      const add = (kind: RingKind, list: Spot[]) => {
        for (const s of list) {
          const el = findSpot(s, view)
          if (!el) continue
          const r = el.getBoundingClientRect()
          out.push({
            kind,
            x: Math.round(r.left),
            y: Math.round(r.top),
            w: Math.round(r.width),
            h: Math.round(r.height),
          })
        }
      }
      add('touch', spots.touch)
      add('drop', spots.drop)
      add('look', spots.look)
      setMeasured((prev) => (prev.key === key && same(prev.rings, out) ? prev : { key, rings: out }))
    }
    measure()
    const timer = setInterval(measure, 150)
    window.addEventListener('resize', measure)
    return () => {
      clearInterval(timer)
      window.removeEventListener('resize', measure)
    }
  }, [spots, view, key])
  return spots && view && measured.key === key ? measured.rings : []
}

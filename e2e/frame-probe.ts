/**
 * Frame times as the page draws them, for the specs that report how smooth the table is (table.spec.ts,
 * table-anim.spec.ts). An init script records every requestAnimationFrame time and every change of a card's
 * `data-rotation` (a Special Condition turning it); the specs print p95 figures and judge only that frames came.
 */
import type { Page } from '@playwright/test'

interface Probe {
  __frames: number[]
  __turns: { t: number; r: string }[]
}

/** Start recording before the page loads (an init script). */
export async function recordFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as Probe
    w.__frames = []
    w.__turns = []
    const loop = (t: number) => {
      w.__frames.push(t)
      requestAnimationFrame(loop)
    }
    requestAnimationFrame(loop)
    new MutationObserver((list) => {
      for (const m of list)
        w.__turns.push({ t: performance.now(), r: (m.target as Element).getAttribute('data-rotation') ?? '' })
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-rotation'] })
  })
}

/** The frame times and rotation changes recorded so far (performance.now() ms). */
export function framesSoFar(page: Page): Promise<{ frames: number[]; turns: { t: number; r: string }[] }> {
  return page.evaluate(() => {
    const w = window as unknown as Probe
    return { frames: w.__frames, turns: w.__turns }
  })
}

/** The times between frames drawn from `a` to `b`. */
export function frameDeltas(frames: number[], a: number, b: number): number[] {
  const fs = frames.filter((t) => t >= a && t <= b)
  return fs.slice(1).map((t, i) => t - fs[i]!)
}

export const p95 = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length ? s[Math.min(s.length - 1, Math.floor(s.length * 0.95))]! : NaN
}

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

/** One task of the page's main thread: its CPU time and its wall time (ms). */
export interface MainTask {
  cpu: number
  wall: number
}

/**
 * Records the page's main-thread tasks (Chromium tracing, the DevTools timeline categories) until the returned function is
 * called (with `on` false, records nothing and returns null). CPU time is what the page itself asks of the machine, wall time what the player sees; on a loaded machine
 * a frame of a few milliseconds of CPU can take 100 ms of wall time, so both are printed.
 */
export async function traceMainThread(page: Page, on = true): Promise<() => Promise<MainTask[] | null>> {
  if (!on) return () => Promise.resolve(null)
  const cdp = await page.context().newCDPSession(page)
  type TraceEvent = {
    name: string
    ph: string
    pid: number
    tid: number
    dur?: number
    tdur?: number
    args?: { name?: string }
  }
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])))
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  })
  return async () => {
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.end')
    await done
    await cdp.detach()
    const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    return events
      .filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && e.ph === 'X')
      .map((e) => ({ cpu: (e.tdur ?? 0) / 1000, wall: (e.dur ?? 0) / 1000 }))
  }
}

/**
 * The computer thinks off the main thread: a game against Expert (16 sampled worlds per option, up to 1 s a
 * decision, in the Web Worker) must not cause main-thread long tasks (over 50 ms) while the computer is thinking.
 *
 * Method: a `PerformanceObserver({ type: 'longtask', buffered: true })` is installed by an init script before the
 * app loads. Once the table is up, a store subscription records the `aiThinking` windows (performance.now() at each
 * false→true and true→false change; a window also covers the store applying the computer's moves and React
 * rendering them). The human side answers through the store with the e2e policy (table-policy.ts) until turn 12
 * (or 35 s), then every long task is compared with the windows. Long tasks outside the windows (page load, the
 * human's own moves) are printed but not judged here.
 *
 * A window also covers rendering the computer's moves, and on this shared 2-core machine that rendering alone
 * sometimes takes 50–110 ms; such tasks are printed, not failed on (timing figures belong in benchmarks, not in
 * timed tests). So: no long task during a window may last 250 ms or more, and together they stay under a quarter
 * of the thinking time. How long Expert thinks depends on the machine (docs/ai.md: median 18 ms, p95 72 ms a
 * main-phase decision), so the test asks for several computer turns, not for a number of milliseconds.
 */
import { test, expect, type Page } from '@playwright/test'
import type { Decision, GameView } from '../src/engine'
import { freshMemory, humanPicks } from './table-policy'
import { TIMING } from './timing'

const SEED = 55
const cardName = (def: string) => (def === 'base1-91' ? 'Bill' : def)

interface Probe {
  __longtasks: { start: number; duration: number }[]
  __aiWindows: { start: number; end: number | null }[]
}

type G = {
  myDecision: Decision | null
  view: GameView | null
  aiThinking: boolean
  respond(p: number[]): void
  whenIdle(): Promise<void>
}
type Store = { getState(): G; subscribe(f: (s: G) => void): () => void }

async function snap(page: Page) {
  await page.waitForFunction(
    () => {
      const g = (window as unknown as { __coinflip?: { game: Store } }).__coinflip?.game.getState()
      return !!g && (!!g.myDecision || !!g.view?.result)
    },
    undefined,
    { polling: 50, timeout: 30_000 },
  )
  return page.evaluate(() => {
    const g = (window as unknown as { __coinflip: { game: Store } }).__coinflip.game.getState()
    return { d: g.myDecision, v: g.view }
  })
}

test('no main-thread long task while Expert thinks', TIMING, async ({ page }) => {
  test.setTimeout(75_000)
  await page.addInitScript(() => {
    localStorage.setItem('coinflip.settings', JSON.stringify({ version: 1, theme: 'light', animationSpeed: 'off' }))
    const w = window as unknown as Probe
    w.__longtasks = []
    w.__aiWindows = []
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longtasks.push({ start: e.startTime, duration: e.duration })
    }).observe({ type: 'longtask', buffered: true })
  })
  await page.goto(`/?fast&seed=${SEED}`)
  await page.getByRole('button', { name: 'Play vs computer' }).click()
  await page.getByLabel('Your deck').selectOption('d-base1-2')
  await page.getByLabel("Computer's deck").selectOption('d-base1-3')
  // The level radio group works from the keyboard: Normal is the default, two arrows down reach Expert.
  const group = page.getByRole('group', { name: 'Computer level' })
  await expect(group.getByRole('radio', { name: /Normal/ })).toBeChecked()
  await group.getByRole('radio', { name: /Normal/ }).focus()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(group.getByRole('radio', { name: /Expert/ })).toBeChecked()
  await page.getByRole('button', { name: 'Start game' }).click()
  await expect(page.getByRole('main', { name: 'Game table' })).toBeVisible()
  await page.evaluate(() => {
    const w = window as unknown as Probe & { __coinflip: { game: Store } }
    const open = (on: boolean) => {
      const last = w.__aiWindows.at(-1)
      if (on && (!last || last.end !== null)) w.__aiWindows.push({ start: performance.now(), end: null })
      if (!on && last && last.end === null) last.end = performance.now()
    }
    open(w.__coinflip.game.getState().aiThinking)
    w.__coinflip.game.subscribe((s) => open(s.aiThinking))
  })

  const mem = freshMemory()
  const t0 = Date.now()
  for (let i = 0; i < 500 && Date.now() - t0 < 35_000; i++) {
    const s = await snap(page)
    if (s.v!.result || s.v!.turn >= 12) break
    const picks = humanPicks(s.d!, s.v!, mem, cardName)
    await page.evaluate(
      (p) => (window as unknown as { __coinflip: { game: Store } }).__coinflip.game.getState().respond(p),
      picks,
    )
  }
  await page.evaluate(() =>
    (window as unknown as { __coinflip: { game: Store } }).__coinflip.game.getState().whenIdle(),
  )

  const { tasks, windows, config } = await page.evaluate(() => {
    const w = window as unknown as Probe & { __coinflip: { game: { getState(): { config: unknown } } } }
    const now = performance.now()
    return {
      tasks: w.__longtasks,
      windows: w.__aiWindows.map((x) => ({ start: x.start, end: x.end ?? now })),
      config: w.__coinflip.game.getState().config as { level: string },
    }
  })
  expect(config.level).toBe('expert')
  const thinking = windows.reduce((n, x) => n + x.end - x.start, 0)
  const during = tasks.filter((t) => windows.some((x) => t.start < x.end && t.start + t.duration > x.start))
  console.log(
    `${windows.length} computer windows, ${Math.round(thinking)} ms thinking; ` +
      `${tasks.length} long tasks in all (${tasks.map((t) => Math.round(t.duration)).join(', ') || 'none'}), ${during.length} while the computer thought`,
  )
  expect(windows.length).toBeGreaterThanOrEqual(4) // the computer played several turns
  const duringMs = during.reduce((n, t) => n + t.duration, 0)
  expect(during.filter((t) => t.duration >= 250)).toEqual([])
  expect(duringMs).toBeLessThan(thinking / 4)
})

/**
 * Animation of engine events on the table (issue 5), from prepared positions (e2e/table-positions.ts) with the
 * animation speed at Normal: the queue keeps up with a player who acts fast.
 */
import { test, expect, type Page } from '@playwright/test'
import type { MainAction } from '../src/engine'
import { fullBenches, resumePosition } from './table-positions'

type Store = { getState(): { act(a: MainAction): boolean; respond(p: number[]): void; pendingEvents: unknown[] } }

async function withSpeed(page: Page, speed: string) {
  await page.addInitScript(
    (animationSpeed) => localStorage.setItem('coinflip.settings', JSON.stringify({ version: 1, theme: 'light', animationSpeed })),
    speed,
  )
}

test('the event queue catches up: a move made while the last one animates drops the stale step at once', async ({ page }) => {
  // Slow speed: Gust of Wind's step alone holds the queue for 1120 ms (700 ms × 1.6)
  await withSpeed(page, 'slow')
  const pos = fullBenches()
  const hand = pos.view.me.hand!
  const gust = hand.find((c) => c.def === 'base1-93')!.uid
  const swap = hand.find((c) => c.def === 'base1-95')!.uid
  await resumePosition(page, pos.record)

  // The player plays Gust of Wind and, as soon as its line shows, answers it and plays Switch. Times are taken in
  // the page from the stores themselves, so a slow machine cannot make the old behaviour look right: without the
  // catch-up, Gust of Wind's step could not end (and Switch could not show) before its 1120 ms timer.
  const t = await page.evaluate(
    ([gustUid, switchUid]) =>
      new Promise<{ gust: number; gone: number; shown: number }>((resolve) => {
        type Ev = { type: string; card?: { def: string } }
        type Fx = { subscribe(f: (s: { banner: { text: string } | null }) => void): () => void }
        const { game, fx } = (window as unknown as { __coinflip: { game: Store & { subscribe(f: (s: { pendingEvents: Ev[] }) => void): () => void }; fx: Fx } }).__coinflip
        const t = { gust: 0, gone: 0, shown: 0 }
        fx.subscribe((s) => {
          if (!t.gust && s.banner?.text === 'You played Gust of Wind') {
            t.gust = performance.now()
            queueMicrotask(() => {
              game.getState().respond([0])
              game.getState().act({ type: 'play-trainer', card: switchUid })
            })
          }
          if (t.gust && !t.shown && s.banner?.text === 'You played Switch') t.shown = performance.now()
        })
        game.subscribe((s) => {
          if (t.gust && !t.gone && !s.pendingEvents.some((e) => e.type === 'trainer' && e.card?.def === 'base1-93')) t.gone = performance.now()
        })
        game.getState().act({ type: 'play-trainer', card: gustUid })
        setTimeout(() => resolve(t), 2500)
      }),
    [gust, swap],
  )
  console.log(`Gust of Wind shown at 0, dropped at ${Math.round(t.gone - t.gust)} ms, Switch shown at ${Math.round(t.shown - t.gust)} ms`)
  expect(t.gust).toBeGreaterThan(0)
  expect(t.gone - t.gust, 'Gust of Wind left the queue before its step was over').toBeLessThan(1120)
  expect(t.shown - t.gust, 'Switch shown before the Gust of Wind step was over').toBeLessThan(1120)
})

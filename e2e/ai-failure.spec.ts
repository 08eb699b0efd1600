/**
 * Issue 19, item 5 (second half), in real Chromium against the built app: when the computer's worker cannot be
 * loaded (after an update its script is gone, or the network fails), the table says the computer could not think
 * and retries; nothing is played for it. Once the worker loads again the computer plays on.
 */
import { test, expect, type Page } from '@playwright/test'

// The service worker would serve the worker script from its cache, out of the test's reach.
test.use({ serviceWorkers: 'block' })

const WORKER = '**/assets/ai.worker-*.js'

type Hook = {
  __coinflip: {
    game: {
      getState(): {
        myDecision: { id: number; min: number; max: number } | null
        aiThinking: boolean
        moves(): number
        respond(picks: number[], decision?: number): void
      }
    }
  }
}
const state = (page: Page) =>
  page.evaluate(() => {
    const s = (window as unknown as Hook).__coinflip.game.getState()
    return { moves: s.moves(), mine: s.myDecision !== null, thinking: s.aiThinking }
  })

test('a computer whose worker cannot load is shown and retried, never replaced by made-up moves', async ({ page }) => {
  let blocked = 0
  await page.route(WORKER, (route) => (blocked++, route.abort()))
  await page.goto('/?e2e&fast&seed=7')
  await page.getByRole('button', { name: 'Play vs computer' }).click()
  await page.getByRole('button', { name: 'Start game' }).click()
  await page.getByRole('button', { name: 'Go first' }).first().click()

  // Answer the player's setup questions until the computer has to decide.
  const alert = page.getByRole('alert').filter({ hasText: 'The computer could not think — retrying…' })
  for (let i = 0; i < 20 && !(await alert.isVisible()); i++) {
    await page.evaluate(() => {
      const s = (window as unknown as Hook).__coinflip.game.getState()
      const d = s.myDecision
      if (d)
        s.respond(
          Array.from({ length: Math.max(d.min, Math.min(1, d.max)) }, (_, k) => k),
          d.id,
        )
    })
    await page.waitForTimeout(200)
  }
  await expect(alert).toBeVisible()
  expect(blocked).toBeGreaterThan(0)
  const stuck = await state(page)
  expect(stuck.thinking).toBe(true)
  expect(stuck.mine).toBe(false)
  // It keeps trying (the pause grows from 1 s) and plays nothing meanwhile.
  await expect.poll(() => blocked, { timeout: 10_000 }).toBeGreaterThan(1)
  expect((await state(page)).moves).toBe(stuck.moves)

  // The worker script is back: "Retry now" asks again at once and the computer moves.
  await page.unroute(WORKER)
  await alert.getByRole('button', { name: 'Retry now' }).click()
  await expect(alert).toHaveCount(0)
  await expect.poll(async () => (await state(page)).moves).toBeGreaterThan(stuck.moves)
  expect(page.workers().length).toBeGreaterThan(0)
})

/**
 * Issue 19, items 10 and 5 (first half), against the built app in real Chromium:
 * - a strict Content-Security-Policy (vite.config.ts) that the app, its AI worker and its service worker work under:
 *   no violation while the computer plays a few moves, then offline;
 * - stored strings shown bounded and validated: a tutorial record with "index": 1e21, a save whose version is a
 *   megabyte of text;
 * - a lazy screen whose file cannot be loaded (Coinflip was updated under the page) shows "Reload to update".
 */
import { test, expect, type Page } from '@playwright/test'

type Store = { getState(): { myDecision: { id: number } | null; respond(p: number[]): void; view: unknown } }

/** Collect every CSP violation the page (or a worker it starts) reports. */
function watchCsp(page: Page): string[] {
  const found: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) found.push(m.text())
  })
  page.on('worker', (w) =>
    w.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) found.push(`worker: ${m.text()}`)
    }),
  )
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Refused (securitypolicyviolation): ${e.violatedDirective} ${e.blockedURI}`),
    )
  })
  return found
}

async function waitForServiceWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
    .toBe('activated')
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

test('the app, its AI worker and its service worker run under a strict Content-Security-Policy', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  const violations = watchCsp(page)
  const res = await page.goto('/?e2e&seed=7')
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
  for (const directive of ["script-src 'self'", "style-src 'self'", "worker-src 'self'", "object-src 'none'"]) {
    expect(policy).toContain(directive)
    expect(res!.headers()['content-security-policy']).toContain(directive)
  }
  expect(policy).not.toContain('unsafe')
  await waitForServiceWorker(page)

  // A few moves against the computer, which thinks in its Web Worker.
  await page.getByRole('button', { name: 'Play vs computer' }).click()
  await page.getByRole('button', { name: 'Start game' }).click()
  await expect(page.getByRole('main', { name: 'Game table' })).toBeVisible()
  for (let moves = 0; moves < 8; moves++) {
    await page.waitForFunction(
      () => !!(window as unknown as { __coinflip?: { game: Store } }).__coinflip?.game.getState().myDecision,
      undefined,
      { timeout: 30_000 },
    )
    await page.evaluate(() => {
      const g = (window as unknown as { __coinflip: { game: Store } }).__coinflip.game.getState()
      g.respond([0])
    })
  }
  expect(page.workers().length).toBeGreaterThan(0) // the AI worker was started, not refused

  // Offline: the service worker serves the app and its lazy screens.
  await context.setOffline(true)
  try {
    await page.reload()
    await page.getByRole('button', { name: 'Resume game' }).click()
    await expect(page.getByRole('main', { name: 'Game table' })).toBeVisible()
  } finally {
    await context.setOffline(false)
  }
  expect(violations).toEqual([])
})

test('stored strings are shown bounded and validated', async ({ page }) => {
  await page.goto('/favicon.svg')
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        // A tutorial record with an absurd step number, and a save whose version is a megabyte of text.
        localStorage.setItem(
          'coinflip.tutorial',
          JSON.stringify({ version: 2, step: 'welcome', index: 1e21, total: 3, lesson: 'First steps' }),
        )
        const r = indexedDB.open('coinflip', 1)
        r.onupgradeneeded = () => r.result.createObjectStore('saves')
        r.onsuccess = () => {
          const tx = r.result.transaction('saves', 'readwrite')
          tx.objectStore('saves').put({ version: 'v'.repeat(1_000_000) }, 'current')
          tx.oncomplete = () => (r.result.close(), resolve())
          tx.onerror = () => reject(tx.error)
        }
        r.onerror = () => reject(r.error)
      }),
  )
  await page.goto('/?e2e')
  const status = page.getByRole('status').filter({ hasText: 'saved game' })
  await expect(status).toContainText('the save has an unknown version')
  expect((await status.textContent())!.length).toBeLessThan(300)
  const learn = page.getByRole('button', { name: /Learn to play/ })
  await expect(learn).toBeVisible()
  await expect(learn).not.toContainText('e+21')
  await expect(learn).toContainText('A guided first duel') // a damaged record means "not started"
})

test.describe('a lazy screen that cannot be loaded', () => {
  // page.route does not see requests a service worker answers
  test.use({ serviceWorkers: 'block' })
  test('offers "Reload to update" instead of a blank page', async ({ page }) => {
    await page.route(/\/assets\/NewGameScreen-[^/]+\.js$/, (r) => r.abort())
    await page.goto('/?e2e')
    await page.getByRole('button', { name: 'Play vs computer' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'Coinflip has been updated' })
    await expect(alert).toBeVisible()
    await expect(alert.getByRole('button', { name: 'Reload to update' })).toBeFocused()
    // Back to start works without a reload; the reload loads the screen once its file is there again.
    await alert.getByRole('button', { name: 'Back to start' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Coinflip' })).toBeVisible()
    await page.getByRole('button', { name: 'Play vs computer' }).click()
    await page.unroute(/\/assets\/NewGameScreen-[^/]+\.js$/)
    await alert.getByRole('button', { name: 'Reload to update' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Coinflip' })).toBeVisible()
    await page.getByRole('button', { name: 'Play vs computer' }).click()
    await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible()
  })
})

/**
 * Issue 19, item 4, in real Chromium against the built app: storage failures are not silent. A page whose
 * IndexedDB cannot open the saves (sabotaged by an init script) shows that the game is not being saved, with a Retry
 * that saves the game once storage is back; and a newer version opening the database in a second page is not
 * blocked by the open game: this tab lets go of the database and says so, offering a reload. Storage failing at
 * start-up is said on the start screen too, before any game.
 */
import { test, expect, type Page } from '@playwright/test'

/** `?sabotage` in the URL: opening the "coinflip" database fails until `window.__idbBack = true`. */
function sabotageSaves() {
  const real = IDBFactory.prototype.open
  IDBFactory.prototype.open = function (this: IDBFactory, name: string, version?: number) {
    const w = window as unknown as { __idbBack?: boolean }
    if (name !== 'coinflip' || !location.search.includes('sabotage') || w.__idbBack)
      return real.call(this, name, version)
    // As IndexedDB fails when it cannot be used: the request's error event, asynchronously.
    const r = { error: new DOMException('IndexedDB is sabotaged by the test', 'UnknownError') } as unknown as {
      onerror: ((e: unknown) => void) | null
    }
    setTimeout(() => r.onerror?.(new Event('error')), 0)
    return r as unknown as IDBOpenDBRequest
  }
}

type Hook = { __coinflip: { game: { getState(): { whenIdle(): Promise<void>; moves(): number } } } }
const whenIdle = (page: Page) => page.evaluate(() => (window as unknown as Hook).__coinflip.game.getState().whenIdle())

async function startGame(page: Page, query: string) {
  await page.goto(`/?e2e&fast&seed=7${query}`)
  await page.getByRole('button', { name: 'Play vs computer' }).click()
  await page.getByRole('button', { name: 'Start game' }).click()
  await page.getByRole('button', { name: 'Go first' }).first().click()
  await whenIdle(page)
}

test('with IndexedDB failing the table says the game is not being saved; Retry saves it once storage is back', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.addInitScript(sabotageSaves)
  await startGame(page, '&sabotage')

  const banner = page.getByTestId('save-problem')
  await expect(banner).toContainText('Your game is not being saved')
  // Not blocking: the game goes on under it.
  await expect(page.getByRole('main', { name: 'Game table' })).toBeVisible()
  await banner.getByRole('button', { name: 'Retry' }).click()
  await expect(banner).toContainText('Still not saved')

  await page.evaluate(() => ((window as unknown as { __idbBack: boolean }).__idbBack = true))
  await banner.getByRole('button', { name: 'Retry' }).click()
  await expect(banner).toBeEmpty()

  // Saved: a fresh start (storage working) offers the game and resumes it.
  await page.goto('/?e2e&fast')
  await page.getByRole('button', { name: 'Resume game' }).click({ timeout: 30_000 })
  await expect(page.getByRole('main', { name: 'Game table' })).toBeVisible()
  await expect(page.getByTestId('save-problem')).toBeEmpty()
  expect(errors).toEqual([])
})

test('with IndexedDB failing at start-up the start screen says games are not being saved; Retry clears it', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.addInitScript(sabotageSaves)
  await page.goto('/?e2e&fast&sabotage')

  const notice = page.getByTestId('storage-notice')
  await expect(notice).toContainText("Games are not being saved: this browser's storage cannot be used right now.")
  // The menu still works under it.
  await expect(page.getByRole('button', { name: 'Play vs computer' })).toBeEnabled()
  await notice.getByRole('button', { name: 'Retry' }).click()
  await expect(notice).toContainText('Still not working')

  await page.evaluate(() => ((window as unknown as { __idbBack: boolean }).__idbBack = true))
  await notice.getByRole('button', { name: 'Retry' }).click()
  await expect(notice).toHaveCount(0)
  expect(errors).toEqual([])
})

test('a newer version opening the saves in another tab is not blocked; this tab lets go and offers a reload', async ({
  page,
  context,
}) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await startGame(page, '')

  // A newer build, in a second tab, upgrades the database while this game holds it open.
  const newer = await context.newPage()
  await newer.goto('/favicon.svg') // a page of the same origin that does not run the app
  const opened = await newer.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const r = indexedDB.open('coinflip', 2)
        r.onupgradeneeded = () => void 0
        r.onsuccess = () => (r.result.close(), resolve('opened'))
        r.onblocked = () => resolve('blocked')
        r.onerror = () => resolve(`error: ${String(r.error)}`)
      }),
  )
  expect(opened).toBe('opened')

  const banner = page.getByTestId('save-problem')
  await expect(banner).toContainText('a newer version of Coinflip opened in another tab')
  await expect(banner.getByRole('button', { name: 'Reload' })).toBeVisible()
  expect(errors).toEqual([])
})

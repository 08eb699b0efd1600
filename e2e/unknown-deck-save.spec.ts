/**
 * Issue 19, item 3, in real Chromium against the built app: a save naming a deck this version does not know (one
 * written by a newer version) is reported on the start screen, not offered for resuming, never thrown on, and kept:
 * a new game asks before it replaces it.
 */
import { test, expect, type Page } from '@playwright/test'

/** Rewrite the stored save's deck to one this version does not have (as a newer version would have written it). */
const renameDeck = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const r = indexedDB.open('coinflip', 1)
        r.onsuccess = () => {
          const tx = r.result.transaction('saves', 'readwrite')
          const store = tx.objectStore('saves')
          const get = store.get('current')
          get.onsuccess = () => {
            const rec = get.result as { config: { humanDeck: string } }
            rec.config.humanDeck = 'd-from-a-newer-version'
            store.put(rec, 'current')
          }
          tx.oncomplete = () => (r.result.close(), resolve('ok'))
          tx.onerror = () => reject(tx.error)
        }
        r.onerror = () => reject(r.error)
      }),
  )

const storedDeck = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string | undefined>((resolve, reject) => {
        const r = indexedDB.open('coinflip', 1)
        r.onsuccess = () => {
          const get = r.result.transaction('saves').objectStore('saves').get('current')
          get.onsuccess = () => (
            r.result.close(),
            resolve((get.result as { config?: { humanDeck: string } })?.config?.humanDeck)
          )
          get.onerror = () => reject(get.error)
        }
        r.onerror = () => reject(r.error)
      }),
  )

test('a save naming a deck this version does not know is reported and kept, not resumed or replaced', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  // A game in progress, saved after the first answer.
  await page.goto('/?e2e&fast&seed=7')
  await page.getByRole('button', { name: 'Play vs computer' }).click()
  await page.getByRole('button', { name: 'Start game' }).click()
  await page.getByRole('button', { name: 'Go first' }).first().click()
  await page.evaluate(() =>
    (window as unknown as { __coinflip: { game: { getState(): { whenIdle(): Promise<void> } } } }).__coinflip.game
      .getState()
      .whenIdle(),
  )
  await page.goto('/favicon.svg') // a page of the same origin that does not run the app
  await renameDeck(page)

  await page.goto('/?e2e&fast')
  await expect(page.getByText(/deck this version does not know/)).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('button', { name: 'Resume game' })).toHaveCount(0)
  expect(errors).toEqual([])

  // A new game asks first, naming it; keeping it leaves it in place.
  await page.getByRole('button', { name: 'Play vs computer' }).click()
  await page.getByRole('button', { name: 'Start game' }).click()
  const dialog = page.getByRole('dialog', { name: 'Replace your saved game?' })
  await expect(dialog).toContainText('a deck this version does not know against')
  await dialog.getByRole('button', { name: 'Keep my saved game' }).click()
  await expect(dialog).toHaveCount(0)
  expect(await storedDeck(page)).toBe('d-from-a-newer-version')
  expect(errors).toEqual([])
})

/**
 * The table on a phone (issue 20, "The phone"), in real Chromium with a touch screen at 390×844: prompts say "Tap"
 * (and "Click" with a mouse), and a toast never covers the title of the question being asked. Screenshots at
 * 390×844, 768×1024 and 1280×800 go to test-results/phone/ to be looked at.
 */
import { test, expect, type Locator, type Page } from '@playwright/test'
import { dragTo, handCard, lightSettings, snap } from './table-driver'
import { fullBenches, resumePosition } from './table-positions'

const GUST = 'base1-93'
const question = (page: Page) => page.getByRole('region', { name: 'Decision' }).filter({ visible: true })
const toast = (page: Page) => page.locator('[data-tone]')

async function uidOf(page: Page, def: string): Promise<number> {
  const c = (await snap(page)).v!.me.hand!.find((h) => h.def === def)
  if (!c) throw new Error(`${def} is not in the hand`)
  return c.uid
}

/** Plays Gust of Wind by picking it up and pressing the table: the question "choose a Benched Pokémon" follows. */
async function playGust(page: Page, press: (l: Locator) => Promise<void>) {
  const gust = handCard(page, await uidOf(page, GUST))
  await gust.scrollIntoViewIfNeeded()
  await press(gust)
  await press(page.locator('[data-drop="zone:play"]').getByRole('button'))
  await expect(question(page).getByRole('heading')).toBeVisible()
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })

  test('prompts say "Tap"; a toast does not cover the question', async ({ page }) => {
    await lightSettings(page)
    await resumePosition(page, fullBenches().record)
    await page.screenshot({ path: 'test-results/phone/table-390.png' })
    // the height a phone has to spare goes to the Active Pokémon (they were 64 px wide, held by the width)
    const active = await page.locator('[data-drop="slot:0:active"]').getByRole('button').first().boundingBox()
    expect(active!.width).toBeGreaterThanOrEqual(80)
    await playGust(page, (l) => l.tap())
    await expect(question(page)).toContainText('Tap a highlighted Pokémon')
    await expect(question(page)).not.toContainText('Click')

    // a card dragged while a question is open is put back with a toast ("Wait for your turn")
    const other = handCard(page, (await snap(page)).v!.me.hand!.find((c) => c.def !== GUST)!.uid)
    await other.scrollIntoViewIfNeeded()
    await dragTo(page, other, page.getByRole('region', { name: 'Your Bench' }))
    await expect(toast(page)).toBeVisible()
    await page.screenshot({ path: 'test-results/phone/question-toast-390.png' })
    const [t, h] = [await toast(page).boundingBox(), await question(page).getByRole('heading').boundingBox()]
    expect(overlaps(t!, h!), 'the toast covers the question').toBe(false)
  })
})

test('with a mouse, prompts say "Click"; screenshots at tablet and desktop sizes', async ({ page }) => {
  await lightSettings(page)
  await page.setViewportSize({ width: 768, height: 1024 })
  await resumePosition(page, fullBenches().record)
  await page.screenshot({ path: 'test-results/phone/table-768.png' })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.screenshot({ path: 'test-results/phone/table-1280.png' })
  await playGust(page, (l) => l.click())
  await expect(question(page)).toContainText('Click a highlighted Pokémon')
  await page.screenshot({ path: 'test-results/phone/question-1280.png' })
})

/**
 * Playing by keyboard, in real Chromium against the built app: after each answer the focus is on the next decision's
 * first control (a question's first option, the action bar in the main phase), not on the page body many Tabs away;
 * and a held Enter does not answer the question that took the focus.
 */
import { test, expect, type Page } from '@playwright/test'
import { lightSettings, myTurn, panel, snap } from './table-driver'

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]

/** A new modern game (seed 7: the player wins the coin flip) up to "Go first or second?", animations off. */
async function toCoinFlipQuestion(page: Page) {
  await lightSettings(page)
  await page.goto('/?e2e&fast&seed=7')
  await page.getByRole('button', { name: 'Play vs computer' }).click()
  await page.getByRole('button', { name: 'Start game' }).click()
  await expect(panel(page).getByRole('button', { name: 'Go first' })).toBeVisible()
}

/** The element with the focus, as a player would name it: its role's text and where it is. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return 'the page body'
    const where = el.closest('section[aria-label="Decision"]')
      ? 'question'
      : el.closest('[role="toolbar"]')
        ? 'action bar'
        : 'elsewhere'
    return `${where}: ${el.getAttribute('aria-label') ?? el.textContent?.trim()}`
  })

const actions = (page: Page) => page.getByRole('toolbar', { name: 'Actions' })

for (const size of SIZES)
  test(`after each keyboard answer the next choice has the focus (${size.width}×${size.height})`, async ({ page }) => {
    test.setTimeout(60_000)
    await page.setViewportSize(size)
    await toCoinFlipQuestion(page)
    await panel(page).getByRole('button', { name: 'Go first' }).focus()
    await page.keyboard.press('Enter')

    // every setup question: its first option has the focus; Enter answers, Tab reaches Done
    for (let guard = 0; guard < 6; guard++) {
      const s = await myTurn(page)
      if (s.d?.ask === 'main') break
      await expect(panel(page).getByRole('button').first()).toBeFocused()
      expect(await focused(page)).toMatch(/^question: /)
      const id = s.d!.id
      if (s.d!.min === 1 && s.d!.max === 1) await page.keyboard.press('Enter')
      else {
        // optional (the Bench at setup): decline it by keyboard, Done is the panel's last button
        const done = panel(page).getByRole('button', { name: 'Done' })
        for (let tab = 0; tab < 10 && !(await done.evaluate((el) => el === document.activeElement)); tab++)
          await page.keyboard.press('Tab')
        await page.keyboard.press('Enter')
      }
      await expect.poll(async () => (await snap(page)).d?.id).not.toBe(id)
    }

    // the main phase: the action bar's first button has the focus; End turn is a Tab or two away, not forty
    await expect.poll(async () => (await snap(page)).d?.ask).toBe('main')
    await expect(actions(page).getByRole('button').first()).toBeFocused()
    const end = actions(page).getByRole('button', { name: 'End turn' })
    let tabs = 0
    while (!(await end.evaluate((el) => el === document.activeElement)) && tabs < 4) {
      await page.keyboard.press('Tab')
      tabs++
    }
    await expect(end).toBeFocused()
    const turn = (await snap(page)).v!.turn
    await page.keyboard.press('Enter')

    // the computer plays its turn; on the player's next turn the focus is back on the action bar
    await expect.poll(async () => (await snap(page)).v!.turn, { timeout: 20_000 }).toBeGreaterThan(turn + 1)
    const s = await myTurn(page)
    if (s.d?.ask === 'main') await expect(actions(page).getByRole('button').first()).toBeFocused()
    else await expect(panel(page).getByRole('button').first()).toBeFocused()
  })

test('a held Enter does not answer the next question, which has the focus', async ({ page }) => {
  await toCoinFlipQuestion(page)
  await panel(page).getByRole('button', { name: 'Go second' }).focus()
  await page.keyboard.down('Enter')
  await expect(panel(page).getByRole('heading')).toContainText('Active')
  await expect(panel(page).getByRole('button').first()).toBeFocused()
  // the key repeats while it is held: Chromium sends more key presses, marked as repeats
  await page.keyboard.down('Enter')
  await page.keyboard.down('Enter')
  await page.keyboard.up('Enter')
  await expect.poll(async () => (await snap(page)).d?.ask).toBe('setup-active')
  expect((await snap(page)).v!.me.active).toBeNull()
  // a new press of Enter answers it
  await page.keyboard.press('Enter')
  await expect.poll(async () => (await snap(page)).v!.me.active).not.toBeNull()
})

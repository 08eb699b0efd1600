/**
 * Issue 19, item 6, in real Chromium against the built app: a double click answers only the question it was aimed
 * at, never the next one that takes its place under the pointer.
 */
import { test, expect, type Page } from '@playwright/test'
import { panel, snap } from './table-driver'

/** A new modern game (seed 7: the player wins the coin flip) up to "Go first or second?". */
async function toCoinFlipQuestion(page: Page) {
  // Animations off: the next question appears at once, as it does for a player who turned them off.
  await page.addInitScript(() => {
    if (!localStorage.getItem('coinflip.settings'))
      localStorage.setItem('coinflip.settings', JSON.stringify({ version: 1, theme: 'light', animationSpeed: 'off' }))
  })
  await page.goto('/?e2e&seed=7')
  await page.getByRole('button', { name: 'Play vs computer' }).click()
  await page.getByRole('button', { name: 'Start game' }).click()
  await expect(panel(page).getByRole('button', { name: 'Go second' })).toBeVisible()
}

/** The setup question "choose your Active Pokémon" is on screen, open, and nothing was chosen. */
async function activeStillToChoose(page: Page) {
  await expect.poll(async () => (await snap(page)).d?.ask).toBe('setup-active')
  await expect(panel(page).getByRole('heading')).toContainText('Active')
  expect((await snap(page)).v!.me.active).toBeNull()
}

test('a double click on "Go second" does not choose the setup Active Pokémon', async ({ page }) => {
  await toCoinFlipQuestion(page)
  // A person's double click: the second press comes a moment later, when the next question is already on screen
  // (Playwright's own dblclick presses twice within one frame, before anything changed).
  const box = (await panel(page).getByRole('button', { name: 'Go second' }).boundingBox())!
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
  await page.mouse.move(x, y)
  await page.mouse.down({ clickCount: 1 })
  await page.mouse.up({ clickCount: 1 })
  await expect(panel(page).getByRole('heading')).toContainText('Active')
  // the pointer is now over a choice of the new question (else the second press would prove nothing)
  const under = await page.evaluate(
    (at) => document.elementFromPoint(at.x, at.y)?.closest('section[aria-label="Decision"] button')?.textContent,
    { x, y },
  )
  expect(under).toBeTruthy()
  await page.mouse.down({ clickCount: 2 })
  await page.mouse.up({ clickCount: 2 })
  await activeStillToChoose(page)
})

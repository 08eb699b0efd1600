/**
 * The coach (issue 21) in real Chromium on a phone-sized table (390×844): the player turns the Coach on in the
 * settings, resumes a position where Hitmonchan's Special Punch Knocks Out the opponent's Magikarp, ends the turn
 * instead through the table, and once the turn has passed the coach's note names the better line with the two
 * chances to win, inside the screen and clear of the player's hand; its ✕ dismisses it.
 */
import { test, expect } from '@playwright/test'
import { lightSettings } from './table-driver'
import { knockOut, resumePosition } from './table-positions'

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })

test('with the coach on, ending the turn instead of a Knock Out gets a note', async ({ page }) => {
  test.setTimeout(90_000)
  const pos = knockOut()
  await lightSettings(page)
  await page.goto('/')
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'Settings', exact: true })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Settings' })
  const coach = dialog.getByRole('checkbox', { name: 'Coach' })
  await expect(coach).not.toBeChecked() // off by default
  await coach.check()
  await dialog.getByRole('button', { name: 'Done' }).click()

  await resumePosition(page, pos.record)
  await expect(
    page.getByRole('toolbar', { name: 'Actions' }).getByRole('button', { name: 'Attack: Special Punch' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'End turn' }).click()

  const note = page.getByRole('status', { name: 'Coach' })
  await expect(note).toBeVisible({ timeout: 30_000 })
  await expect(note).toContainText('Special Punch')
  await expect(note).toContainText(/\d+ % vs \d+ % to win/)
  console.log(`coach: ${await note.textContent()}`)
  const box = (await note.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(390)
  const handBox = await page.getByRole('region', { name: 'Your hand' }).boundingBox()
  if (handBox) expect(box.y + box.height).toBeLessThanOrEqual(handBox.y)
  await page.screenshot({ path: 'test-results/coach/coach-390.png' })

  await note.getByRole('button', { name: "Dismiss the coach's note" }).click()
  await expect(note).toBeHidden()
})

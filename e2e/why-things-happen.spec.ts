/**
 * Issue 20, "see why things happen", on the real table: the log says how an attack's damage came about (base and
 * Weakness), and the coin's label names the result only once the coin has landed (it used to read "heads" while the
 * coin still spun on T). The position (table-positions.ts `thunderJolt`): base Pikachu's Thunder Jolt against a
 * Magikarp, which is weak to Lightning.
 */
import { test, expect } from '@playwright/test'
import { resumePosition, thunderJolt } from './table-positions'

test('the log explains Weakness and the coin names its result only after landing', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('coinflip.settings', JSON.stringify({ version: 1, theme: 'light', animationSpeed: 'normal' })),
  )
  await resumePosition(page, thunderJolt().record)
  await page.getByRole('toolbar', { name: 'Actions' }).getByRole('button', { name: 'Attack: Thunder Jolt' }).click()

  // While the coin spins its label does not tell the result yet; once it lands, it does.
  const label = page.getByRole('status').filter({ hasText: 'Thunder Jolt:' })
  await expect(label).toHaveText('Thunder Jolt: flipping…')
  await expect(label).toHaveText(/Thunder Jolt: (heads|tails)$/)

  // Thunder Jolt does 30; Magikarp's Weakness doubles it, and the log says so.
  const log = page.getByRole('list', { name: 'Game log entries' })
  await expect(log).toContainText('60 damage to Magikarp (30 base, Weakness ×2)')
})

import { test, expect, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'

const SCHEMES = ['light', 'dark'] as const
const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const

function collectErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text())
  })
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`))
  return errors
}

async function seriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  for (const v of results.violations) console.log(`axe ${v.impact}: ${v.id} (${v.nodes.length} nodes) ${v.help}`)
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }))
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' })
const entry = (page: Page, name: string) => menu(page).getByRole('button', { name, exact: true })

test('the start screen renders its title and menu with no console errors', async ({ page }) => {
  const errors = collectErrors(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Coinflip' })).toBeVisible()
  await expect(entry(page, 'Play vs computer')).not.toHaveAttribute('aria-disabled')
  await expect(entry(page, 'Learn to play')).not.toHaveAttribute('aria-disabled')
  await expect(entry(page, 'Decks')).toBeVisible()
  await expect(entry(page, 'Decks')).not.toHaveAttribute('aria-disabled')
  await expect(menu(page).getByText('Coming soon')).toHaveCount(0)
  await expect(entry(page, 'Settings')).toBeEnabled()
  await expect(entry(page, 'Settings')).not.toHaveAttribute('aria-disabled')
  // let the service worker install, so errors from registration or precaching are caught too
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.waitForLoadState('networkidle')
  expect(errors).toEqual([])
})

for (const colorScheme of SCHEMES) {
  test(`axe finds no serious or critical violations (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Coinflip' })).toBeVisible()
    if (colorScheme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
    expect(await seriousAxeViolations(page)).toEqual([])

    await entry(page, 'Settings').click()
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible()
    expect(await seriousAxeViolations(page)).toEqual([])
  })
}

test('screenshots: phone and desktop, light and dark', async ({ page }) => {
  for (const vp of VIEWPORTS) {
    for (const colorScheme of SCHEMES) {
      await page.setViewportSize({ width: vp.width, height: vp.height })
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1, name: 'Coinflip' })).toBeVisible()
      await page.evaluate(() => document.fonts.ready)
      // nothing may stick out sideways on a phone
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `horizontal overflow at ${vp.width}px`).toBeLessThanOrEqual(0)
      await page.screenshot({ path: `test-results/screens/start-${vp.width}-${colorScheme}.png`, fullPage: true })
    }
  }
  await entry(page, 'Settings').click()
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible()
  await page.screenshot({ path: 'test-results/screens/settings-1280-dark.png' })
  await page.setViewportSize({ width: 375, height: 812 })
  await page.screenshot({ path: 'test-results/screens/settings-375-dark.png' })
})

test('keyboard: Tab and arrow keys reach every entry, Settings changes the theme and it persists', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/')
  // a Tab pressed before the page has drawn its first control lands nowhere (the browser's own chrome)
  await expect(page.getByRole('button', { name: 'Flip the coin' })).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Flip the coin' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(entry(page, 'Play vs computer')).toBeFocused()
  // a visible focus ring
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)
  expect(outline).not.toBe('none')

  await page.keyboard.press('ArrowDown')
  await expect(entry(page, 'Learn to play')).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(entry(page, 'Settings')).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(entry(page, 'Play vs computer')).toBeFocused() // wraps around
  await page.keyboard.press('ArrowUp')
  await expect(entry(page, 'Settings')).toBeFocused()
  await page.keyboard.press('Home')
  await page.keyboard.press('Tab')
  await expect(entry(page, 'Learn to play')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(entry(page, 'Decks')).toBeFocused()

  await page.keyboard.press('End')
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Settings' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('radio', { name: 'System' })).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(dialog.getByRole('radio', { name: 'Dark' })).toBeChecked()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('radio', { name: 'Normal' })).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(dialog.getByRole('radio', { name: 'Fast' })).toBeChecked()
  await expect(page.locator('html')).toHaveAttribute('data-anim', 'fast')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(entry(page, 'Settings')).toBeFocused()

  await page.reload()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await expect(page.locator('html')).toHaveAttribute('data-anim', 'fast')
  await entry(page, 'Settings').click()
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked()
  await page.getByRole('button', { name: 'Done' }).click()
  await expect(dialog).toBeHidden()
})

test('the coin flips and reports the side it lands on', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Flip the coin' }).click()
  await expect(page.getByRole('status').filter({ hasText: /^(Heads|Tails)!$/ })).toBeVisible({ timeout: 5_000 })
})

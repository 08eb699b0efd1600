import { test, expect, type Page } from '@playwright/test'
import { resumePosition, ruleBoxBoard } from './table-positions'

/**
 * Pokémon V and VMAX drawn apart (issue 14): the rule-box band in our words, the taller Dynamax frame of a VMAX, the
 * V/VMAX mark on small faces in play, and the Prize cards a Knock Out gives in every Pokémon's detail. Screenshots
 * at phone and desktop size go to test-results/rule-box-*.png (looked at by hand when the faces change).
 */
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
] as const

/** Height over width of the first card face matching `sel` (laid out even when scrolled out of view). */
const ratio = (page: Page, sel: string) =>
  page
    .locator(sel)
    .first()
    .evaluate((el) => el.getBoundingClientRect().height / el.getBoundingClientRect().width)

test('gallery: V and VMAX faces (desktop)', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS[1])
  await page.goto('/?gallery&set=swsh1') // Sword & Shield's cards and the made-up samples
  await expect(page.locator('[data-gallery="zoom"] [data-card="swsh1-1"]')).toBeVisible({ timeout: 60_000 })
  await page.evaluate(() => document.fonts.ready)
  const zoomV = page.locator('[data-gallery="zoom"] [data-card="swsh1-1"]')
  const zoomVmax = page.locator('[data-gallery="zoom"] [data-card="sample-vmax"]')
  // The rule box in our own words, and the Prize count for every Pokémon (a plain one gives 1).
  await expect(zoomV.locator('.cf-rule')).toHaveText(
    'V rule: Knock Out this Pokémon V and the other player takes 2 Prize cards.',
  )
  await expect(zoomV.locator('.cf-ko')).toHaveText('A Knock Out gives 2 Prize cards')
  await expect(zoomVmax.locator('.cf-ko')).toHaveText('A Knock Out gives 3 Prize cards')
  await expect(page.locator('[data-gallery="zoom"] [data-card="swsh1-2"] .cf-ko')).toHaveText(
    'A Knock Out gives 1 Prize card',
  )
  // The VMAX's Dynamax frame is taller than a V's at every size.
  for (const size of ['mini', 'small', 'hand', 'zoom']) {
    const v = await ratio(page, `[data-gallery="${size}"] [data-card="swsh1-1"]`)
    const x = await ratio(page, `[data-gallery="${size}"] [data-card="sample-vmax"]`)
    expect(x, size).toBeGreaterThan(v * 1.05)
  }
  // Small faces (the table's) carry the mark of the rule box; a plain Pokémon none.
  await expect(page.locator('[data-gallery="mini"] [data-card="swsh1-1"] .cf-mark')).toHaveText('V')
  await expect(page.locator('[data-gallery="small"] [data-card="sample-vmax"] .cf-mark')).toHaveText('VMAX')
  await expect(page.locator('[data-gallery="small"] [data-card="swsh1-2"] .cf-mark')).toHaveCount(0)

  await zoomVmax.scrollIntoViewIfNeeded()
  await zoomVmax.screenshot({ path: 'test-results/rule-box-zoom-vmax-desktop.png' })
})

for (const vp of VIEWPORTS) {
  test(`table: Pokémon V in play, their detail with the Prize count, ${vp.name}`, async ({ page }) => {
    await page.setViewportSize(vp)
    const pos = ruleBoxBoard({ v: 'swsh1-1', plain: 'swsh1-2', oppV: 'swsh1-24' })
    await resumePosition(page, pos.record, 'e2e&fast')
    const board = page.getByRole('main', { name: 'Game table' })
    await expect(board.locator('.cf-card[data-card="swsh1-1"] .cf-mark').first()).toHaveText('V')
    await expect(board.locator('.cf-card[data-card="swsh1-24"] .cf-mark').first()).toHaveText('V')
    await page.screenshot({ path: `test-results/rule-box-table-${vp.name}.png` })
    // The detail of the opponent's V says what Knocking it Out is worth.
    await board
      .getByRole('button', { name: /^Torkoal V, / })
      .first()
      .click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.locator('.cf-ko')).toHaveText('A Knock Out gives 2 Prize cards')
    await expect(dialog.locator('.cf-rule')).toContainText('V rule')
    await page.screenshot({ path: `test-results/rule-box-detail-${vp.name}.png` })
  })
}

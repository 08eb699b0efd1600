import { test, expect, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'

// The card gallery (/?gallery): every card face at every size, drawn by src/ui/card. Drawing every set takes long
// and grows with each set, so only the text-fit check opens every set; the others open the sets they need.

// The slowest file (every set's gallery at several sizes): its tests share nothing, so both workers may take them.
test.describe.configure({ mode: 'parallel' })

const SCHEMES = ['light', 'dark'] as const
const VIEWPORTS = [
  { width: 375, height: 667 },
  { width: 1440, height: 900 },
] as const

/** `sets`: '' for every set, a `&set=…` query, or `&looks` (src/ui/card/gallery-sets.ts). */
async function openGallery(page: Page, sets: string) {
  await page.goto(`/?gallery${sets}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Card gallery' })).toBeVisible()
  // Every set's cards at four sizes take seconds to draw, more on a busy machine.
  await expect(page.locator('.cf-card').first()).toBeVisible({ timeout: sets.includes('set=') ? 10_000 : 60_000 })
  await page.evaluate(() => document.fonts.ready)
}

async function seriousAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page })
  if (include) builder = builder.include(include)
  const results = await builder.analyze()
  for (const v of results.violations) console.log(`axe ${v.impact}: ${v.id} (${v.nodes.length} nodes) ${v.help}`)
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`),
    }))
}

/**
 * Text that does not fit: a text element whose content is wider or taller than its box, or that sticks out of
 * its card's face; and any part of a face that is pushed out of it.
 */
function overflowingText(page: Page) {
  return page.evaluate(() => {
    const bad: string[] = []
    const cardOf = (el: Element) => el.closest('.cf-card')?.getAttribute('data-card') ?? '?'
    const sizeOf = (el: Element) => el.closest('.cf-card')?.getAttribute('data-size') ?? '?'
    for (const face of document.querySelectorAll<HTMLElement>('.cf-face')) {
      const box = face.getBoundingClientRect()
      const inside = (r: DOMRect) =>
        r.left >= box.left - 0.5 && r.right <= box.right + 0.5 && r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5
      if (face.scrollHeight > face.clientHeight + 1 || face.scrollWidth > face.clientWidth + 1) {
        bad.push(
          `${cardOf(face)} ${sizeOf(face)}: the face's content overflows (${face.scrollHeight} > ${face.clientHeight})`,
        )
      }
      for (const child of face.querySelectorAll<HTMLElement>(':scope > *, [data-fit], .cf-body')) {
        const r = child.getBoundingClientRect()
        if (r.width === 0 && r.height === 0) continue
        const label = `${cardOf(child)} ${sizeOf(child)} .${child.className.split(' ')[0]} "${child.textContent?.slice(0, 30)}"`
        if (!inside(r)) bad.push(`${label}: sticks out of the card`)
        // the artwork clips its decoration on purpose; only text boxes must hold their content
        if (!child.matches('[data-fit], .cf-body')) continue
        if (child.clientWidth > 0 && child.scrollWidth > child.clientWidth + 1) {
          bad.push(`${label}: too wide (${child.scrollWidth} > ${child.clientWidth})`)
        }
        if (child.clientHeight > 0 && child.scrollHeight > child.clientHeight + 1) {
          bad.push(`${label}: too tall (${child.scrollHeight} > ${child.clientHeight})`)
        }
      }
    }
    return bad
  })
}

test('the gallery names cards for assistive technology', async ({ page }) => {
  await openGallery(page, '&set=base1')
  const showcase = page.locator('[data-gallery="showcase"]')
  for (const name of [
    'Charizard, 120 HP',
    'Alakazam, 80 HP',
    'Professor Oak, Trainer',
    'Fire Energy',
    'Double Colorless Energy, Special Energy',
    'Voltfox ex, 200 HP',
    'Professor’s Lecture, Supporter',
  ]) {
    await expect(showcase.getByRole('button', { name, exact: true })).toBeVisible()
  }
  // faces are decorative: the button carries the name
  await expect(page.locator('.cf-card').first()).toHaveAttribute('aria-hidden', 'true')
  await expect(page.getByRole('img', { name: 'Fire Energy' })).toBeVisible()
  // every Base Set card and sample, at every size (and no other set's)
  await expect(page.locator('[data-gallery="mini"] [data-card^="sv3pt5-"]')).toHaveCount(0)
  await expect(page.locator('.cf-card[data-size="hand"]:not(.cf-back)')).toHaveCount(
    (await page.locator('[data-gallery="mini"] .cf-card').count()) + 12,
  )
})

// Faces have fixed sizes in pixels, so every set is checked once, at the desktop size; the phone size checks that
// the page around them holds (the Base Set and the samples).
for (const [vp, sets] of [
  [VIEWPORTS[1], ''],
  [VIEWPORTS[0], '&set=base1'],
] as const) {
  test(`no card text overflows its box at ${vp.width}×${vp.height}${sets ? ` (${sets})` : ', every set'}`, async ({
    page,
  }) => {
    test.setTimeout(240_000)
    await page.setViewportSize(vp)
    await openGallery(page, sets)
    expect(await overflowingText(page)).toEqual([])
  })
}

for (const colorScheme of SCHEMES) {
  test(`axe finds no serious or critical violations in the gallery (${colorScheme})`, async ({ page }) => {
    test.setTimeout(180_000)
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
    // A card of every look in every set and the made-up samples: axe over every card takes minutes.
    await openGallery(page, '&looks')
    expect(await page.locator('[data-gallery="hand"] .cf-card').count()).toBeGreaterThan(30)
    expect(await seriousAxeViolations(page)).toEqual([])
  })
}

test('the zoom view is a modal dialog with the full text; Esc closes it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await openGallery(page, '&set=base1')
  const button = page.locator('[data-gallery="showcase"]').getByRole('button', { name: 'Alakazam, 80 HP' })
  await button.click()
  const dialog = page.getByRole('dialog', { name: 'Alakazam' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAccessibleDescription(
    /Pokémon Power: Damage Swap\..*Confuse Ray: costs Psychic, Psychic, Psychic; 30 damage/,
  )
  await expect(dialog.locator('.cf-card[data-size="zoom"]')).toBeVisible()
  await page.screenshot({ path: 'test-results/cards/zoom-dialog-1440.png' })
  expect(await seriousAxeViolations(page, 'dialog')).toEqual([])
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(button).toBeFocused()
})

test('screenshots at 375×667 and 1440×900, light and dark', async ({ page }) => {
  test.setTimeout(180_000)
  for (const vp of VIEWPORTS) {
    for (const colorScheme of SCHEMES) {
      await page.setViewportSize(vp)
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
      await openGallery(page, '&set=base1')
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `horizontal overflow at ${vp.width}px`).toBeLessThanOrEqual(0)
      const tag = `${vp.width}-${colorScheme}`
      await page.screenshot({ path: `test-results/cards/gallery-${tag}.png` })
      for (const section of ['showcase', 'hand', 'small', 'mini']) {
        const list = page.locator(`[data-gallery="${section}"]`)
        await list.scrollIntoViewIfNeeded()
        await page.screenshot({ path: `test-results/cards/${section}-${tag}.png` })
      }
      await page.locator('[data-gallery="zoom"]').scrollIntoViewIfNeeded()
      await page.screenshot({ path: `test-results/cards/zoom-${tag}.png` })
      if (vp.width === 1440 && colorScheme === 'light') {
        for (const id of [
          'sample-vstar',
          'sample-vmax',
          'sample-gx',
          'base1-70',
          'base1-96',
          'base1-98',
          'sample-supporter',
        ]) {
          await page
            .locator(`[data-gallery="zoom"] [data-card="${id}"]`)
            .screenshot({ path: `test-results/cards/zoom-card-${id}.png` })
        }
      }
    }
  }
})

test('the set picker opens the gallery of one set', async ({ page }) => {
  await openGallery(page, '&set=none') // the made-up samples only
  await expect(page.locator('[data-gallery="mini"] [data-card^="base1-"]')).toHaveCount(0)
  const picker = page.getByRole('navigation', { name: 'Sets in the gallery' })
  await expect(picker.getByRole('link', { name: 'Every set' })).toBeVisible()
  await picker.getByRole('link', { name: 'Base Set', exact: true }).click()
  await expect(page.locator('[data-gallery="mini"] [data-card="base1-4"]')).toBeVisible()
  await expect(page.locator('[data-gallery="mini"] [data-card^="sv3pt5-"]')).toHaveCount(0)
  await expect(picker.getByRole('link', { name: 'Base Set', exact: true })).toHaveAttribute('aria-current', 'page')
})

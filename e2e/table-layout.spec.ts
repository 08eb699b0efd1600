/**
 * Table layout with a full board (issue 5: "Layout works at 375×667, 768×1024 and 1440×900 without overlapping or
 * clipped cards"): both Benches full, a hand of 10+ cards, and then a question about a Pokémon on the table (Gust of
 * Wind). At each size every card on the table must be inside the window and not covered by the hand, the action bar
 * or the decision panel; the hand may scroll sideways but its cards stay inside the window vertically.
 */
import { test, expect, type Page } from '@playwright/test'
import { fullBenches, resumePosition } from './table-positions'
import { benchManyAtSetup, evolved } from './modern-positions'
import { lightSettings, myTurn } from './table-driver'

const SIZES = [
  [375, 667],
  [390, 844],
  [768, 1024],
  [1440, 900],
] as const

interface Box {
  x: number
  y: number
  w: number
  h: number
  id: string
}

/** Boxes of the visible elements matching `selector`, named by their drop id, accessible name or card uid. */
async function boxes(page: Page, selector: string): Promise<Box[]> {
  return page.locator(selector).evaluateAll((els) =>
    els
      .map((e) => {
        const r = e.getBoundingClientRect()
        const id =
          e.getAttribute('data-drop') ?? e.getAttribute('aria-label') ?? e.getAttribute('data-uid') ?? e.tagName
        return { x: r.x, y: r.y, w: r.width, h: r.height, id }
      })
      .filter((b) => b.w > 0 && b.h > 0),
  )
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.w - 1 && b.x < a.x + a.w - 1 && a.y < b.y + b.h - 1 && b.y < a.y + a.h - 1

/**
 * Every card on the table inside the window, no two overlapping, none under the top bar, the hand, the actions or a
 * question.
 */
async function checkLayout(page: Page, width: number, height: number, what: string) {
  const where = `${what} at ${width}×${height}`
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, `horizontal overflow, ${where}`).toBeLessThanOrEqual(0)
  // Pokémon, Prizes, piles, the Stadium and the opponent's hand: everything drawn on the table
  const cards = await boxes(page, '[data-drop^="slot:"], [data-table-item]')
  expect(cards.length).toBeGreaterThan(12)
  for (const b of cards) {
    expect(b.x, `${b.id} left edge, ${where}`).toBeGreaterThanOrEqual(-0.5)
    expect(b.y, `${b.id} top edge, ${where}`).toBeGreaterThanOrEqual(-0.5)
    expect(b.x + b.w, `${b.id} right edge, ${where}`).toBeLessThanOrEqual(width + 0.5)
    expect(b.y + b.h, `${b.id} bottom edge, ${where}`).toBeLessThanOrEqual(height + 0.5)
  }
  for (const a of cards)
    for (const b of cards) if (a !== b) expect(overlaps(a, b), `${a.id} overlaps ${b.id}, ${where}`).toBe(false)
  const covers = await boxes(
    page,
    'header, [aria-label="Your hand"], [role="toolbar"][aria-label="Actions"], section[aria-label="Decision"], #table-hint',
  )
  for (const c of covers) for (const b of cards) expect(overlaps(c, b), `${c.id} covers ${b.id}, ${where}`).toBe(false)
  // the hand scrolls sideways if it must, but its cards are fully inside the window vertically
  for (const b of await boxes(page, '[aria-label="Your hand"] [data-uid]')) {
    expect(b.y, `hand card ${b.id} top, ${where}`).toBeGreaterThanOrEqual(-0.5)
    expect(b.y + b.h, `hand card ${b.id} bottom, ${where}`).toBeLessThanOrEqual(height + 0.5)
  }
}

test('a full board fits at phone, tablet and desktop sizes, with the hand, the actions and a question', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.addInitScript(() =>
    localStorage.setItem('coinflip.settings', JSON.stringify({ version: 1, theme: 'light', animationSpeed: 'off' })),
  )
  const pos = fullBenches()
  await resumePosition(page, pos.record)
  await expect(page.getByRole('region', { name: 'Your Bench' }).locator('[data-uid]')).toHaveCount(5)
  await expect(page.getByRole('region', { name: "Opponent's Bench" }).locator('[data-uid]')).toHaveCount(5)
  await expect(page.getByRole('region', { name: 'Your hand' }).locator('[data-uid]')).toHaveCount(
    pos.view.me.hand!.length,
  )

  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height })
    await page.waitForTimeout(200)
    await page.screenshot({ path: `test-results/layout/full-${width}x${height}.png` })
    await checkLayout(page, width, height, 'main phase')
  }

  // Gust of Wind asks which of the opponent's Benched Pokémon to bring out
  const gust = pos.view.me.hand!.find((c) => c.def === 'base1-93')!
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.getByRole('region', { name: 'Your hand' }).locator(`[data-uid="${gust.uid}"]`).click()
  await page.getByRole('button', { name: /^Play Gust of Wind/ }).click()
  await expect(page.getByRole('region', { name: 'Decision' }).filter({ visible: true })).toBeVisible()
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height })
    await page.waitForTimeout(200)
    await page.screenshot({ path: `test-results/layout/gust-${width}x${height}.png` })
    await expect(page.locator('[data-target]')).toHaveCount(5)
    await checkLayout(page, width, height, 'Gust of Wind question')
  }
})

test('a full board with both VSTAR markers (Sword & Shield rules) fits at phone, tablet and desktop sizes', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.addInitScript(() =>
    localStorage.setItem('coinflip.settings', JSON.stringify({ version: 1, theme: 'light', animationSpeed: 'off' })),
  )
  await resumePosition(page, fullBenches('swsh').record)
  await expect(page.getByRole('region', { name: 'Your Bench' }).locator('[data-uid]')).toHaveCount(5)
  await expect(page.getByRole('region', { name: "Opponent's Bench" }).locator('[data-uid]')).toHaveCount(5)
  await expect(page.getByTestId('vstar-marker-me')).toBeVisible()
  for (const [width, height] of [...SIZES, [1366, 768]] as const) {
    await page.setViewportSize({ width, height })
    await page.waitForTimeout(200)
    await page.screenshot({ path: `test-results/layout/vstar-${width}x${height}.png` })
    await checkLayout(page, width, height, 'main phase, VSTAR markers')
    // the board does not scroll: what does not fit would be cut off at its top, out of reach
    const board = page.getByTestId('board-scroll')
    expect(
      await board.evaluate((e) => e.scrollHeight - e.clientHeight),
      `board overflow at ${width}×${height}`,
    ).toBeLessThanOrEqual(0)
  }
})

test('an Ability tag never covers a Pokémon’s name, down to a 320 px phone', async ({ page }) => {
  test.setTimeout(60_000)
  await lightSettings(page)
  // Venusaur ex Active; Mew ex (Restart) and Dodrio (Zooming Draw) on the Bench with an Ability to use now
  await resumePosition(page, evolved().record, 'e2e&fast')
  await myTurn(page)
  for (const [width, height] of [
    [320, 640],
    [390, 844],
    [1280, 800],
    [844, 390],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.waitForTimeout(200)
    const tags = await boxes(page, '[data-ability-ready]')
    expect(tags.length, `Ability tags at ${width}×${height}`).toBe(2)
    // every name on the table: the Pokémon's own and its neighbours' (the Active above the Bench)
    const names = await boxes(page, 'main [data-drop^="slot:"] .cf-name')
    expect(names.length).toBeGreaterThanOrEqual(6)
    for (const t of tags) {
      // the tag's white ring is drawn 1 px outside its box, and a name's line is 7 px high on a 320 px phone: no
      // tolerance here
      const ringed = { ...t, x: t.x - 1, y: t.y - 1, w: t.w + 2, h: t.h + 2 }
      for (const n of names)
        expect(
          ringed.x < n.x + n.w && n.x < ringed.x + ringed.w && ringed.y < n.y + n.h && n.y < ringed.y + ringed.h,
          `an Ability tag covers the name ${n.id} at ${width}×${height}`,
        ).toBe(false)
      expect(t.y, `an Ability tag above the window at ${width}×${height}`).toBeGreaterThanOrEqual(0)
    }
    // held sideways the tags are read whole ("Zooming Draw" was cut to "Zo…" on a 30 px Bench card)
    if (height <= 500)
      for (const cut of await page
        .locator('[data-ability-ready]')
        .evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth).map((e) => e.textContent)))
        expect(cut, `an Ability tag cut short at ${width}×${height}`).toBeNull()
    await page
      .getByRole('region', { name: 'Your side' })
      .screenshot({ path: `test-results/layout/ability-tags-${width}x${height}.png` })
  }
})

test('a phone held sideways (844×390): a question leaves the whole board in view, and the cards grow', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await lightSettings(page)
  await page.setViewportSize({ width: 844, height: 390 })
  const pos = fullBenches()
  await resumePosition(page, pos.record)
  await expect(page.getByRole('region', { name: 'Your Bench' }).locator('[data-uid]')).toHaveCount(5)
  await page.waitForTimeout(200)
  await page.screenshot({ path: 'test-results/layout/sideways-844x390.png' })
  await checkLayout(page, 844, 390, 'main phase, sideways')
  // the Bench's cards: 24 px wide when the actions took a row of their own under the board, 30 px with the two rows
  // a side; each side one row now (the width is spare), about 42 px
  const bench = await boxes(page, '[aria-label="Your Bench"] [data-drop^="slot:"]')
  for (const b of bench) expect(b.w, `${b.id} width, sideways`).toBeGreaterThanOrEqual(40)
  // the actions stand in the side column, one a line: the hand has the table's whole width (it had what the actions
  // left of it, five cards' worth); its cards are as large as the height the one-row sides leave (82 px: they were
  // 56 px, too small to read), six of them in view whole
  const [table] = await boxes(page, 'main')
  const [hand] = await boxes(page, '[aria-label="Your hand"]')
  expect(hand!.w, 'the hand as wide as the table, sideways').toBeGreaterThanOrEqual(table!.w - 1)
  const [column] = await boxes(page, 'aside > div')
  for (const b of await boxes(page, '[role="toolbar"][aria-label="Actions"] button')) {
    expect(b.x, `${b.id} in the side column`).toBeGreaterThanOrEqual(column!.x - 0.5)
    expect(b.x + b.w, `${b.id} in the side column`).toBeLessThanOrEqual(column!.x + column!.w + 0.5)
  }
  const whole = (await boxes(page, '[aria-label="Your hand"] [data-uid]')).filter(
    (b) => b.x >= hand!.x - 0.5 && b.x + b.w <= hand!.x + hand!.w + 0.5 && b.y >= 0 && b.y + b.h <= 390.5,
  )
  expect(whole.length, 'hand cards in view whole, sideways').toBeGreaterThanOrEqual(6)
  for (const b of whole) expect(b.w, `hand card ${b.id} width, sideways`).toBeGreaterThanOrEqual(76)

  // Gust of Wind asks which of the opponent's Benched Pokémon to bring out: the lit-up Pokémon stay in view, not
  // scrolled away under the top bar by the question
  const gust = pos.view.me.hand!.find((c) => c.def === 'base1-93')!
  await page.getByRole('region', { name: 'Your hand' }).locator(`[data-uid="${gust.uid}"]`).click()
  await page.getByRole('button', { name: /^Play Gust of Wind/ }).click()
  await expect(page.getByRole('region', { name: 'Decision' }).filter({ visible: true })).toBeVisible()
  await expect(page.locator('[data-target]')).toHaveCount(5)
  await page.waitForTimeout(200)
  await page.screenshot({ path: 'test-results/layout/sideways-question-844x390.png' })
  await checkLayout(page, 844, 390, 'Gust of Wind question, sideways')
  for (const t of await boxes(page, '[data-target]')) expect(t.y, `${t.id} under the top bar`).toBeGreaterThan(30)
})

test('a phone held sideways (844×390): a long attack name stays on one line of its button, cut short', async ({
  page,
}) => {
  await lightSettings(page)
  await page.setViewportSize({ width: 844, height: 390 })
  // Alakazam ex's Dimensional Hand, used from the Bench: "Attack: Dimensional Hand (Benched Alakazam ex)"
  await resumePosition(page, evolved().record, 'e2e&fast')
  await myTurn(page)
  const attack = page.getByRole('button', { name: 'Attack: Dimensional Hand (Benched Alakazam ex)' })
  await expect(attack).toBeVisible()
  await page.waitForTimeout(200)
  await page.screenshot({ path: 'test-results/layout/sideways-long-attack-844x390.png' })
  const box = (await attack.boundingBox())!
  // one line of 12 px text (it wrapped to two, 42 px, beside the hand); the whole name in its tooltip
  expect(box.height, 'the attack button is one line high').toBeLessThanOrEqual(30)
  expect(box.x + box.width).toBeLessThanOrEqual(844)
  expect(await attack.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true)
  await expect(attack).toHaveAttribute('title', 'Attack: Dimensional Hand (Benched Alakazam ex)')
  await expect(page.getByRole('button', { name: 'End turn' })).toBeVisible()
})

test('a question taller than the window keeps its Done button in view, sideways and on a phone', async ({ page }) => {
  await lightSettings(page)
  // seven Basic Pokémon in the opening hand: six to choose from for the Bench, each drawn as a card
  await resumePosition(page, benchManyAtSetup().record, 'e2e&fast')
  const question = page.getByRole('region', { name: 'Decision' }).filter({ visible: true })
  for (const [width, height] of [
    [844, 390],
    [375, 667],
  ] as const) {
    await page.setViewportSize({ width, height })
    await expect(question.getByRole('heading')).toHaveText(/Bench/)
    await page.waitForTimeout(200)
    await page.screenshot({ path: `test-results/layout/tall-question-${width}x${height}.png` })
    // the question is taller than the room it has: it scrolls (the case this is about)
    expect(
      await question.evaluate((e) => e.scrollHeight > e.clientHeight),
      `the question scrolls at ${width}×${height}`,
    ).toBe(true)
    // Done is in view without scrolling: inside the window and the question's box, and nothing over it
    const done = question.getByRole('button', { name: 'Done' })
    const [box, panel] = [(await done.boundingBox())!, (await question.boundingBox())!]
    const where = `at ${width}×${height}`
    expect(box.y, `Done below the question's top ${where}`).toBeGreaterThanOrEqual(panel.y)
    expect(box.y + box.height, `Done above the question's foot ${where}`).toBeLessThanOrEqual(panel.y + panel.height)
    expect(box.y + box.height, `Done inside the window ${where}`).toBeLessThanOrEqual(height)
    expect(
      await done.evaluate((el) => {
        const r = el.getBoundingClientRect()
        const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
        return !!at && el.contains(at)
      }),
      `Done seen ${where}`,
    ).toBe(true)
    // the heading stays too, held sideways (where the question has the side column to itself)
    if (width > height) await expect(question.getByRole('heading')).toBeInViewport()
  }
})

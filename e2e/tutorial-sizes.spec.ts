/**
 * The guide of today's lesson at three sizes (issue 20: phone 390×844, tablet 768×1024, desktop 1280×800), in real
 * Chromium against the built app. On each, where the player is asked something (the Bench at setup, a Prize card
 * after a Knock Out) the guide panel, the question (the prompt), the newest line of the log and the chips of the
 * highlights ("Touch", "Drop here", "Look") and the top bar do not overlap: their boxes are compared, and a thing counts as seen when
 * it is the topmost element at its own centre. A wrong move's hint makes the panel taller: it still stays clear. At the
 * Take-a-Prize step the "Knocked Out" banner leaves the Knocked Out spot, the player's Active and the Prize cards in
 * view (it sits, slim, on the line between the two sides).
 * The steps are reached the way "Continue" resumes a lesson (the duel rebuilt from the saved step). The computer
 * plays without pauses (`?fast`). Screenshots go to test-results/tutorial-sizes-*.png.
 */
import { test, expect, type Page, type Locator } from '@playwright/test'
import { MODERN_LESSON as T } from '../src/tutorial/modern-lesson'
import { coach, followHighlights, onStep } from './tutorial-driver'

type Box = { x: number; y: number; width: number; height: number }

const SIZES = [
  { width: 390, height: 844, name: 'phone' },
  { width: 768, height: 1024, name: 'tablet' },
  { width: 1280, height: 800, name: 'desktop' },
  // a phone held sideways: the guide stands in the side column, not over the table
  { width: 844, height: 390, name: 'sideways' },
] as const

/** Overlap of two boxes in px² (a shared edge is no overlap). */
function overlap(a: Box, b: Box): number {
  const dx = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
  const dy = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
  return dx > 0.5 && dy > 0.5 ? dx * dy : 0
}

/** Is the element the topmost thing at its centre (nothing drawn over it)? */
async function onTop(l: Locator): Promise<boolean> {
  return l.evaluate((el) => {
    const r = el.getBoundingClientRect()
    const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
    return !!at && (el === at || el.contains(at))
  })
}

const prompt = (page: Page) => page.locator('section[aria-label="Decision"]').filter({ visible: true })
const chips = (page: Page) => page.locator('[data-coach-chip]')

/** Resume today's lesson at step `id`, as the start screen's Continue does. */
async function resumeAt(page: Page, id: string) {
  const index = T.steps.findIndex((s) => s.id === id)
  await page.goto('/?fast')
  await page.evaluate(
    ([index, id, total, version]) => {
      localStorage.setItem(
        'coinflip.settings',
        JSON.stringify({ version: 1, theme: 'light', animationSpeed: 'off', sound: false }),
      )
      localStorage.setItem(
        'coinflip.tutorial.modern',
        JSON.stringify({ version, step: id, index, total, lesson: 'Setting up' }),
      )
    },
    [index, id, T.steps.length, T.version] as const,
  )
  await page.reload()
  await page.getByRole('button', { name: 'Learn to play' }).click()
  await page.getByRole('button', { name: /^Continue today’s game/ }).click()
  await onStep(page, id, 0, !!T.steps[index]!.show || !!T.steps[index]!.do)
}

/**
 * The panel, the prompt, the newest log line and the highlight chips: none over another, each one seen, once the
 * table has settled (the guide measures where things are a few times a second, the log scrolls after a resize).
 */
async function expectClear(page: Page, what: string) {
  await expect(() => clear(page, what)).toPass({ timeout: 5000 })
}

async function clear(page: Page, what: string) {
  const panel = (await coach(page).boundingBox())!
  expect(await onTop(coach(page)), `${what}: the guide panel is covered`).toBe(true)
  const boxes: { name: string; box: Box }[] = [{ name: 'guide panel', box: panel }]
  // the table's top bar: held sideways a chip above an action at the top of the side column sat over it
  boxes.push({ name: 'top bar', box: (await page.locator('header').first().boundingBox())! })
  if (await prompt(page).count()) {
    const p = (await prompt(page).first().boundingBox())!
    boxes.push({ name: 'prompt', box: p })
    // the question's own words are in view, not under the panel
    expect(await onTop(prompt(page).first().locator('h2, p').first()), `${what}: the prompt is covered`).toBe(true)
  }
  const newest = page.locator('aside [aria-label="Game log entries"] li').last()
  if (await newest.isVisible()) {
    boxes.push({ name: 'newest log line', box: (await newest.boundingBox())! })
    expect(await onTop(newest), `${what}: the newest log line is covered`).toBe(true)
  }
  for (const [i, c] of (await chips(page).all()).entries()) {
    // (the highlights take no pointer events, so elementFromPoint cannot see them: their boxes are compared)
    boxes.push({ name: `highlight chip ${i}`, box: (await c.boundingBox())! })
  }
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      expect(overlap(boxes[i]!.box, boxes[j]!.box), `${what}: ${boxes[i]!.name} overlaps ${boxes[j]!.name}`).toBe(0)
    }
}

/** Below the desktop size the log is a dialog: its newest line is in view there, above the guide. */
async function expectLogDialogClear(page: Page, what: string) {
  await page.getByRole('button', { name: 'Log', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Game log' })
  await expect(dialog).toBeVisible()
  const newest = dialog.getByRole('listitem').last()
  await expect(newest).toBeVisible()
  await expect(async () => expect(await onTop(newest), `${what}: the newest log line is covered`).toBe(true)).toPass({
    timeout: 5000,
  })
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
}

/**
 * Held sideways the guide is in the side column: it covers none of the table's Pokémon (it floated over both Active
 * Pokémon, the very cards it spoke of) and no card of the hand.
 */
async function expectGuideOffTable(page: Page, what: string) {
  const panel = (await coach(page).boundingBox())!
  const cards = page.locator(
    'section[aria-label="Your Active Pokémon"], section[aria-label="Opponent\'s Active Pokémon"], main [data-drop^="slot:"], [aria-label="Your hand"] [data-uid]',
  )
  expect(await cards.count()).toBeGreaterThan(2)
  for (const c of await cards.all()) {
    const b = await c.boundingBox()
    if (b) expect(overlap(panel, b), `${what}: the guide covers ${await c.getAttribute('aria-label')}`).toBe(0)
  }
}

type BannerFrame = { banner: Box; spots: { name: string; box: Box }[] }

/**
 * From now on, every frame in which the "… is Knocked Out!" banner shows while the guide asks for a Prize card is
 * recorded with the boxes of what the player needs to see then: the Knocked Out spot, their own Active Pokémon and
 * their Prize cards. (Every frame, not one look: the banner lasts 1.6 s and one look could miss it.)
 */
async function watchKnockOutBanner(page: Page) {
  await page.evaluate(() => {
    const frames: BannerFrame[] = []
    ;(window as unknown as { __bannerFrames: BannerFrame[] }).__bannerFrames = frames
    const box = (el: Element): Box => {
      const r = el.getBoundingClientRect()
      return { x: r.x, y: r.y, width: r.width, height: r.height }
    }
    const SPOTS = {
      'the Knocked Out spot': `section[aria-label="Opponent's Active Pokémon"]`,
      'your Active Pokémon': 'section[aria-label="Your Active Pokémon"]',
      'your Prize cards': '[aria-label^="Your Prize cards"]',
    }
    const tick = () => {
      const text = document.querySelector('[data-testid="banner"] p')
      const guide = document.querySelector('section[aria-label="Tutorial"]')
      if (text && /Knocked Out/.test(text.textContent ?? '') && guide?.getAttribute('data-step') === 'take-prize')
        frames.push({
          banner: box(text),
          spots: Object.entries(SPOTS).map(([name, sel]) => ({ name, box: box(document.querySelector(sel)!) })),
        })
      requestAnimationFrame(tick)
    }
    tick()
  })
}

/** The banner was seen at the Take-a-Prize step, and in none of its frames covered more than a sliver of a spot. */
async function expectBannerClear(page: Page, what: string) {
  const frames = () => page.evaluate(() => (window as unknown as { __bannerFrames: BannerFrame[] }).__bannerFrames)
  await expect.poll(async () => (await frames()).length, `${what}: the Knocked Out banner shows`).toBeGreaterThan(0)
  for (const f of await frames())
    for (const s of f.spots) {
      const covered = overlap(f.banner, s.box) / (s.box.width * s.box.height)
      // the Active spots meet at the line the banner sits on: a few px of their edges are allowed, no more
      const allowed = s.name === 'your Prize cards' ? 0 : 0.08
      expect(covered, `${what}: the Knocked Out banner covers ${s.name}`).toBeLessThanOrEqual(allowed)
    }
}

for (const size of SIZES) {
  test(`today’s lesson at ${size.width}×${size.height}: guide, prompt, newest log line and chips apart`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.setViewportSize(size)

    // Setup: the Bench question, its Done button highlighted inside the prompt.
    await resumeAt(page, 'choose-bench')
    await expect(prompt(page)).toBeVisible()
    await expectClear(page, 'choose-bench')
    if (size.name === 'sideways') await expectGuideOffTable(page, 'choose-bench')
    await page.screenshot({ path: `test-results/tutorial-sizes-${size.name}-bench.png` })
    // A wrong move (Done with an empty Bench): the hint makes the panel taller, and it still keeps clear.
    await prompt(page).getByRole('button', { name: 'Done' }).click()
    await expect(coach(page).getByRole('status')).toContainText(/\w/)
    await expectClear(page, 'choose-bench with a hint')
    await page.screenshot({ path: `test-results/tutorial-sizes-${size.name}-bench-hint.png` })

    // The attack that Knocks Out Abra, then the Prize card: the player is asked, the guide never says otherwise.
    await resumeAt(page, 'excited-punch')
    // the attack to press is highlighted (held sideways, at the top of the side column, under the top bar)
    await expectClear(page, 'excited-punch')
    await page.screenshot({ path: `test-results/tutorial-sizes-${size.name}-attack.png` })
    const said: string[] = []
    await page.exposeFunction('__saidByGuide', (text: string) => said.push(text))
    await page.evaluate(() => {
      const guide = document.querySelector('section[aria-label="Tutorial"]')!
      const report = () => (window as unknown as { __saidByGuide(t: string): void }).__saidByGuide(guide.textContent!)
      new MutationObserver(report).observe(guide, { subtree: true, childList: true, characterData: true })
    })
    await watchKnockOutBanner(page)
    await followHighlights(page)
    await onStep(page, 'take-prize')
    expect(said.filter((t) => /opponent is playing/i.test(t))).toEqual([])
    await expectBannerClear(page, size.name)
    await expect(prompt(page)).toBeVisible()
    await expectClear(page, 'take-prize')
    if (size.name === 'sideways') await expectGuideOffTable(page, 'take-prize')
    if (size.width < 1024) await expectLogDialogClear(page, 'take-prize')
    await page.screenshot({ path: `test-results/tutorial-sizes-${size.name}-prize.png` })
    expect(errors).toEqual([])
  })
}

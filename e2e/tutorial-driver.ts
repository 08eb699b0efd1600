/**
 * Playing a guided lesson in the browser the way a newcomer does: wait for the step, then do what the highlights
 * say (drag from the ring marked "Touch" to the ring marked "Drop here", or click the highlighted things), so a
 * highlight that pointed at the wrong thing stalls the test. Shared by the tutorial specs.
 */
import { expect, type Page, type Locator } from '@playwright/test'
import type { GameView } from '../src/engine'
import { settle } from './table-driver'

export const coach = (page: Page) => page.getByRole('region', { name: 'Tutorial' })
export const ring = (page: Page, kind: 'touch' | 'drop' | 'look') => page.locator(`[data-coach-ring="${kind}"]`)

export async function centerOf(l: Locator) {
  const b = (await l.boundingBox())!
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 }
}

/** A drag with intermediate pointer moves, as a person makes it (dnd-kit starts after 5 px). */
export async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move(from.x + 10, from.y, { steps: 3 })
  await page.mouse.move(to.x, to.y, { steps: 8 })
  await settle(page) // at rest over the target before letting go (table-driver.ts dragTo)
  await page.mouse.up()
}

export async function view(page: Page): Promise<GameView> {
  return page.evaluate(() => {
    type G = { getState(): { view: GameView } }
    return (window as unknown as { __coinflip: { game: G } }).__coinflip.game.getState().view
  })
}

/** Wait until step `id` is on show (its moment has come: the opponent has played) with its highlights drawn. */
export async function onStep(page: Page, id: string, part = 0, highlights = true) {
  await expect(coach(page)).toHaveAttribute('data-step', id)
  await expect(coach(page)).toHaveAttribute('data-shown', 'true')
  await expect(coach(page)).toHaveAttribute('data-part', String(part))
  if (highlights) await expect(page.getByTestId('tutorial-spotlight')).toHaveAttribute('data-for', `${id}:${part}`)
}

/** The centre of a highlight once it has stopped moving (cards slide into place after each move). */
export async function settledCenter(l: Locator) {
  let last = await centerOf(l)
  for (let i = 0; i < 20; i++) {
    await l.page().waitForTimeout(100)
    const now = await centerOf(l)
    if (Math.abs(now.x - last.x) < 1 && Math.abs(now.y - last.y) < 1) return now
    last = now
  }
  return last
}

/** The guide panel must not hide what it points at. */
export async function expectPanelClear(page: Page, id: string) {
  const panel = (await coach(page).boundingBox())!
  for (const r of await page.locator('[data-coach-ring]').all()) {
    const b = (await r.boundingBox())!
    const dy = Math.max(0, Math.min(panel.y + panel.height, b.y + b.height) - Math.max(panel.y, b.y))
    const dx = Math.max(0, Math.min(panel.x + panel.width, b.x + b.width) - Math.max(panel.x, b.x))
    expect(dx * dy, `${id}: the panel covers a highlight`).toBeLessThan((b.width * b.height) / 4)
  }
}

/** Do what the highlights say for the current part of the step. */
export async function followHighlights(page: Page) {
  const touch = ring(page, 'touch')
  await expect(touch.first()).toBeVisible()
  if (await ring(page, 'drop').count()) {
    await drag(page, await settledCenter(touch.first()), await settledCenter(ring(page, 'drop').first()))
    return
  }
  const prizes = page.getByRole('group', { name: /^Your Prize cards/ })
  // Counted now, while the rings are this step's: after the last click the next step's rings appear.
  const touches = await touch.count()
  const finishWithDone = (await ring(page, 'look').count()) > 0
  for (let i = 0; i < touches; i++) {
    // A highlighted group of Prize cards: click one of the cards in it.
    const box = (await touch.nth(i).boundingBox())!
    const inPrizes = await prizes.evaluate((el, b) => {
      const r = el.getBoundingClientRect()
      return Math.abs(r.left - (b.x + 4)) < 2 && Math.abs(r.top - (b.y + 4)) < 2
    }, box)
    if (inPrizes) await prizes.getByRole('button').first().click()
    else {
      const c = await settledCenter(touch.nth(i))
      await page.mouse.click(c.x, c.y)
    }
  }
  // An Ability: the click on the Pokémon opens its menu, and the highlighted button in it is found once it is open.
  if (await page.locator('dialog[open]', { has: page.getByRole('button', { name: /^Use / }) }).count()) {
    await expect(touch).toHaveCount(touches + 1)
    const c = await settledCenter(touch.nth(touches))
    await page.mouse.click(c.x, c.y)
  }
  // Steps that pick several things end with a highlighted Done.
  if (finishWithDone) {
    const c = await settledCenter(ring(page, 'look').first())
    await page.mouse.click(c.x, c.y)
  }
}

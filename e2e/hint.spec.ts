/**
 * "What would you do?" (issue 21) in real Chromium on a phone-sized table (390×844): the player asks for a hint
 * with the Hint button, sees Expert's suggestion (the option, its reason, two alternatives with win chances, the card
 * and place outlined on the table), follows it through the table (drag or button, as a player would) and the game
 * moves on. Then the `H` key asks again and Escape closes it; asked again, it is stopped with its ✕ while it may still
 * be thinking. With the Hint button in the top bar, the bar's status still fits the phone (two short lines, no
 * ellipsis).
 */
import { test, expect, type Page } from '@playwright/test'
import type { Decision } from '../src/engine'
import { answerThroughUi, expectAccepted, lightSettings, myTurn, snap } from './table-driver'
import { freshMemory, humanPicks } from './table-policy'

const SEED = Number(process.env.HINT_SEED ?? 21)
const cardName = (def: string) => (def === 'base1-91' ? 'Bill' : def)

type Hint = { best: { picks: number[]; label: string; card?: number }; alternatives: unknown[] }
type G = { hint: { status: string; decision: number; hint?: Hint } | null; respond(p: number[]): void }

async function hintOf(page: Page): Promise<Hint> {
  await page.waitForFunction(
    () =>
      (window as unknown as { __coinflip: { game: { getState(): G } } }).__coinflip.game.getState().hint?.status ===
      'ready',
    undefined,
    { polling: 50, timeout: 20_000 },
  )
  return page.evaluate(
    () => (window as unknown as { __coinflip: { game: { getState(): G } } }).__coinflip.game.getState().hint!.hint!,
  )
}

/** Answer through the store (the e2e policy) until the player's main phase offers a card to play from the hand. */
async function toMainWithCards(page: Page): Promise<Decision> {
  const mem = freshMemory()
  for (let i = 0; i < 300; i++) {
    const s = await myTurn(page)
    if (s.v!.result) throw new Error('the game ended first')
    const d = s.d!
    if (d.ask === 'main' && s.v!.turn >= 2 && d.options.some((o) => o.kind === 'action' && 'card' in o.action)) return d
    const picks = humanPicks(d, s.v!, mem, cardName)
    await page.evaluate(
      (p) => (window as unknown as { __coinflip: { game: { getState(): G } } }).__coinflip.game.getState().respond(p),
      picks,
    )
    await expectAccepted(page, d.id, d.ask)
  }
  throw new Error('never reached a main phase with a card to play')
}

/**
 * With the Hint button (and Concede, sound, Log) in the top bar, its status is whole on the phone: each of its lines
 * is drawn without an ellipsis, and its title holds all of it, the rules too (the phone leaves them out).
 */
async function expectStatusWhole(page: Page, d: Decision) {
  const bar = page.getByRole('banner')
  await expect(bar.getByRole('button', { name: 'Hint' })).toBeVisible()
  await expect(bar.getByRole('button', { name: 'Concede' })).toBeVisible()
  const status = bar.getByRole('status')
  const turn = (await page.evaluate(() => {
    type V = { getState(): { view: { turn: number } } }
    return (window as unknown as { __coinflip: { game: V } }).__coinflip.game.getState().view.turn
  })) as number
  await expect(status).toContainText(`Your turn · Turn ${turn}`)
  await expect(status).toHaveAttribute('title', `Your turn · Turn ${turn} · Classic 1999`)
  const cut = await status.evaluate((p) =>
    [p, ...p.children]
      .filter((el) => getComputedStyle(el).display !== 'none' && el.getBoundingClientRect().width > 0)
      .filter((el) => el.scrollWidth > el.clientWidth + 0.5)
      .map((el) => el.textContent),
  )
  expect(cut, `the top bar's status is cut (decision ${d.id})`).toEqual([])
  expect(await bar.evaluate((h) => h.scrollWidth)).toBeLessThanOrEqual(390)
  await page.screenshot({ path: 'test-results/hint/top-bar-390.png', clip: { x: 0, y: 0, width: 390, height: 60 } })
}

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })

test('asks for a hint, follows it, and the game moves on', async ({ page }) => {
  test.setTimeout(90_000)
  await lightSettings(page)
  await page.goto(`/?fast&seed=${SEED}`)
  await page.getByRole('button', { name: 'Play vs computer' }).click()
  await page.getByLabel('Your deck').selectOption('d-base1-2')
  await page.getByLabel("Computer's deck").selectOption('d-base1-1')
  await page.getByRole('button', { name: 'Start game' }).click()
  await expect(page.getByRole('main', { name: 'Game table' })).toBeVisible()

  const d = await toMainWithCards(page)
  await expectStatusWhole(page, d)
  const panel = page.getByRole('region', { name: 'Hint' })
  await page.getByRole('button', { name: 'Hint' }).click()
  await expect(panel).toBeVisible()
  const hint = await hintOf(page)
  const label = d.options[hint.best.picks[0]!]!.label
  expect(hint.best.label).toBe(label)
  // The suggestion, its reason and the two alternatives with their win chances, on screen and inside it.
  await expect(panel).toContainText(label)
  await expect(panel.getByRole('listitem')).toHaveCount(hint.alternatives.length)
  expect(hint.alternatives.length).toBe(2)
  await expect(panel).toContainText('%')
  const box = (await panel.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(390)
  if (hint.best.card !== undefined)
    await expect(
      page.getByRole('region', { name: 'Your hand' }).locator(`[data-uid="${hint.best.card}"]`),
    ).toHaveAttribute('data-hinted', '')
  await page.screenshot({ path: 'test-results/hint/hint-390.png' })
  console.log(`hint: ${label} — ${await panel.locator('p').nth(1).textContent()}`)

  // Follow it as a player would (the panel is closed first: it sits over the top of the table).
  await panel.getByRole('button', { name: 'Close the hint' }).click()
  const did = await answerThroughUi(page, (await snap(page)).d!, hint.best.picks)
  await expectAccepted(page, d.id, `the hint's ${did}`)
  await expect(panel).toBeHidden()

  // The H key asks again at the next decision; the ✕ stops it, whatever its state.
  const next = await myTurn(page)
  if (!next.v!.result) {
    await page.locator('body').press('h')
    await expect(panel).toBeVisible()
    // Escape closes it from the keyboard (nothing is picked up to put back first)
    await page.locator('body').press('Escape')
    await expect(panel).toBeHidden()
    await page.locator('body').press('h')
    await expect(panel).toBeVisible()
    await panel.getByRole('button', { name: /Stop the hint|Close the hint/ }).click()
    await expect(panel).toBeHidden()
    expect(
      await page.evaluate(
        () => (window as unknown as { __coinflip: { game: { getState(): G } } }).__coinflip.game.getState().hint,
      ),
    ).toBeNull()
  }
})

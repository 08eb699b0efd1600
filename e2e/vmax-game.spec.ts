/**
 * A game with a V/VMAX deck through the UI (issue 14), in real Chromium against the built app: the player picks
 * Northern Current (Lapras V/VMAX) on the new-game screen, the rules follow the deck to Sword & Shield, and plays the
 * Inteleon theme deck at Normal with every answer given through the table by the e2e modern policy
 * (e2e/modern-policy.ts: it evolves first, by drag). Lapras V evolves into Lapras VMAX on the Active Spot; the test
 * checks what a player sees there (the VMAX face and mark, 320 HP, the three Prize cards a Knock Out gives, in the
 * detail), takes screenshots of the VMAX in play at phone and desktop size (test-results/vmax-game-*.png, looked at
 * by hand), then plays on to the winner dialog. The seed was chosen with `npx tsx e2e/deck-game-seeds.ts`.
 */
import { test, expect, type Page } from '@playwright/test'
import { freshModernMemory, modernPicks } from './modern-policy'
import { answerThroughUi, expectAccepted, myTurn, pokemon, lightSettings } from './table-driver'
import { resultText } from '../src/ui/decisions/result-title'

const SEED = 3
const HUMAN_DECK = 'd-swsh1-lapras-vmax' // Northern Current: Lapras V and Lapras VMAX
const AI_DECK = 'd-swsh1-3' // the Inteleon theme deck

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 768 },
} as const

/** The right edge of `el` stays inside the left and right edges of `box` (a card must not overflow its spot). */
async function inside(page: Page, el: string, box: string): Promise<{ over: number }> {
  return page.evaluate(
    ([e, b]) => {
      const r = document.querySelector(e)!.getBoundingClientRect()
      const o = document.querySelector(b)!.getBoundingClientRect()
      return { over: Math.max(0, o.left - r.left, r.right - o.right, r.bottom - o.bottom) }
    },
    [el, box] as const,
  )
}

test('a game with a VMAX deck: Lapras V evolves into Lapras VMAX on the Active Spot, to the winner', async ({
  page,
}) => {
  test.setTimeout(300_000)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.setViewportSize(VIEWPORTS.desktop)
  await lightSettings(page)
  await page.goto(`/?fast&seed=${SEED}`)
  await page.getByRole('button', { name: 'Play vs computer' }).click()
  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible()
  await page.getByLabel('Your deck').selectOption(HUMAN_DECK)
  await page.getByLabel("Computer's deck").selectOption(AI_DECK)
  // the rules follow the deck: it was made for Sword & Shield
  await expect(page.getByRole('radio', { name: /Sword & Shield/ })).toBeChecked()
  await page.getByRole('radio', { name: /Normal/ }).check()
  await page.getByRole('button', { name: 'Start game' }).click()
  await expect(page.getByRole('main', { name: 'Game table' })).toBeVisible()

  // Play through the table until a VMAX stands on the Active Spot: it got there by evolving, dragged from the hand.
  const mem = freshModernMemory()
  const counts: Record<string, number> = {}
  const play = async (until: (s: Awaited<ReturnType<typeof myTurn>>) => boolean, maxMoves: number) => {
    for (let n = 0; n < maxMoves; n++) {
      const s = await myTurn(page)
      if (s.v?.result || until(s)) return s
      const did = await answerThroughUi(page, s.d!, modernPicks(s.d!, s.v!, mem))
      counts[did] = (counts[did] ?? 0) + 1
      await expectAccepted(page, s.d!.id, did)
    }
    throw new Error(`no end within ${maxMoves} moves`)
  }
  const s = await play((x) => x.v?.me.active?.prizes === 3, 200)
  expect(s.v?.result ?? null, 'the game ended before a VMAX was Active').toBeNull()
  expect(counts['evolve'] ?? 0).toBeGreaterThan(0)

  const board = page.getByRole('main', { name: 'Game table' })
  const active = pokemon(page, 'slot:0:active')
  await expect(active).toHaveAccessibleName(/^Lapras VMAX, 320 HP/)
  await expect(board.locator('[data-drop="slot:0:active"] .cf-card[data-card="swsh1-50"] .cf-mark')).toHaveText('VMAX')

  // What a player sees at each size: the VMAX fits its spot; the detail says what a Knock Out of it gives.
  for (const [name, vp] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(vp)
    await expect(active).toBeVisible()
    const fit = await inside(page, '[data-drop="slot:0:active"] .cf-card', '[data-drop="slot:0:active"]')
    expect(fit.over, `${name}: the VMAX overflows the Active Spot by ${fit.over} px`).toBeLessThanOrEqual(0.5)
    await page.screenshot({ path: `test-results/vmax-game-table-${name}.png` })
    await active.click()
    const detail = page.getByRole('dialog').filter({ visible: true })
    await expect(detail.locator('.cf-ko')).toHaveText('A Knock Out gives 3 Prize cards')
    await expect(detail.locator('.cf-rule')).toContainText('VMAX rule')
    await page.screenshot({ path: `test-results/vmax-game-detail-${name}.png` })
    await page.keyboard.press('Escape')
    await expect(detail).toBeHidden()
  }
  await page.setViewportSize(VIEWPORTS.desktop)

  // and on to the end of the game
  const end = await play(() => false, 400)
  const over = page.getByRole('dialog', { name: /You win!|You lose|Draw/ })
  await expect(over).toBeVisible()
  await expect(over).toContainText(resultText(end.v!.result!))
  console.log('moves', JSON.stringify(counts), 'result', JSON.stringify(end.v!.result))
  expect(errors).toEqual([])
})

/**
 * A game with a VSTAR deck through the UI (issue 15), in real Chromium against the built app: the player picks
 * Crowned Heroes (Zacian V/VSTAR, Zamazenta V/VSTAR) on the new-game screen, the rules follow the deck to Sword &
 * Shield, and plays the same deck at Normal with every answer given through the table by the e2e modern policy
 * (e2e/modern-policy.ts). Both VSTAR markers show unused; the player uses a VSTAR Power through the table, the log
 * names it, the player's marker turns over and no other VSTAR Power is offered for the rest of the game; later the
 * computer spends its own, and its marker turns over too. Screenshots of the spent marker at phone and desktop size
 * (test-results/vstar-game-*.png, looked at by hand). The seed was chosen with
 * `npx tsx e2e/deck-game-seeds.ts d-swsh12pt5-zacian-vstar d-swsh12pt5-zacian-vstar`.
 */
import { test, expect, type Page } from '@playwright/test'
import type { Decision, GameView } from '../src/engine'
import { freshModernMemory, modernPicks } from './modern-policy'
import { answerThroughUi, expectAccepted, lightSettings, myTurn } from './table-driver'

const SEED = 7
const DECK = 'd-swsh12pt5-zacian-vstar' // Crowned Heroes, on both sides

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 768 },
} as const

const marker = (page: Page, side: 'me' | 'opponent') => page.getByTestId(`vstar-marker-${side}`)

/** The labels of the options that would spend a VSTAR Power (an attack or Ability of a VSTAR, by name). */
const POWER_NAMES = ['Sword Star', 'Shield Star']
const powerOptions = (d: Decision) => d.options.filter((o) => POWER_NAMES.some((n) => o.label.includes(n)))

test('a game with a VSTAR deck: the VSTAR Power is used once through the table and its marker turns over', async ({
  page,
}) => {
  test.setTimeout(300_000)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.setViewportSize(VIEWPORTS.desktop)
  await lightSettings(page)
  await page.goto(`/?fast&seed=${SEED}`)
  await page.getByRole('button', { name: 'Play vs computer' }).click()
  await page.getByLabel('Your deck').selectOption(DECK)
  await page.getByLabel("Computer's deck").selectOption(DECK)
  await expect(page.getByRole('radio', { name: /Sword & Shield/ })).toBeChecked()
  await page.getByRole('radio', { name: /Normal/ }).check()
  await page.getByRole('button', { name: 'Start game' }).click()
  await expect(page.getByRole('main', { name: 'Game table' })).toBeVisible()
  await expect(marker(page, 'me')).toHaveAccessibleName('Your VSTAR Power: not used yet')
  await expect(marker(page, 'opponent')).toHaveAccessibleName("Opponent's VSTAR Power: not used yet")

  const mem = freshModernMemory()
  let offeredAfterUse = 0
  let mine = false
  const play = async (until: (v: GameView) => boolean, maxMoves: number) => {
    for (let n = 0; n < maxMoves; n++) {
      const s = await myTurn(page)
      if (s.v?.result || until(s.v!)) return s
      if (s.v!.me.vstarUsed) offeredAfterUse += powerOptions(s.d!).length
      const did = await answerThroughUi(page, s.d!, modernPicks(s.d!, s.v!, mem))
      await expectAccepted(page, s.d!.id, did)
    }
    throw new Error(`no end within ${maxMoves} moves`)
  }

  // The player's own VSTAR Power, through the table.
  const used = await play((v) => v.me.vstarUsed, 200)
  expect(used.v?.result ?? null, 'the game ended before the VSTAR Power was used').toBeNull()
  mine = true
  await expect(marker(page, 'me')).toHaveAccessibleName('Your VSTAR Power: used')
  await expect(marker(page, 'me')).toHaveAttribute('data-used', 'true')
  await expect(page.getByRole('list', { name: 'Game log entries' })).toContainText('used the VSTAR Power')
  for (const [name, vp] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(vp)
    await expect(marker(page, 'me')).toBeVisible()
    await page.screenshot({ path: `test-results/vstar-game-${name}.png` })
  }
  await page.setViewportSize(VIEWPORTS.desktop)

  // The computer spends its own later; the player is never offered another.
  const theirs = await play((v) => v.opponent.vstarUsed, 300)
  if (!theirs.v?.result) {
    await expect(marker(page, 'opponent')).toHaveAccessibleName("Opponent's VSTAR Power: used")
    await expect(marker(page, 'me')).toHaveAttribute('data-used', 'true')
  }
  const end = await play(() => false, 400)
  await expect(page.getByRole('dialog', { name: /You win!|You lose|Draw/ })).toBeVisible()
  expect(mine).toBe(true)
  expect(offeredAfterUse, 'a VSTAR Power was offered again after the first').toBe(0)
  console.log('result', JSON.stringify(end.v!.result))
  expect(errors).toEqual([])
})

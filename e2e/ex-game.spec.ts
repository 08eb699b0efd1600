/**
 * A whole game under the EX-era rules through the UI (issue 16), in real Chromium against the built app: the player
 * picks the Ruby theme deck on the new-game screen, the rules follow the deck to "EX era (2003)", the computer plays
 * Caravan at Normal, and every answer is given through the table by the e2e modern policy (e2e/modern-policy.ts) until
 * the game ends by Prize cards. On the way it checks what a player of the era sees: the first player does not draw on
 * their first turn ([003] "the player who goes first … skips drawing a card on their first turn"; rules.md era row 5),
 * the top bar names the rules, the log ends with the game's result, and no page error. The seed was chosen with
 * `npx tsx e2e/deck-game-seeds.ts d-ex1-ruby d-ex2-2 12` (seed 9: 25 turns, the player wins by Prize cards).
 */
import { test, expect } from '@playwright/test'
import type { GameView } from '../src/engine'
import { freshModernMemory, modernPicks } from './modern-policy'
import { answerThroughUi, expectAccepted, lightSettings, myTurn } from './table-driver'

const SEED = 9

test('a whole game under the EX era (2003) rules: Ruby against Caravan, to its end', async ({ page }) => {
  test.setTimeout(300_000)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.setViewportSize({ width: 1366, height: 768 })
  await lightSettings(page)
  await page.goto(`/?fast&seed=${SEED}`)
  await page.getByRole('button', { name: 'Play vs computer' }).click()
  await page.getByLabel('Your deck').selectOption('d-ex1-ruby')
  await page.getByLabel("Computer's deck").selectOption('d-ex2-2')
  await expect(page.getByRole('radio', { name: /EX era \(2003\)/ })).toBeChecked()
  await page.getByRole('radio', { name: /Normal/ }).check()
  await page.getByRole('button', { name: 'Start game' }).click()
  await expect(page.getByRole('main', { name: 'Game table' })).toBeVisible()

  const mem = freshModernMemory()
  // The first player's deck at setup's last question, and when their first turn's first question comes.
  let deckAfterSetup: number | null = null
  let deckOnFirstTurn: number | null = null
  let last: GameView | null = null
  for (let n = 0; n < 400; n++) {
    const s = await myTurn(page)
    const v = s.v!
    if (v.result) break
    const first = v.firstPlayer === v.viewer ? v.me : v.opponent
    if (v.phase === 'setup') deckAfterSetup = first.deckCount
    else if (deckOnFirstTurn === null && v.turn === 1) deckOnFirstTurn = first.deckCount
    else if (deckOnFirstTurn === null) deckOnFirstTurn = -1 // the computer went first and its turn 1 is over
    const did = await answerThroughUi(page, s.d!, modernPicks(s.d!, v, mem))
    await expectAccepted(page, s.d!.id, did)
    last = v
  }
  const end = (await myTurn(page)).v!
  expect(end.result, 'the game did not end within 400 answers').not.toBeNull()
  expect(end.rules).toBe('ex2003')
  // Seed 9 ends by Prize cards today; a change in the computer's play may end it another way, never by a deck-out.
  expect(['prizes', 'no-pokemon']).toContain(end.result!.reason)
  await expect(page.getByRole('dialog', { name: /You win!|You lose/ })).toBeVisible()
  await expect(page.getByText('EX 2003', { exact: false }).first()).toBeAttached()
  // Seed 9 has the player going first (the finder's game): their first turn starts without a draw.
  expect(last?.firstPlayer).toBe(last?.viewer)
  expect(deckAfterSetup).not.toBeNull()
  // Setup's last question comes before the Prize cards are set aside; nothing else leaves the deck until turn 1.
  expect(deckOnFirstTurn, 'the first player drew a card on their first turn').toBe(deckAfterSetup! - end.prizeCount)
  await page.screenshot({ path: 'test-results/ex-game-end.png' })
  expect(errors).toEqual([])
})

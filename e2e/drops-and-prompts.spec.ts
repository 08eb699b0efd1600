/**
 * Issue 19 on the table and the new-game screen, in real Chromium against the built app:
 * - a drop means what the place means: a Supporter dropped on the opponent's Pokémon is not played, a Stadium
 *   dropped on the Stadium place is (item 7);
 * - an optional question with one candidate can be declined (setup "Put up to 1 Basic Pokémon on your Bench");
 * - starting a new game asks before it replaces the saved one, naming it, by mouse and keyboard (item 8).
 */
import { test, expect, type Page } from '@playwright/test'
import { benchOneAtSetup, searchThatMisses, SV, trainersInHand } from './modern-positions'
import { dragTo, drop, handCard, myTurn, panel, snap } from './table-driver'
import { resumePosition } from './table-positions'

const calm = (page: Page) =>
  page.addInitScript(() => {
    if (!localStorage.getItem('coinflip.settings'))
      localStorage.setItem('coinflip.settings', JSON.stringify({ version: 1, theme: 'light', animationSpeed: 'off' }))
  })

test('a drop means what the place means: no Supporter on a Pokémon, a Stadium on the Stadium place', async ({
  page,
}) => {
  await calm(page)
  const pos = trainersInHand()
  const uid = (def: string) => pos.view.me.hand!.find((c) => c.def === def)!.uid
  await resumePosition(page, pos.record, 'e2e&fast')
  await myTurn(page)
  const daisy = uid(SV.daisysHelp)
  const road = uid(SV.cyclingRoad)
  const handSize = (await snap(page)).v!.me.hand!.length

  // Daisy's Help could be played now, but the opponent's Active Pokémon does not take a Supporter: it snaps back.
  await dragTo(page, handCard(page, daisy), drop(page, 'slot:1:active'))
  await expect(page.getByRole('alert')).toHaveText("Drop Daisy's Help on the table to play it")
  await expect(handCard(page, daisy)).toBeVisible()
  // nor does your own Pokémon, nor the Stadium place
  await dragTo(page, handCard(page, daisy), drop(page, 'slot:0:active'))
  await expect(page.getByRole('alert')).toHaveText("Drop Daisy's Help on the table to play it")
  await dragTo(page, handCard(page, daisy), drop(page, 'zone:stadium'))
  await expect(handCard(page, daisy)).toBeVisible()
  let s = await snap(page)
  expect(s.v!.me.hand).toHaveLength(handSize)
  expect(s.v!.me.discard).toHaveLength(0)

  // A Stadium dropped on the Stadium place ("No Stadium") is played; while it is dragged the place lights up.
  await expect(page.getByRole('region', { name: 'Stadium' })).toContainText('No Stadium')
  await dragTo(page, handCard(page, road), drop(page, 'zone:stadium'), async () => {
    await expect(drop(page, 'zone:stadium').getByRole('button', { name: 'Play Cycling Road' })).toBeVisible()
  })
  await expect(page.getByRole('region', { name: 'Stadium' }).getByRole('button')).toHaveAccessibleName(
    'Stadium: Cycling Road',
  )
  s = await snap(page)
  expect(s.v!.stadium?.card.def).toBe(SV.cyclingRoad)
  expect(s.v!.me.hand!.map((c) => c.uid)).toContain(daisy)
})

test('an optional question with a single candidate can be declined: no Benched Pokémon at setup', async ({ page }) => {
  await calm(page)
  const pos = benchOneAtSetup()
  expect(pos.decision).toMatchObject({ ask: 'setup-bench', min: 0, max: 1 })
  await resumePosition(page, pos.record, 'e2e&fast')
  const d = (await myTurn(page)).d!
  expect(d.ask).toBe('setup-bench')
  await expect(panel(page).getByRole('heading')).toHaveText('Put up to 1 Basic Pokémon on your Bench')
  // Done with nothing chosen declines; choosing Magikarp is one click away but not forced.
  await expect(panel(page).getByRole('button', { name: 'Magikarp' })).toHaveAttribute('aria-pressed', 'false')
  await panel(page).getByRole('button', { name: 'Done' }).click()
  await page.waitForFunction((id) => {
    type G = { myDecision: { id: number } | null; view: { me: { bench: unknown[] } } | null }
    const g = (window as unknown as { __coinflip: { game: { getState(): G } } }).__coinflip.game.getState()
    return g.myDecision?.id !== id
  }, d.id)
  const s = await myTurn(page)
  expect(s.v!.me.bench).toHaveLength(0)
  expect(s.v!.me.hand!.some((c) => c.def === SV.magikarp)).toBe(true)
})

test('a search that finds nothing still asks, says so, and goes on after Done', async ({ page }) => {
  await calm(page)
  const pos = searchThatMisses()
  const bill = pos.view.me.hand!.find((c) => c.def === SV.billsTransfer)!.uid
  await resumePosition(page, pos.record, 'e2e&fast')
  await myTurn(page)
  await dragTo(page, handCard(page, bill), drop(page, 'zone:play'))
  await expect(panel(page).getByRole('heading')).toHaveText('Choose any number of Pokémon to put into your hand')
  await expect(panel(page)).toContainText('No card there matches: nothing to take.')
  await expect(panel(page)).not.toContainText('chosen')
  const d = (await snap(page)).d!
  expect(d).toMatchObject({ ask: 'choose-cards', options: [], max: 0 })
  await panel(page).getByRole('button', { name: 'Done' }).click()
  const s = await myTurn(page)
  expect(s.d!.ask).toBe('main')
  expect(s.v!.me.discard.map((c) => c.def)).toEqual([SV.billsTransfer])
})

test('a new game asks before it replaces the saved game, and Escape keeps it', async ({ page }) => {
  await calm(page)
  const pos = trainersInHand()
  await resumePosition(page, pos.record, 'e2e&fast')
  // Back to the start screen: the game stays saved.
  await page.goto('/?e2e&fast')
  await page.getByRole('button', { name: 'Play vs computer' }).click()
  await page.getByRole('button', { name: 'Start game' }).click()
  const dialog = page.getByRole('dialog', { name: 'Replace your saved game?' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Genome Hackers against Genome Hackers, Modern rules, saved today')
  // The safe answer has the focus; Escape closes the question and nothing is replaced.
  await expect(dialog.getByRole('button', { name: 'Keep my saved game' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible()
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByRole('button', { name: 'Resume game' })).toBeVisible()

  // By keyboard: Tab to "Start a new game", Enter; the new game starts.
  await page.getByRole('button', { name: 'Play vs computer' }).click()
  await page.getByRole('button', { name: 'Start game' }).click()
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'Start a new game' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main', { name: 'Game table' })).toBeVisible()
})

/**
 * The tutorial (issue 8), in real Chromium against the built app: a newcomer opens "Learn to play" and plays the
 * whole guided duel by following the highlights — every drag goes from the ring marked "Touch" to the ring marked
 * "Drop here", every click lands on the highlighted button or card — so a highlight that pointed at the wrong thing
 * would stall the test. On the way: a wrong move gets a hint and changes nothing (an illegal one without the table's
 * red toast), a step is restarted, the opponent's turn is watched again, the top bar does not say "thinking…" while
 * a tip holds the opponent, and the tutorial is left and resumed from the start screen. It ends in a win. Skip
 * lesson and Skip tutorial have their own test. The computer plays without pauses (`?fast`).
 */
import { test, expect } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { PRACTICE_DUEL as T } from '../src/tutorial/practice-duel'
import { centerOf, coach, drag, expectPanelClear, followHighlights, onStep, ring, view } from './tutorial-driver'

test('Learn to play: the whole guided duel by drag and drop, with a hint, a restart, leaving and resuming, and a win', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.addInitScript(() => {
    if (!localStorage.getItem('coinflip.settings'))
      localStorage.setItem('coinflip.settings', JSON.stringify({ version: 1, theme: 'light', animationSpeed: 'off' }))
  })
  await page.goto('/?fast')
  await page.getByRole('button', { name: 'Learn to play' }).click()
  await expect(page.getByRole('heading', { name: 'Learn to play' })).toBeVisible()
  await page.getByRole('button', { name: 'Start the classic duel' }).click()
  await expect(page.getByRole('main', { name: 'Game table' })).toBeVisible()

  const lessons = new Set<string>()
  let resumed = false
  for (const [i, step] of T.steps.entries()) {
    await onStep(page, step.id, 0, !!(step.do || step.show))
    await expect(coach(page).getByRole('heading', { name: step.title })).toBeVisible()
    await expect(coach(page)).toContainText(`Step ${i + 1} of ${T.steps.length}`)
    const lesson = T.lessons.find((l) => l.id === step.lesson)!.title
    await expect(coach(page)).toContainText(lesson)
    lessons.add(lesson)

    // Special Conditions: the card the step points at is turned (Paralyzed 90°, Asleep −90°, Confused 180°).
    const turned = { paralyzed: ['1', '90'], asleep: ['0', '-90'], confused: ['1', '180'] } as const
    if (step.id in turned) {
      const [seat, deg] = turned[step.id as keyof typeof turned]
      await expect(page.locator(`[data-drop="slot:${seat}:active"] [data-rotation]`)).toHaveAttribute(
        'data-rotation',
        deg,
      )
    }
    if (step.id === 'asleep') {
      // Watch the opponent's turn again: the table goes back and the opponent plays it once more.
      await coach(page).getByRole('button', { name: 'Watch again' }).click()
      await onStep(page, step.id)
      await expect(page.locator('[data-drop="slot:0:active"] [data-rotation]')).toHaveAttribute('data-rotation', '-90')
    }
    if (step.id === 'weakness') {
      const axe = await new AxeBuilder({ page }).include('[aria-label="Tutorial"]').analyze()
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
    }

    if (!step.do) {
      // A read step holds the opponent: the top bar says whose turn it is, not that the computer is thinking.
      const v = await view(page)
      if (v.pending?.seat === 1 && v.phase === 'main')
        await expect(page.getByRole('banner').getByRole('status')).toContainText("Opponent's turn")
      await expect(page.getByRole('banner').getByRole('status')).not.toContainText('thinking')
      await coach(page).getByRole('button', { name: 'Next' }).click()
      continue
    }

    if (step.id === 'attach-water') {
      // A move that is not legal at all (Water Energy onto the opponent's Charmander): the table refuses it with its
      // reason, and the guide turns that into its gentle hint; the table's red error toast never shows.
      const before = await view(page)
      const hand = page.getByRole('region', { name: 'Your hand' })
      await page.evaluate(() => {
        const w = window as unknown as { toasts: string[] }
        w.toasts = []
        const alert = document.querySelector('[role="alert"]')!
        new MutationObserver(() => void (alert.textContent && w.toasts.push(alert.textContent))).observe(alert, {
          subtree: true,
          childList: true,
          characterData: true,
        })
      })
      const water = before.me.hand!.find((c) => c.def === 'base1-102')!
      await drag(
        page,
        await centerOf(hand.locator(`[data-uid="${water.uid}"]`)),
        await centerOf(page.locator('[data-drop="slot:1:active"]')),
      )
      await expect(coach(page).getByRole('status')).toHaveText(
        'Not that one yet. Drag Water Energy from your hand onto Squirtle.',
      )
      expect(await page.evaluate(() => (window as unknown as { toasts: string[] }).toasts)).toEqual([])
      expect((await view(page)).me).toEqual(before.me)

      // A wrong move: Fire Energy instead of Water. A hint, and nothing changes on the table.
      const fire = before.me.hand!.find((c) => c.def === 'base1-98')!
      await drag(page, await centerOf(hand.locator(`[data-uid="${fire.uid}"]`)), await centerOf(ring(page, 'drop')))
      await expect(coach(page).getByRole('status')).toContainText(
        'Not that one yet. Drag Water Energy from your hand onto Squirtle.',
      )
      expect((await view(page)).me).toEqual(before.me)
      await onStep(page, step.id, 0, !!(step.do || step.show))
    }

    if (step.id === 'evolve' && !resumed) {
      // Leave the table, then pick the tutorial up again from the start screen.
      resumed = true
      await page.getByRole('button', { name: '← Menu' }).click()
      const entry = page.getByRole('button', { name: 'Learn to play' })
      await expect(entry).toHaveAccessibleDescription(`Continue the guided duel: step ${i + 1} of ${T.steps.length}`)
      await entry.click()
      await page.getByRole('button', { name: new RegExp(`Continue the classic duel: step ${i + 1} of`) }).click()
      await onStep(page, step.id, 0, !!(step.do || step.show))
      await expect(page.getByRole('region', { name: 'Your Active Pokémon' }).getByRole('button')).toHaveAccessibleName(
        /Squirtle.*Asleep/,
      )
      await page.screenshot({ path: '/tmp/tutorial-desktop-evolve.png' })
    }

    for (let part = 0; part < step.do.length; part++) {
      await onStep(page, step.id, part)
      await expectPanelClear(page, step.id)
      await followHighlights(page)
      if (step.id === 'retreat' && part === 0) {
        // Restart the step: the Fire Energy just attached goes back to the hand; then do it again.
        await onStep(page, step.id, 1)
        const handBefore = (await view(page)).me.hand!.length
        await coach(page).getByRole('button', { name: 'Restart step' }).click()
        await onStep(page, step.id, 0)
        expect((await view(page)).me.hand!.length).toBe(handBefore + 1)
        await followHighlights(page)
      }
    }
  }

  const finish = page.getByRole('dialog', { name: 'You won your first duel!' })
  await expect(finish).toBeVisible()
  expect((await view(page)).result?.winner).toBe(0)
  expect([...lessons].sort()).toEqual(T.lessons.map((l) => l.title).sort())
  await page.screenshot({ path: '/tmp/tutorial-won.png' })

  // Finished: the start screen offers the tutorial from the beginning again.
  await finish.getByRole('button', { name: 'Menu' }).click()
  await expect(page.getByRole('button', { name: 'Learn to play' })).toHaveAccessibleDescription(
    'A guided first duel, one step at a time',
  )
  expect(errors).toEqual([])
})

test('Skip lesson goes to the next lesson’s first step on the table the taught moves lead to; Skip tutorial leaves and forgets the progress', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.addInitScript(() =>
    localStorage.setItem('coinflip.settings', JSON.stringify({ version: 1, theme: 'light', animationSpeed: 'off' })),
  )
  await page.goto('/?fast')
  await page.getByRole('button', { name: 'Learn to play' }).click()
  await page.getByRole('button', { name: 'Start the classic duel' }).click()
  await onStep(page, 'welcome', 0, false)
  await coach(page).getByRole('button', { name: 'Next' }).click()
  await onStep(page, 'choose-active')

  // "Your Active Pokémon and your Bench" is skipped: its moves are made for the player (Squirtle, then Vulpix and
  // Machop on the Bench), and the guide goes on with the Prize cards.
  await coach(page).getByRole('button', { name: 'Skip lesson' }).click()
  await onStep(page, 'prizes')
  await expect(coach(page)).toContainText(`Step 4 of ${T.steps.length}`)
  // Face down until both players have set up: the three Basics have left the hand for the Active spot and the Bench.
  const me = (await view(page)).me
  expect([me.active?.faceDown, me.bench.length]).toEqual([true, 2])
  expect(me.hand!.filter((c) => ['base1-63', 'base1-68', 'base1-52'].includes(c.def))).toEqual([])

  // Twice more: past "How to win" and the choice of who goes first, to the first Energy of the duel.
  await coach(page).getByRole('button', { name: 'Skip lesson' }).click()
  await onStep(page, 'go-first')
  await coach(page).getByRole('button', { name: 'Skip lesson' }).click()
  await onStep(page, 'attach-water')
  expect((await view(page)).turn).toBe(1)
  await expect(page.getByRole('region', { name: 'Your Active Pokémon' }).getByRole('button')).toHaveAccessibleName(
    /Squirtle/,
  )
  // The duel goes on from there as taught.
  await followHighlights(page)
  await onStep(page, 'first-attack')

  // Skip tutorial: back to the start screen, and the tutorial is offered from the beginning again.
  await coach(page).getByRole('button', { name: 'Skip tutorial' }).click()
  await expect(page.getByRole('button', { name: 'Learn to play' })).toHaveAccessibleDescription(
    'A guided first duel, one step at a time',
  )
  await page.getByRole('button', { name: 'Learn to play' }).click()
  await expect(page.getByRole('button', { name: /^Continue/ })).toHaveCount(0)
  expect(errors).toEqual([])
})

test('the whole duel on a phone: the guide panel never covers what it points at', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 })
  await page.addInitScript(() =>
    localStorage.setItem('coinflip.settings', JSON.stringify({ version: 1, theme: 'light', animationSpeed: 'off' })),
  )
  await page.goto('/?fast')
  await page.getByRole('button', { name: 'Learn to play' }).click()
  await page.getByRole('button', { name: 'Start the classic duel' }).click()
  for (const step of T.steps) {
    for (let part = 0; part < Math.max(1, step.do?.length ?? 0); part++) {
      await onStep(page, step.id, part, !!(step.do || step.show))
      await expectPanelClear(page, step.id)
      if (['choose-bench', 'damage-counters', 'retreat', 'asleep', 'resistance'].includes(step.id))
        await page.screenshot({ path: `/tmp/tutorial-phone-${step.id}-${part}.png` })
      if (!step.do) await coach(page).getByRole('button', { name: 'Next' }).click()
      else await followHighlights(page)
    }
  }
  await expect(page.getByRole('dialog', { name: 'You won your first duel!' })).toBeVisible()
})

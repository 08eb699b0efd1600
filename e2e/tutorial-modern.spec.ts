/**
 * The lesson for today's game (issue 20), in real Chromium against the built app: "Learn to play" offers it first,
 * and a newcomer plays it through to the win by following the highlights — every Energy, the Tool and the Stadium
 * dragged from the ring marked "Touch" to the ring marked "Drop here", the Ability used from Mew ex's menu, the
 * attacks and the Prize card clicked — at desktop size; its first steps on a phone. axe finds nothing serious on
 * the intro or the guide. The guide never says the opponent is playing while the player is to act (taking a Prize
 * card), and does not cover the newest lines of the log. The computer plays without pauses (`?fast`).
 */
import { test, expect, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { MODERN_LESSON as T } from '../src/tutorial/modern-lesson'
import { coach, expectPanelClear, followHighlights, onStep, view } from './tutorial-driver'

async function seriousAxe(page: Page, include?: string) {
  const builder = new AxeBuilder({ page })
  const axe = await (include ? builder.include(include) : builder).analyze()
  return axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)
}

async function openLesson(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('coinflip.settings'))
      localStorage.setItem('coinflip.settings', JSON.stringify({ version: 1, theme: 'light', animationSpeed: 'off' }))
  })
  await page.goto('/?fast')
  await page.getByRole('button', { name: 'Learn to play' }).click()
  await expect(page.getByRole('heading', { name: 'Learn to play' })).toBeVisible()
  // Today's game comes first, the classic 1999 duel second.
  const lessons = page.getByRole('main').getByRole('heading', { level: 2 })
  await expect(lessons).toHaveText([T.name, 'The classic 1999 duel'])
  expect(await seriousAxe(page)).toEqual([])
  await page.getByRole('button', { name: 'Start today’s game' }).click()
  await expect(page.getByRole('main', { name: 'Game table' })).toBeVisible()
}

test('Learn to play, today’s game: the whole lesson by drag and drop, to the win with a Pokémon ex’s 2 Prize cards', async ({
  page,
}) => {
  test.setTimeout(150_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await openLesson(page)

  for (const [i, step] of T.steps.entries()) {
    await onStep(page, step.id, 0, !!(step.do || step.show))
    await expect(coach(page).getByRole('heading', { name: step.title })).toBeVisible()
    await expect(coach(page)).toContainText(`Step ${i + 1} of ${T.steps.length}`)
    if (step.id === 'first-turn') {
      expect(await seriousAxe(page, '[aria-label="Tutorial"]')).toEqual([])
      await page.screenshot({ path: '/tmp/tutorial-modern-desktop-first-turn.png' })
    }
    if (step.id === 'weakness')
      await expect(page.getByRole('region', { name: 'Your Active Pokémon' }).getByRole('button')).toHaveAccessibleName(
        /Hitmonchan.*80 HP left|Hitmonchan.*40 damage/,
      )
    if (!step.do) {
      await coach(page).getByRole('button', { name: 'Next' }).click()
      continue
    }
    for (let part = 0; part < step.do.length; part++) {
      await onStep(page, step.id, part)
      await expectPanelClear(page, step.id)
      if (step.id === 'take-prize') {
        // The player is to act: the guide never said the opponent was playing on the way here.
        await expect(coach(page)).not.toContainText('opponent is playing')
        await page.screenshot({ path: '/tmp/tutorial-modern-desktop-take-prize.png' })
      }
      await followHighlights(page)
    }
  }

  const finish = page.getByRole('dialog', { name: T.finish.title })
  await expect(finish).toBeVisible()
  const end = await view(page)
  expect([end.result?.winner, end.me.prizeCount]).toEqual([0, 0])
  await page.screenshot({ path: '/tmp/tutorial-modern-won.png' })
  await finish.getByRole('button', { name: 'Menu' }).click()
  await expect(page.getByRole('button', { name: 'Learn to play' })).toHaveAccessibleDescription(
    'A guided first duel, one step at a time',
  )
  expect(errors).toEqual([])
})

test('today’s game on a phone (390×844): the first steps, the guide clear of what it points at', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openLesson(page)
  const last = T.steps.findIndex((s) => s.id === 'stadium')
  for (const step of T.steps.slice(0, last + 1)) {
    for (let part = 0; part < Math.max(1, step.do?.length ?? 0); part++) {
      await onStep(page, step.id, part, !!(step.do || step.show))
      await expectPanelClear(page, step.id)
      if (['choose-bench', 'first-turn', 'stadium'].includes(step.id))
        await page.screenshot({ path: `/tmp/tutorial-modern-phone-${step.id}.png` })
      if (!step.do) await coach(page).getByRole('button', { name: 'Next' }).click()
      else await followHighlights(page)
    }
  }
  await onStep(page, 'end-first-turn')
  expect(await seriousAxe(page, '[aria-label="Tutorial"]')).toEqual([])
  // Left part-way: the start screen says where, and Learn to play continues there.
  await page.getByRole('button', { name: '← Menu' }).click()
  await expect(page.getByRole('button', { name: 'Learn to play' })).toHaveAccessibleDescription(
    `Continue the guided duel for today’s game: step ${last + 2} of ${T.steps.length}`,
  )
})

/**
 * A Pokémon Power used through the table (issue 5: "use a Pokémon Power"): Blastoise's Rain Dance, from a prepared
 * Base Set position (e2e/table-positions.ts). Click Blastoise, "Use Rain Dance" in its menu, pick the Water Energy
 * in the question, then click the highlighted Pokémon to attach it to.
 */
import { test, expect } from '@playwright/test'
import { rainDance, resumePosition } from './table-positions'

const WATER = 'base1-102'

test('Rain Dance: a Pokémon Power used from the Pokémon menu, answered in the panel and on the table', async ({
  page,
}) => {
  await page.addInitScript(() =>
    localStorage.setItem('coinflip.settings', JSON.stringify({ version: 1, theme: 'light', animationSpeed: 'off' })),
  )
  const pos = rainDance()
  const me = pos.view.me
  const slots = [me.active!, ...me.bench]
  const at = slots.findIndex((s) => s.stack.at(-1)?.def === 'base1-2')
  const blastoise = at === 0 ? 'slot:0:active' : `slot:0:bench:${at - 1}`
  const water = me.hand!.filter((c) => c.def === WATER).length
  expect(water).toBeGreaterThan(0)
  await resumePosition(page, pos.record)

  await page.locator(`[data-drop="${blastoise}"]`).getByRole('button').click()
  const menu = page.getByRole('dialog', { name: 'Blastoise' })
  await expect(menu).toContainText('Rain Dance')
  await menu.getByRole('button', { name: 'Use Rain Dance' }).click()
  await expect(menu).toBeHidden()

  // first question: which Water Energy card (the panel shows the cards)
  const panel = page.getByRole('region', { name: 'Decision' }).filter({ visible: true })
  await expect(panel.getByRole('heading')).toHaveText(/choose a Water Energy card/)
  await panel.getByRole('listitem').first().getByRole('button').click()

  // second question: which Water Pokémon; they light up on the table
  await expect(panel.getByRole('heading')).toHaveText(/attach it to which Water Pokémon/)
  const targets = page.locator('[data-target]')
  await expect(targets.first()).toBeVisible()
  const id = await targets.first().evaluate((e) => e.closest('[data-drop]')!.getAttribute('data-drop'))
  const pokemon = page.locator(`[data-drop="${id}"]`).getByRole('button')
  // "…, 2 Water Energy attached": the same cards are counted once in the name
  const waterOn = async () => {
    const m = /(?:(\d+) )?Water Energy/.exec((await pokemon.getAttribute('aria-label')) ?? '')
    return m ? Number(m[1] ?? 1) : 0
  }
  const waterBefore = await waterOn()
  await pokemon.click()

  // the Energy is attached, the hand has one Water Energy fewer, the log says what happened
  await expect(panel).toHaveCount(0)
  await expect.poll(waterOn).toBe(waterBefore + 1)
  await expect(
    page.getByRole('region', { name: 'Your hand' }).getByRole('button', { name: /^Water Energy/ }),
  ).toHaveCount(water - 1)
  await expect(page.getByRole('list', { name: 'Game log entries' })).toContainText('Rain Dance')
})

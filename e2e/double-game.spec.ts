/**
 * A whole 2-on-2 Battle through the UI (issue 17; seed 003 Appendix A "2-on-2 Battle Rules"), in real Chromium
 * against the built app, at desktop and phone sizes: the player ticks "2-on-2 Battle" on the new-game screen under the
 * EX rules (Ruby against the computer's Caravan at Normal), and every answer is given through the table by the e2e
 * double policy (e2e/double-policy.ts) until the game ends. On the way it checks what the format shows a player: two
 * Active Spots a side and a Bench of 4 places, the top bar's "2-on-2", the second Active attacking and the chooser of
 * the Defending Pokémon (answered in turn by keyboard — Escape cancels it, Enter opens it —, by a tap on the lit-up
 * opponent's Active and by the chooser's button), a Pokémon staying where it is drawn when the engine swaps the spots, and no page error.
 * The seed was chosen with `npx tsx e2e/double-game-seeds.ts d-ex1-ruby d-ex2-2 12` (seed 5: 15 turns, 30 answers).
 */
import { test, expect, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import type { MainAction } from '../src/engine'
import { freshModernMemory } from './modern-policy'
import { doublePicks } from './double-policy'
import { answerThroughUi, expectAccepted, lightSettings, myTurn, pokemon, slotDrop } from './table-driver'

const SEED = 5

type Attack = Extract<MainAction, { type: 'attack' }>

/** The serious and critical accessibility problems axe finds on the page (logged with where). */
async function seriousAxe(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  for (const v of results.violations)
    console.log(`axe ${v.impact}: ${v.id} (${v.nodes.length}) ${v.help} ${v.nodes[0]?.target}`)
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)
}

/** The uid of the first card of each of a side's Active Pokémon, by where the table draws it (left, right). */
async function drawnActives(page: Page, seat: 0 | 1): Promise<(number | null)[]> {
  const region = page.getByRole('region', { name: seat === 0 ? 'Your Active Pokémon' : "Opponent's Active Pokémon" })
  return region.locator('[data-drop^="slot:"]').evaluateAll((els) =>
    els.map((e) => {
      const b = e.querySelector('button[data-uid]')
      return b ? Number(b.getAttribute('data-uid')) : null
    }),
  )
}

/**
 * An attack that can hit either Defending Pokémon: its button (without " on …"), then the chooser. `tap`: answer by
 * tapping the lit-up Pokémon on the table; otherwise by the chooser's button.
 */
async function aimedAttack(page: Page, a: Attack, label: string, how: 'tap' | 'button' | 'keys', drawnAt: number) {
  const bar = page.getByRole('toolbar', { name: 'Actions' })
  const attack = bar.getByRole('button', { name: label.replace(/ on [^:]*$/, ''), exact: true })
  if (how === 'keys') {
    // by keyboard: Escape takes the chooser back, Enter opens it again, the focus is on the first target
    await attack.click()
    await expect(bar.getByText(/: attack .+ or .+\?/)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(bar.getByText(/: attack .+ or .+\?/)).toHaveCount(0)
    await attack.focus()
    await page.keyboard.press('Enter')
    await expect(bar.getByRole('button', { name: /^Attack / }).first()).toBeFocused()
    // the chooser lists the targets left to right as the table draws them
    if (drawnAt === 1) await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    return
  }
  await attack.click()
  const target = slotDrop({ seat: 1, zone: 'active', ...(a.target === 1 ? { spot: 1 as const } : {}) })
  const other = slotDrop({ seat: 1, zone: 'active', ...(a.target === 1 ? {} : { spot: 1 as const }) })
  // both Defending Pokémon light up, and the bar asks which
  await expect(pokemon(page, target)).toHaveAttribute('data-target', 'true')
  await expect(pokemon(page, other)).toHaveAttribute('data-target', 'true')
  await expect(bar.getByText(/: attack .+ or .+\?/)).toBeVisible()
  await page.screenshot({ path: `test-results/double-game-aim-${page.viewportSize()!.width}.png` })
  if (how === 'tap') await pokemon(page, target).click()
  else
    await bar
      .getByRole('button', { name: /^Attack / })
      .nth(a.target === 1 ? 1 : 0)
      .click()
}

// Two whole games that share nothing: both workers may take them.
test.describe.configure({ mode: 'parallel' })

for (const size of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const)
  test(`a whole 2-on-2 Battle under the EX rules, to its end (${size.name})`, async ({ page }) => {
    test.setTimeout(180_000)
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.setViewportSize({ width: size.width, height: size.height })
    await lightSettings(page)
    await page.goto(`/?fast&seed=${SEED}`)
    await page.getByRole('button', { name: 'Play vs computer' }).click()
    await page.getByLabel('Your deck').selectOption('d-ex1-ruby')
    await page.getByLabel("Computer's deck").selectOption('d-ex2-2')
    await page.getByRole('radio', { name: /Normal/ }).check()
    // not offered with the 1999 rules; offered with the EX rules the decks bring
    await page.getByRole('radio', { name: /Classic 1999/ }).check()
    await expect(page.getByRole('checkbox', { name: /2-on-2 Battle/ })).toBeDisabled()
    await page.getByRole('radio', { name: /EX era \(2003\)/ }).check()
    await page.getByRole('checkbox', { name: /2-on-2 Battle/ }).check()
    expect(await seriousAxe(page)).toEqual([])
    await page.getByRole('button', { name: 'Start game' }).click()
    await expect(page.getByRole('main', { name: 'Game table' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: '2-on-2' }).first()).toBeVisible()

    const mem = freshModernMemory()
    let fromSecond = 0
    let aimed = 0
    let stayed = 0
    let shot = false
    for (let n = 0; n < 200; n++) {
      const s = await myTurn(page)
      const v = s.v!
      if (v.result) break
      expect(v.format).toBe('double')
      const d = s.d!
      const picks = doublePicks(d, v, mem)
      const o = d.options[picks[0]!]!
      if (d.ask === 'main' && !shot && v.me.secondActive && v.opponent.secondActive) {
        // two Active Spots a side, four Bench places each (seed 003 Appendix A "Benched Pokémon")
        await expect(page.locator('[data-drop="slot:0:active:1"]')).toBeVisible()
        await expect(page.locator('[data-drop="slot:1:active:1"]')).toBeVisible()
        const bench = page.getByRole('region', { name: 'Your Bench' })
        await expect(bench.locator('> *')).toHaveCount(4)
        // the pointer off the cards: no preview of the last card it rested on
        await page.mouse.move(size.width / 2, 60)
        await page.waitForTimeout(300)
        await page.screenshot({ path: `test-results/double-game-${size.name}.png` })
        expect(await seriousAxe(page)).toEqual([])
        shot = true
      }
      if (o.kind === 'action' && o.action.type === 'attack') {
        const a = o.action
        const mineBefore = await drawnActives(page, 0)
        const twoTargets = d.options.some(
          (x) =>
            x !== o &&
            x.kind === 'action' &&
            x.action.type === 'attack' &&
            JSON.stringify({ ...x.action, target: undefined }) === JSON.stringify({ ...a, target: undefined }),
        )
        if (twoTargets) {
          const ways = ['keys', 'tap', 'button'] as const
          const defender = (a.target === 1 ? v.opponent.secondActive : v.opponent.active)!.stack.at(-1)!.uid
          const drawnAt = (await drawnActives(page, 1)).indexOf(defender)
          expect(drawnAt).toBeGreaterThanOrEqual(0)
          await aimedAttack(page, a, o.label, ways[aimed % 3]!, drawnAt)
          aimed++
        } else await answerThroughUi(page, d, picks)
        await expectAccepted(page, d.id, o.label)
        if (a.attacker === 1) {
          fromSecond++
          // the engine swapped the spots to run the attack: the attacker is still drawn where it was
          const attacker = v.me.secondActive!.stack.at(-1)!.uid
          const now = await drawnActives(page, 0)
          if (now.includes(attacker)) {
            expect(now.indexOf(attacker)).toBe(mineBefore.indexOf(attacker))
            stayed++
          }
        }
        continue
      }
      const did = await answerThroughUi(page, d, picks)
      await expectAccepted(page, d.id, did)
    }
    const end = (await myTurn(page)).v!
    expect(end.result, 'the game did not end within 200 answers').not.toBeNull()
    expect(end.format).toBe('double')
    expect(fromSecond, 'no attack from the second Active').toBeGreaterThan(0)
    expect(aimed, 'no choice of the Defending Pokémon').toBeGreaterThan(0)
    expect(stayed, 'never saw the attacker stay in place after the spots swapped').toBeGreaterThan(0)
    expect(shot, 'never had two Actives a side to look at').toBe(true)
    await expect(page.getByRole('dialog', { name: /You win!|You lose/ })).toBeVisible()
    expect(errors).toEqual([])
  })

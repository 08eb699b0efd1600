/**
 * Sound (issue 20), in real Chromium against the built app: the volume and on/off setting is kept across a reload,
 * sound is off by default when the system asks for reduced motion, a game event is heard when sound is on and nothing
 * is started when it is muted, and the table's top-bar button turns it on. Whether a sound was heard is read from a
 * spy on the Web Audio API installed before the app loads: every oscillator or noise source started is counted.
 */
import { test, expect, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { myTurn, snap } from './table-driver'
import { fullBenches, resumePosition } from './table-positions'

/** Counts AudioContexts made and sound sources started in the page (window.__audio). */
function spyOnAudio(page: Page) {
  return page.addInitScript(() => {
    const audio = { contexts: 0, started: 0 }
    ;(window as unknown as { __audio: typeof audio }).__audio = audio
    const Real = window.AudioContext
    window.AudioContext = class extends Real {
      constructor(options?: AudioContextOptions) {
        super(options)
        audio.contexts++
      }
    }
    const start = AudioScheduledSourceNode.prototype.start
    AudioScheduledSourceNode.prototype.start = function (...args: Parameters<typeof start>) {
      audio.started++
      return start.apply(this, args)
    }
  })
}

const audio = (page: Page) =>
  page.evaluate(() => (window as unknown as { __audio: { contexts: number; started: number } }).__audio)

/** Settings as a player who chose sound on or off would have saved them. */
function soundSettings(page: Page, soundMuted: boolean) {
  return page.addInitScript((muted) => {
    if (!localStorage.getItem('coinflip.settings'))
      localStorage.setItem(
        'coinflip.settings',
        JSON.stringify({ version: 2, theme: 'light', animationSpeed: 'normal', soundVolume: 50, soundMuted: muted }),
      )
  }, soundMuted)
}

const menuEntry = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name, exact: true })

async function concede(page: Page) {
  await page.getByRole('button', { name: 'Concede' }).click()
  await page.getByRole('dialog', { name: 'Concede this game?' }).getByRole('button', { name: 'Concede' }).click()
  await expect(page.getByRole('dialog', { name: 'You conceded' })).toBeVisible()
}

test('the sound setting is kept across a reload; off by default under reduced motion; axe clean', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  await menuEntry(page, 'Settings').click()
  const dialog = page.getByRole('dialog', { name: 'Settings' })
  const on = dialog.getByRole('checkbox', { name: 'Sound effects' })
  const volume = dialog.getByRole('slider', { name: 'Volume' })
  // nothing chosen yet and the system asks for reduced motion: silent, and the dialog says why
  await expect(on).not.toBeChecked()
  await expect(volume).toBeDisabled()
  await expect(dialog).toContainText('sound stays off until you turn it on')
  const serious = (await new AxeBuilder({ page }).include('dialog').analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  )
  expect(serious.map((v) => v.id)).toEqual([])

  await on.check()
  await expect(volume).toBeEnabled()
  await volume.fill('25')
  await expect(dialog.locator('output')).toHaveText('25%')
  await page.reload()
  await menuEntry(page, 'Settings').click()
  await expect(on).toBeChecked()
  await expect(volume).toHaveValue('25')

  await on.uncheck()
  await page.reload()
  await menuEntry(page, 'Settings').click()
  await expect(on).not.toBeChecked()
  await expect(volume).toHaveValue('25')
  await expect(dialog).not.toContainText('sound stays off until you turn it on') // the player chose it
})

test('a game event is heard when sound is on', async ({ page }) => {
  await spyOnAudio(page)
  await soundSettings(page, false)
  await resumePosition(page, fullBenches().record, 'e2e&fast')
  await expect(page.getByRole('button', { name: 'Sound', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await concede(page)
  await expect.poll(async () => (await audio(page)).started).toBeGreaterThan(0)
  expect((await audio(page)).contexts).toBe(1)
})

test('muted, the computer plays a whole turn in silence; the top-bar button turns sound on', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await spyOnAudio(page)
  await soundSettings(page, true)
  await resumePosition(page, fullBenches().record, 'e2e&fast')
  const toggle = page.getByRole('button', { name: 'Sound', exact: true })
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await expect(toggle).toBeInViewport()
  await page.screenshot({ path: 'test-results/sound/topbar-390-muted.png' })

  // The computer's whole turn (a draw, plays, an attack): many events, none heard, and no AudioContext is even made.
  const turn = (await snap(page)).v!.turn
  await page.getByRole('button', { name: 'End turn' }).click()
  await expect.poll(async () => (await snap(page)).v!.turn, { timeout: 30_000 }).toBeGreaterThan(turn + 1)
  await myTurn(page)
  expect(await audio(page)).toEqual({ contexts: 0, started: 0 })

  await toggle.focus()
  await page.keyboard.press('Enter') // keyboard reachable
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await page.screenshot({ path: 'test-results/sound/topbar-390-on.png' })
  await concede(page)
  await expect.poll(async () => (await audio(page)).started).toBeGreaterThan(0)
  await page.keyboard.press('Escape') // the game-over dialog
  await page.getByRole('button', { name: '← Menu' }).click()
  await menuEntry(page, 'Settings').click()
  await expect(page.getByRole('checkbox', { name: 'Sound effects' })).toBeChecked() // the table's choice is kept
})

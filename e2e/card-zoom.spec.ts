/**
 * Read any card at any time (issue 20), in real Chromium against the built app: the mouse resting on a card previews
 * it, Z on the focused card and a long press (touch) open it large; none of them loses what is picked up or starts a
 * drag. The zoomed Pokémon in play shows its Energy, Tools, damage and HP left; the board shows the HP left without a
 * damage badge over it; the discard viewer shows Trainers with their text; a drag is announced with card and place
 * names. Positions from e2e/modern-positions.ts (a calm opponent that only plays Daisy's Help).
 */
import { test, expect, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { evolved, SV, trainersInHand, workshop } from './modern-positions'
import { dragTo, drop, handCard, lightSettings, pokemon, snap } from './table-driver'
import { resumePosition } from './table-positions'

const zoom = (page: Page) => page.getByTestId('card-zoom')
const peek = (page: Page) => page.getByTestId('card-peek')
const liveRegion = (page: Page) => page.locator('[id^="DndLiveRegion"]')

async function uidOf(page: Page, def: string): Promise<number> {
  const v = (await snap(page)).v!
  const c = v.me.hand!.find((h) => h.def === def)
  if (!c) throw new Error(`${def} is not in the hand`)
  return c.uid
}

async function seriousAxe(page: Page) {
  const r = await new AxeBuilder({ page }).analyze()
  return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)
}

test.describe('with a mouse and a keyboard', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await lightSettings(page)
  })

  test('a playable hand card during your turn: hover previews it, Z opens it, the selection stays', async ({
    page,
  }) => {
    await resumePosition(page, trainersInHand().record)
    const daisy = handCard(page, await uidOf(page, SV.daisysHelp))
    await expect(daisy).toHaveAttribute('data-playable', 'true')

    // a click still picks it up: the table lights up where it can go
    await daisy.click()
    await expect(daisy).toHaveAttribute('aria-pressed', 'true')
    await expect(drop(page, 'zone:play').getByRole('button', { name: "Play Daisy's Help" })).toBeVisible()

    // the mouse resting on it shows the large card beside the table, after a short delay
    await daisy.hover()
    await expect(peek(page)).toBeVisible()
    await expect(peek(page)).toContainText('Draw 2 cards')
    const [card, preview] = [await daisy.boundingBox(), await peek(page).boundingBox()]
    expect(preview!.width).toBeGreaterThan(300)
    const overlap = card!.x < preview!.x + preview!.width && preview!.x < card!.x + card!.width
    expect(overlap, 'the preview does not cover the card it shows').toBe(false)
    await page.screenshot({ path: 'test-results/card-zoom/hover-1280.png' })
    await page.mouse.move(5, 400)
    await expect(peek(page)).toBeHidden()
    await expect(daisy).toHaveAttribute('aria-pressed', 'true')

    // Z on the focused card opens it large, Escape closes it: still picked up
    await daisy.focus()
    await page.keyboard.press('z')
    await expect(page.getByRole('dialog', { name: "Daisy's Help" })).toBeVisible()
    await expect(page.getByRole('dialog', { name: "Daisy's Help" })).toHaveAccessibleDescription(
      /Supporter card\. Draw 2/,
    )
    expect(await seriousAxe(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(zoom(page)).toBeHidden()
    await expect(daisy).toHaveAttribute('aria-pressed', 'true')
    await expect(drop(page, 'zone:play').getByRole('button', { name: "Play Daisy's Help" })).toBeVisible()

    // the keyboard help lists Z; `?` opens it
    await page.keyboard.press('?')
    const keys = page.getByRole('dialog', { name: 'Keyboard' })
    await expect(keys).toContainText('Show the focused card large')
    expect(await seriousAxe(page)).toEqual([])
    await keys.getByRole('button', { name: 'Close' }).click()
    await expect(daisy).toHaveAttribute('aria-pressed', 'true')
  })

  test('a drag opens no preview', async ({ page }) => {
    await resumePosition(page, trainersInHand().record)
    const road = handCard(page, await uidOf(page, SV.cyclingRoad))
    await dragTo(page, road, drop(page, 'zone:stadium'), async () => {
      await page.waitForTimeout(900) // longer than the hover delay, over other cards
      await expect(peek(page)).toHaveCount(0)
    })
    await expect(page.getByRole('button', { name: 'Stadium: Cycling Road' })).toBeVisible()
  })

  test('the discard piles zoom, and show Trainers with their text', async ({ page }) => {
    await resumePosition(page, evolved().record) // the opponent has played Daisy's Help
    await page.getByRole('button', { name: /Opponent's discard pile/ }).click()
    const pile = page.getByRole('dialog', { name: "Opponent's discard pile" })
    const daisy = pile.getByRole('button', { name: "Daisy's Help, Supporter" })
    await expect(daisy).toContainText('Draw 2 cards') // the Trainer's text on its face
    await page.screenshot({ path: 'test-results/card-zoom/discard-1280.png' })
    await daisy.click()
    const big = page.getByRole('dialog', { name: "Daisy's Help" })
    await expect(big).toBeVisible()
    await expect(big).toHaveAccessibleDescription(/Draw 2 cards/)
    await page.keyboard.press('Escape')
    await expect(big).toBeHidden()
    await expect(pile).toBeVisible() // closing the zoom leaves the pile open
    await daisy.hover()
    await expect(peek(page)).toBeVisible() // the preview shows over the dialog too
    await page.keyboard.press('Escape')
    await expect(pile).toBeHidden()
  })

  test('the zoomed Active shows its Energy, Tool and HP left; a drag is announced with names', async ({ page }) => {
    await resumePosition(page, workshop().record)
    // a Tool on the Active, by drag: the screen reader hears card and place names
    await dragTo(page, handCard(page, await uidOf(page, SV.rigidBand)), drop(page, 'slot:0:active'))
    await expect(liveRegion(page)).toHaveText('Rigid Band attached to your Active Pokémon, Doduo.')
    await dragTo(page, handCard(page, await uidOf(page, SV.oldAmber)), page.getByRole('region', { name: 'Your Bench' }))
    await expect(liveRegion(page)).toHaveText('Antique Old Amber moved to your Bench.')
    await expect(liveRegion(page)).not.toHaveText(/Draggable|droppable|hand:|slot:/)

    await pokemon(page, 'slot:0:active').focus()
    await page.keyboard.press('z')
    const big = page.getByRole('dialog', { name: 'Doduo' })
    const details = big.getByTestId('in-play-details')
    await expect(details).toContainText('70 HP left')
    await expect(details).toContainText('Energy: 2 × Basic Psychic Energy')
    await expect(details).toContainText('Tool: Rigid Band')
    await expect(big).toHaveAccessibleDescription(/70 HP left.*Basic Psychic Energy.*Rigid Band/)
    await page.screenshot({ path: 'test-results/card-zoom/active-1280.png' })
    await page.keyboard.press('Escape')

    // the opponent's Active, previewed by the mouse
    await pokemon(page, 'slot:1:active').hover()
    await expect(peek(page).getByTestId('in-play-details')).toContainText('30 HP left')
  })
})

test('on a small phone (375×667) the zoomed Pokémon in play scrolls: its details and Close can be reached', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 })
  await lightSettings(page)
  await resumePosition(page, workshop().record)
  const band = handCard(page, await uidOf(page, SV.rigidBand))
  await band.scrollIntoViewIfNeeded() // the hand scrolls sideways on a phone
  await dragTo(page, band, drop(page, 'slot:0:active'))
  await expect(liveRegion(page)).toHaveText('Rigid Band attached to your Active Pokémon, Doduo.')
  await pokemon(page, 'slot:0:active').focus()
  await page.keyboard.press('z')
  const big = page.getByRole('dialog', { name: 'Doduo' })
  await expect(big).toBeVisible()
  // taller than the window (else this would test nothing), and it fits the window itself: it scrolls
  const size = await big.evaluate((d) => ({
    scroll: d.scrollHeight,
    client: d.clientHeight,
    top: d.getBoundingClientRect().top,
  }))
  expect(size.scroll, 'the zoom is taller than the window').toBeGreaterThan(667)
  expect(size.client).toBeLessThanOrEqual(667)
  expect(size.top).toBeGreaterThanOrEqual(0)
  const close = big.getByRole('button', { name: 'Close' })
  await expect(close).toBeInViewport({ ratio: 1 })
  await page.screenshot({ path: 'test-results/card-zoom/scroll-375-top.png' })
  // the details, to their last line, are reached by scrolling the dialog (a finger's swipe or the wheel)
  const details = big.getByTestId('in-play-details')
  await expect(details).not.toBeInViewport({ ratio: 1 })
  await big.hover()
  await page.mouse.wheel(0, 1000)
  await expect(details).toBeInViewport({ ratio: 1 })
  await expect(details).toContainText('Tool: Rigid Band')
  await page.screenshot({ path: 'test-results/card-zoom/scroll-375-bottom.png' })
  await page.mouse.wheel(0, -1000)
  await close.click()
  await expect(big).toBeHidden()
})

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })

  /** A finger held still on `x, y` for `ms`, then moved up or down by `dy` (0: not at all), then lifted. */
  async function longPress(page: Page, x: number, y: number, ms: number, dy = 0) {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
    await page.waitForTimeout(ms)
    if (dy) {
      for (let i = 1; i <= 10; i++) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + (dy * i) / 10 }] })
        await page.waitForTimeout(30)
      }
      // held still before it is lifted: a finger lifted while moving flings, and Chrome drops the tap that follows
      await page.waitForTimeout(300)
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  }

  test('a long press opens the zoom and neither picks the card up nor moves it', async ({ page }) => {
    await lightSettings(page)
    await resumePosition(page, trainersInHand().record)

    const uid = await uidOf(page, SV.daisysHelp)
    const daisy = handCard(page, uid)
    const box = (await daisy.boundingBox())!
    // held, then dragged to the play area under the open zoom: nothing is played
    const play = (await drop(page, 'zone:play').boundingBox())!
    await longPress(page, box.x + box.width / 2, box.y + box.height / 2, 800, play.y + play.height / 2 - box.y)
    const big = page.getByRole('dialog', { name: "Daisy's Help" })
    await expect(big).toBeVisible()
    await page.waitForTimeout(300) // the finger was lifted: the zoom stays open
    await expect(big).toBeVisible()
    await page.screenshot({ path: 'test-results/card-zoom/long-press-390.png' })
    await big.getByRole('button', { name: 'Close' }).click()
    await expect(big).toBeHidden()
    await expect(daisy).toHaveAttribute('aria-pressed', 'false')
    expect((await snap(page)).v!.me.hand!.some((c) => c.uid === uid)).toBe(true)
    await expect(page.locator('[data-target]')).toHaveCount(0)

    // a short tap still picks it up
    await daisy.tap()
    await expect(daisy).toHaveAttribute('aria-pressed', 'true')
  })

  test('the board shows the HP left, and the damage badge does not cover it', async ({ page }) => {
    await lightSettings(page)
    await resumePosition(page, evolved().record)
    // Zooming Draw puts a damage counter on Dodrio (100 HP)
    await pokemon(page, 'slot:0:bench:2').tap()
    await page.getByRole('dialog', { name: 'Dodrio' }).getByRole('button', { name: 'Use Zooming Draw' }).tap()
    const dodrio = pokemon(page, 'slot:0:bench:2')
    await expect(dodrio).toHaveAccessibleName('Dodrio, 100 HP, 10 damage')
    const left = dodrio.locator('.cf-hp-left')
    await expect(left).toHaveText('90')
    const [hp, badge] = [await left.boundingBox(), await dodrio.locator('[data-damage]').boundingBox()]
    const covers =
      hp!.x < badge!.x + badge!.width &&
      badge!.x < hp!.x + hp!.width &&
      hp!.y < badge!.y + badge!.height &&
      badge!.y < hp!.y + hp!.height
    expect(covers, 'the damage badge covers the HP').toBe(false)
    await page.screenshot({ path: 'test-results/card-zoom/damage-390.png' })
    // the hand is larger than before (62 px on this phone)
    const handBox = await page.getByRole('region', { name: 'Your hand' }).getByRole('button').first().boundingBox()
    expect(handBox!.width).toBeGreaterThanOrEqual(76)
  })
})

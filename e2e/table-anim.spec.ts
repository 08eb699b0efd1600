/**
 * Animation of engine events on the table (issue 5), from prepared positions (e2e/table-positions.ts): the queue
 * keeps up with a player who acts fast; cards travel to the discard pile and from the Prizes to the hand, except
 * with the animation speed Off or when the system asks for reduced motion.
 */
import { test, expect, type Page } from '@playwright/test'
import type { MainAction } from '../src/engine'
import { frameDeltas, framesSoFar, p95, recordFrames } from './frame-probe'
import { energyToAttach, fullBenches, hypnosis, knockOut, resumePosition, type Position } from './table-positions'
import { TIMING } from './timing'

type Store = { getState(): { act(a: MainAction): boolean; respond(p: number[]): void; pendingEvents: unknown[] } }

async function withSpeed(page: Page, speed: string) {
  await page.addInitScript(
    (animationSpeed) =>
      localStorage.setItem('coinflip.settings', JSON.stringify({ version: 1, theme: 'light', animationSpeed })),
    speed,
  )
}

test(
  'the event queue catches up: a move made while the last one animates drops the stale step at once',
  TIMING,
  async ({ page }) => {
    // Slow speed: Gust of Wind's step alone holds the queue for 1120 ms (700 ms × 1.6)
    await withSpeed(page, 'slow')
    const pos = fullBenches()
    const hand = pos.view.me.hand!
    const gust = hand.find((c) => c.def === 'base1-93')!.uid
    const swap = hand.find((c) => c.def === 'base1-95')!.uid
    await resumePosition(page, pos.record)

    // The player plays Gust of Wind and, as soon as its line shows, answers it and plays Switch. Times are taken in
    // the page from the stores themselves, so a slow machine cannot make the old behaviour look right: without the
    // catch-up, Gust of Wind's step could not end (and Switch could not show) before its 1120 ms timer.
    const t = await page.evaluate(
      ([gustUid, switchUid]) =>
        new Promise<{ gust: number; gone: number; shown: number }>((resolve) => {
          type Ev = { type: string; card?: { def: string } }
          type Fx = { subscribe(f: (s: { banner: { text: string } | null }) => void): () => void }
          const { game, fx } = (
            window as unknown as {
              __coinflip: { game: Store & { subscribe(f: (s: { pendingEvents: Ev[] }) => void): () => void }; fx: Fx }
            }
          ).__coinflip
          const t = { gust: 0, gone: 0, shown: 0 }
          fx.subscribe((s) => {
            if (!t.gust && s.banner?.text === 'You played Gust of Wind') {
              t.gust = performance.now()
              queueMicrotask(() => {
                game.getState().respond([0])
                game.getState().act({ type: 'play-trainer', card: switchUid })
              })
            }
            if (t.gust && !t.shown && s.banner?.text === 'You played Switch') t.shown = performance.now()
          })
          game.subscribe((s) => {
            if (t.gust && !t.gone && !s.pendingEvents.some((e) => e.type === 'trainer' && e.card?.def === 'base1-93'))
              t.gone = performance.now()
          })
          game.getState().act({ type: 'play-trainer', card: gustUid })
          setTimeout(() => resolve(t), 2500)
        }),
      [gust, swap] as [number, number],
    )
    console.log(
      `Gust of Wind shown at 0, dropped at ${Math.round(t.gone - t.gust)} ms, Switch shown at ${Math.round(t.shown - t.gust)} ms`,
    )
    expect(t.gust).toBeGreaterThan(0)
    expect(t.gone - t.gust, 'Gust of Wind left the queue before its step was over').toBeLessThan(1120)
    expect(t.shown - t.gust, 'Switch shown before the Gust of Wind step was over').toBeLessThan(1120)
  },
)

interface Sample {
  route: string
  x: number
  y: number
}

/** Record, on every frame, the centre of each flying card (CardFlights marks them with data-flight="from>to"). */
async function recordFlights(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __flights: Sample[] }
    w.__flights = []
    const loop = () => {
      for (const el of document.querySelectorAll('[data-flight]')) {
        const r = el.getBoundingClientRect()
        w.__flights.push({ route: el.getAttribute('data-flight')!, x: r.x + r.width / 2, y: r.y + r.height / 2 })
      }
      requestAnimationFrame(loop)
    }
    requestAnimationFrame(loop)
  })
}
const flightsSoFar = (page: Page) => page.evaluate(() => (window as unknown as { __flights: Sample[] }).__flights)

async function centre(page: Page, selector: string) {
  const b = (await page.locator(selector).first().boundingBox())!
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 }
}
const dist = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y)

/** The samples of one route travel from `from` towards `to`: they start nearer `from` and end at `to`. */
function expectTravel(samples: Sample[], route: string, from: { x: number; y: number }, to: { x: number; y: number }) {
  const s = samples.filter((x) => x.route === route)
  expect(s.length, `frames of ${route}`).toBeGreaterThan(1)
  const first = s[0]!
  const last = s.at(-1)!
  expect(dist(first, from), `${route} starts at its old place`).toBeLessThan(dist(first, to))
  expect(dist(last, to), `${route} ends at its new place`).toBeLessThan(dist(first, to))
}

/** The opponent's discard pile after the Knock Out: Magikarp and its Energy join it. */
const discarded = (pos: Position) => pos.view.opponent.discard.length + 1 + pos.view.opponent.active!.energy.length

/** In the Knock Out position: Special Punch, then the first Prize card; waits until the discard pile shows it. */
async function knockOutAndTakePrize(page: Page, pos: Position) {
  await page.getByRole('toolbar', { name: 'Actions' }).getByRole('button', { name: 'Attack: Special Punch' }).click()
  await page
    .getByRole('button', { name: /^Take Prize card/ })
    .first()
    .click()
  await expect(page.getByRole('button', { name: `Opponent's discard pile: ${discarded(pos)} cards` })).toBeVisible()
}

test('a Knock Out sends the cards to the discard pile and the Prize card travels to the hand', async ({ page }) => {
  await withSpeed(page, 'slow')
  const pos = knockOut()
  await resumePosition(page, pos.record)
  const active = await centre(page, '[data-drop="slot:1:active"]')
  const discard = await centre(page, '[data-zone="discard:1"]')
  const prizes = await centre(page, '[data-zone="prizes:0"]')
  await recordFlights(page)

  await knockOutAndTakePrize(page, pos)
  await page.waitForTimeout(1500)
  const samples = await flightsSoFar(page)
  console.log('routes:', [...new Set(samples.map((x) => x.route))].join(', '))
  // Magikarp and its Energy go from the Active Spot to the discard pile
  expectTravel(samples, 'slot:1:active>discard:1', active, discard)
  expectTravel(samples, 'under:slot:1:active>discard:1', active, discard)
  // the Prize card goes from the Prizes to its place in the hand
  const prize = pos.view.me.hand!.length // the new card is the last one in the hand
  const inHand = await centre(page, `[aria-label="Your hand"] li:nth-child(${prize + 1}) [data-uid]`)
  expectTravel(samples, 'prizes:0>hand:0', prizes, inHand)
  await expect(page.locator('[data-flight]')).toHaveCount(0) // every copy is gone once it landed
})

test('the damage that Knocks Out the Active still floats over its spot once the card has gone', async ({ page }) => {
  await withSpeed(page, 'normal')
  const pos = knockOut()
  await resumePosition(page, pos.record)
  await page.getByRole('toolbar', { name: 'Actions' }).getByRole('button', { name: 'Attack: Special Punch' }).click()
  // Magikarp (30 HP) leaves the Active Spot at once; Special Punch's 40 shows where it stood.
  await expect(page.locator('[data-drop="slot:1:active"]')).toHaveCount(0)
  await expect(page.locator('[data-floater="slot:1:active"]').filter({ hasText: '-40' }).first()).toBeVisible()
})

test('no card flies with the animation speed Off, or when the system asks for reduced motion', async ({ page }) => {
  const pos = knockOut()
  for (const [speed, motion] of [
    ['off', 'no-preference'],
    ['normal', 'reduce'],
  ] as const) {
    await page.emulateMedia({ reducedMotion: motion })
    await withSpeed(page, speed)
    await resumePosition(page, pos.record)
    await recordFlights(page)
    await knockOutAndTakePrize(page, pos)
    await page.waitForTimeout(500)
    expect(await flightsSoFar(page), `flights with speed ${speed}, reduced motion ${motion}`).toEqual([])
  }
})

test(
  'Hypnosis turns the Defending Pokémon 90° counter-clockwise (Asleep); frame times while it turns',
  TIMING,
  async ({ page }) => {
    await withSpeed(page, 'normal')
    await page.setViewportSize({ width: 1280, height: 720 })
    await recordFrames(page) // every frame's time, and when a card's rotation changes
    await resumePosition(page, hypnosis().record)
    await page.waitForTimeout(500)
    await page.getByRole('toolbar', { name: 'Actions' }).getByRole('button', { name: 'Attack: Hypnosis' }).click()
    const defending = page.locator('[data-drop="slot:1:active"]')
    await expect(defending.getByRole('button')).toHaveAccessibleName(/Asleep/)
    await expect(defending.locator('[data-rotation]')).toHaveAttribute('data-rotation', '-90')
    await page.waitForTimeout(800)
    const { frames, turns } = await framesSoFar(page)
    const t0 = turns.find((x) => x.r === '-90')!.t
    const deltas = frameDeltas(frames, t0, t0 + 600)
    console.log(
      `condition turn (Hypnosis, 600 ms from the change): p95 ${p95(deltas).toFixed(1)} ms over ${deltas.length} frames, ${deltas.filter((d) => d > 20).length} longer than 20 ms`,
    )
    expect(deltas.length, 'frames measured').toBeGreaterThan(1) // a loaded machine may draw only a few
  },
)

test('a card dragged onto a Pokémon flies from where it was dropped, not back from the hand', async ({ page }) => {
  await withSpeed(page, 'slow')
  const pos = energyToAttach()
  const energy = pos.view.me.hand!.find((c) => c.def === 'base1-97')!.uid
  await resumePosition(page, pos.record)
  await recordFlights(page)
  const card = await centre(page, `[aria-label="Your hand"] [data-uid="${energy}"]`)
  const target = await centre(page, '[data-drop="slot:0:active"]')
  // drop a little beside the Active Pokémon's centre (still on it)
  const drop = { x: target.x + 12, y: target.y + 12 }
  await page.mouse.move(card.x, card.y)
  await page.mouse.down()
  await page.mouse.move(card.x + 10, card.y, { steps: 5 })
  await page.mouse.move(drop.x, drop.y, { steps: 20 })
  await page.mouse.up()
  // the Energy left the hand and is attached
  await expect(page.locator(`[aria-label="Your hand"] [data-uid="${energy}"]`)).toHaveCount(0)
  const attached = pos.view.me.active!.energy.length + 1
  await expect(page.locator('[data-drop="slot:0:active"]').getByRole('button')).toHaveAccessibleName(
    new RegExp(`${attached > 1 ? `${attached} ` : ''}Fighting Energy attached`), // "2 Fighting Energy attached"
  )
  await page.waitForTimeout(900)
  const s = (await flightsSoFar(page)).filter((x) => x.route === 'hand:0>under:slot:0:active')
  expect(s.length).toBeGreaterThan(0)
  expect(dist(s[0]!, drop), 'starts at the drop').toBeLessThan(dist(s[0]!, card))
})

test('a Pokémon fading out of the Bench takes no drop or click meant for the one now in its place', async ({
  page,
}) => {
  // Slow speed: a card leaving the Bench fades for 640 ms (0.4 s × 1.6), time enough to aim at its ghost
  await withSpeed(page, 'slow')
  const pos = fullBenches()
  const swap = pos.view.me.hand!.find((c) => c.def === 'base1-95')!.uid
  const oldActive = pos.view.me.active!.stack[0]!.uid
  await resumePosition(page, pos.record)
  const first = page.locator('[data-drop="slot:0:bench:0"]')
  await expect(first).toHaveCount(1)
  // Switch with the first Benched Pokémon: it moves up to the Active Spot and the old Active takes its place.
  // Every frame for 2.5 s records which Pokémon carry the first Bench place's drop id.
  const seen = await page.evaluate(
    (switchUid) =>
      new Promise<string[]>((resolve) => {
        const { game } = (window as unknown as { __coinflip: { game: Store } }).__coinflip
        const seen = new Set<string>()
        const frame = () => {
          const holders = [...document.querySelectorAll('[data-drop="slot:0:bench:0"]')]
          seen.add(holders.map((h) => h.querySelector('[data-uid]')?.getAttribute('data-uid')).join(','))
          requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
        game.getState().act({ type: 'play-trainer', card: switchUid })
        setTimeout(() => game.getState().respond([0]), 50)
        setTimeout(() => resolve([...seen]), 2500)
      }),
    swap,
  )
  // one holder in every frame: the first Benched Pokémon, then (never both at once) the old Active
  expect(
    seen.every((s) => !s.includes(',')),
    `frames with two holders: ${seen.join(' | ')}`,
  ).toBe(true)
  await expect(first.getByRole('button')).toHaveAttribute('data-uid', String(oldActive))
})

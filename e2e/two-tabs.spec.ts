/**
 * Issue 19, item 1, in real Chromium against the built app: one tab owns a game. Tabs of one browser share their
 * storage, so the tabs here are pages of ONE context. (a) A second tab opening the saved game is told it is open in
 * another tab and may take it over; the first tab then shows that the game moved and its moves no longer write.
 * (b) A third tab's new game survives the next move of an old tab still showing the game it replaced.
 */
import { test, expect, type Page } from '@playwright/test'

interface Stored {
  seed: number
  moves: number
}

/** The saved game as stored: its seed (which game it is) and how many answers it holds. */
const stored = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<Stored | null>((resolve, reject) => {
        const r = indexedDB.open('coinflip', 1)
        r.onsuccess = () => {
          const get = r.result.transaction('saves').objectStore('saves').get('current')
          get.onsuccess = () => {
            r.result.close()
            const rec = get.result as { config: { seed: number }; responses: unknown[] } | undefined
            resolve(rec ? { seed: rec.config.seed, moves: rec.responses.length } : null)
          }
          get.onerror = () => reject(get.error)
        }
        r.onerror = () => reject(r.error)
      }),
  )

type Hook = {
  __coinflip: {
    game: {
      getState(): {
        whenIdle(): Promise<void>
        myDecision: { id: number; min: number; max: number } | null
        respond(picks: number[], decision?: number): void
      }
    }
  }
}

/** Answer the question on this tab's table with its first option(s), as the player would, and let it settle. */
const move = (page: Page) =>
  page.evaluate(async () => {
    const game = (window as unknown as Hook).__coinflip.game
    await game.getState().whenIdle()
    const d = game.getState().myDecision
    if (!d) throw new Error('no question to answer')
    const n = Math.max(d.min, Math.min(1, d.max))
    game.getState().respond(
      Array.from({ length: n }, (_, i) => i),
      d.id,
    )
    await game.getState().whenIdle()
  })

const idle = (page: Page) => page.evaluate(() => (window as unknown as Hook).__coinflip.game.getState().whenIdle())

/** Start a new game on this page's start screen (replacing a saved one when asked). */
async function startGame(page: Page) {
  await page.getByRole('button', { name: 'Play vs computer' }).click()
  await page.getByRole('button', { name: 'Start game' }).click()
  const replace = page.getByRole('dialog', { name: 'Replace your saved game?' })
  const first = page.getByRole('button', { name: 'Go first' }).first()
  await expect(replace.or(first)).toBeVisible({ timeout: 30_000 })
  if (await replace.isVisible()) await replace.getByRole('button', { name: 'Start a new game' }).click()
  await first.click()
  await idle(page)
}

test('a second tab is told the game is open, takes it over, and the first tab stops saving', async ({ context }) => {
  const a = await context.newPage()
  await a.goto('/?e2e&fast&seed=7')
  await startGame(a)
  await move(a)
  const before = await stored(a)
  expect(before?.seed).toBe(7)

  const b = await context.newPage()
  await b.goto('/?e2e&fast')
  await expect(b.getByText(/open in another tab/)).toBeVisible({ timeout: 30_000 })
  await expect(b.getByRole('button', { name: 'Resume game' })).toHaveCount(0)
  await b.getByRole('button', { name: /Take it over here/ }).click()
  await expect(b.getByRole('main', { name: 'Game table' })).toBeVisible({ timeout: 30_000 })
  await idle(b)

  // Tab A is told, and offered to take the game back.
  const moved = a.getByRole('dialog', { name: /moved to another tab/ })
  await expect(moved).toBeVisible()
  await expect(moved.getByRole('button', { name: /Take it back here/ })).toBeVisible()

  // B's moves are saved; A's are not, even through the store.
  await move(b)
  const afterB = await stored(b)
  expect(afterB?.moves).toBeGreaterThan(before!.moves)
  await move(a).catch(() => undefined)
  await idle(a)
  expect(await stored(a)).toEqual(afterB)

  // Taking it back: A plays on from B's last move, and B is told in turn.
  await moved.getByRole('button', { name: /Take it back here/ }).click()
  await expect(b.getByRole('dialog', { name: /moved to another tab/ })).toBeVisible()
  await expect(moved).toHaveCount(0)
  await move(a)
  expect((await stored(a))?.moves).toBeGreaterThan(afterB!.moves)
})

test("a third tab's new game survives an old tab's next move", async ({ context }) => {
  const old = await context.newPage()
  await old.goto('/?e2e&fast&seed=7')
  await startGame(old)
  await move(old)

  const third = await context.newPage()
  await third.goto('/?e2e&fast&seed=11')
  await startGame(third)
  await move(third)
  const fresh = await stored(third)
  expect(fresh?.seed).toBe(11)

  // The old tab still shows game 7 and answers its next question: the new game stays saved, and the old tab says
  // its game is no longer saved.
  await move(old).catch(() => undefined)
  await idle(old)
  expect(await stored(old)).toEqual(fresh)
  await expect(old.getByRole('dialog', { name: /saved in another tab/i })).toBeVisible()
})

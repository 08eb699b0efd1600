/**
 * Reading the game store and driving the table through the page, shared by the specs that play whole games through
 * the UI (e2e/table.spec.ts, e2e/modern-game.spec.ts). The store is read through `window.__coinflip` (exposed by the
 * app for tests); everything the human does goes through the page: drags, clicks, keys.
 */
import type { Locator, Page } from '@playwright/test'
import type { Decision, GameView, SlotRef } from '../src/engine'

/** What the human sees in the store: the question to answer, the view, the last error. */
export interface Snap {
  d: Decision | null
  v: GameView | null
  error: string | null
}

export async function snap(page: Page): Promise<Snap> {
  return page.evaluate(() => {
    type G = { myDecision: Decision | null; view: GameView | null; error: string | null }
    const s = (window as unknown as { __coinflip: { game: { getState(): G } } }).__coinflip.game.getState()
    return { d: s.myDecision, v: s.view, error: s.error }
  })
}

/** Wait until the human has a question to answer (or the game is over); returns it. */
export async function myTurn(page: Page): Promise<Snap> {
  await page.waitForFunction(
    () => {
      type G = { myDecision: unknown; view: { result: unknown } | null }
      const g = (window as unknown as { __coinflip?: { game: { getState(): G } } }).__coinflip?.game.getState()
      return !!g && (!!g.myDecision || !!g.view?.result)
    },
    undefined,
    { polling: 50 },
  )
  return snap(page)
}

/**
 * Wait until the answer `did` to decision `decisionId` has been taken (the decision changed or the game ended); a
 * refused answer leaves the decision in place, so its error is reported instead of a bare timeout.
 */
export async function expectAccepted(page: Page, decisionId: number, did: string): Promise<void> {
  await page
    .waitForFunction(
      (id) => {
        type G = { myDecision: Decision | null; view: GameView | null }
        const g = (window as unknown as { __coinflip: { game: { getState(): G } } }).__coinflip.game.getState()
        return g.myDecision?.id !== id || !!g.view?.result
      },
      decisionId,
      { timeout: 5000, polling: 50 },
    )
    .catch(async () => {
      throw new Error(`"${did}" was not accepted: ${(await snap(page)).error ?? 'no error'}`)
    })
}

/**
 * Press at `from`, move in steps (dnd-kit needs intermediate moves, docs/stack.md pitfall 8), optionally check the
 * board mid-drag, release on `to`.
 */
export async function dragTo(page: Page, from: Locator, to: Locator, whileDragging?: () => Promise<void>) {
  // on a phone the hand scrolls sideways: the card may be out of sight
  await from.scrollIntoViewIfNeeded()
  const a = (await from.boundingBox())!
  const b = (await to.boundingBox())!
  if (!b) throw new Error(`nothing to drop on: ${to.toString()}`)
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2)
  await page.mouse.down()
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2, { steps: 3 })
  // Eight moves to the target (each re-renders the table, and the whole-game specs drag a hundred times), then two
  // frames with the pointer at rest there, as a hand rests before letting go: dnd-kit finds the zone under the pointer
  // when React renders the last move, and a release before that would drop on the zone of an earlier move.
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 })
  await settle(page)
  if (whileDragging) await whileDragging()
  await page.mouse.up()
}

/** Two animation frames: what the last input changed has rendered. */
export function settle(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))))
}

/** The `data-drop` id of a Pokémon slot. */
export const slotDrop = (r: SlotRef) =>
  r.zone === 'active' ? `slot:${r.seat}:active${r.spot === 1 ? ':1' : ''}` : `slot:${r.seat}:bench:${r.index}`
export const hand = (page: Page) => page.getByRole('region', { name: 'Your hand' })
export const handCard = (page: Page, uid: number) => hand(page).locator(`[data-uid="${uid}"]`)
export const drop = (page: Page, id: string) => page.locator(`[data-drop="${id}"]`)
/** The Pokémon in the slot with `data-drop` id `id`. */
export const pokemon = (page: Page, id: string) => drop(page, id).getByRole('button').first()
/** The decision panel that is showing (the layout renders one per breakpoint). */
export const panel = (page: Page) => page.getByRole('region', { name: 'Decision' }).filter({ visible: true })

/**
 * Give the answer `picks` to decision `d` the way a player does, through the page: main-phase actions by drag
 * (bench, attach, evolve, Tools, Trainers, retreat) or by their button (attack, Ability, Stadium, end turn); setup
 * cards, Prize cards and Pokémon by clicking them; any other choice in the decision panel. Returns what was done
 * (the main action's type or the decision's `ask`).
 */
export async function answerThroughUi(page: Page, d: Decision, picks: number[]): Promise<string> {
  if (d.ask === 'main') {
    const o = d.options[picks[0]!]!
    if (o.kind !== 'action') throw new Error('main option without action')
    const a = o.action
    const actionButton = (name: string) =>
      page.getByRole('toolbar', { name: 'Actions' }).getByRole('button', { name, exact: true })
    switch (a.type) {
      case 'bench':
        await dragTo(page, handCard(page, a.card), page.getByRole('region', { name: 'Your Bench' }))
        break
      case 'attach-energy':
      case 'evolve':
      case 'attach-tool':
        await dragTo(page, handCard(page, a.card), drop(page, slotDrop(a.target)))
        break
      case 'play-trainer':
        await dragTo(page, handCard(page, a.card), drop(page, 'zone:play'))
        break
      case 'retreat':
        // `from: 1`: a 2-on-2 Battle's second Active retreats
        await dragTo(
          page,
          pokemon(page, `slot:0:active${a.from === 1 ? ':1' : ''}`),
          drop(page, `slot:0:bench:${a.to}`),
        )
        break
      case 'ability':
        await pokemon(page, slotDrop(a.source)).click()
        await page.getByRole('dialog').getByRole('button', { name: o.label, exact: true }).click()
        break
      case 'use-stadium':
      case 'attack':
        await actionButton(o.label).click()
        break
      case 'end-turn':
        await page.getByRole('button', { name: 'End turn' }).click()
        break
      default:
        throw new Error(`policy chose ${a.type}`)
    }
    return a.type
  }
  const opt = (i: number) => d.options[i]!
  if ((d.ask === 'setup-active' || d.ask === 'setup-bench') && picks.length > 0) {
    for (const i of picks) {
      const o = opt(i)
      if (o.kind === 'card') await handCard(page, o.uid).click()
    }
    // a click answers only a question that needs exactly one pick; an optional one (the Bench: up to 5, or up to
    // the one Basic there is) is chosen, then Done, so it can also be declined (issue 19)
    if (d.ask === 'setup-bench') await panel(page).getByRole('button', { name: 'Done' }).click()
  } else if (d.ask === 'take-prize' && d.max === 1) {
    const o = opt(picks[0]!)
    await page.getByRole('button', { name: `Take Prize card ${(o.kind === 'number' ? o.value : 0) + 1}` }).click()
  } else if (d.max === 1 && picks.length === 1 && opt(picks[0]!).kind === 'slot') {
    const o = opt(picks[0]!)
    if (o.kind === 'slot') await pokemon(page, slotDrop(o.ref)).click()
  } else {
    const buttons = panel(page).getByRole('listitem')
    for (const i of picks) await buttons.nth(i).getByRole('button').click()
    if (!(d.max === 1 && d.min === 1 && !d.ordered && picks.length === 1))
      await panel(page).getByRole('button', { name: 'Done' }).click()
  }
  return d.ask
}

/** Light theme and no animation for a test's page, unless the test set its own settings first. */
export function lightSettings(page: Page) {
  return page.addInitScript(() => {
    if (!localStorage.getItem('coinflip.settings'))
      localStorage.setItem('coinflip.settings', JSON.stringify({ version: 1, theme: 'light', animationSpeed: 'off' }))
  })
}

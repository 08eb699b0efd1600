/**
 * Issue 19, item 2, in real Chromium against the built app: an update never sets aside a game in progress. The
 * "newer build" is stubbed by its effect on a save: the record's answers no longer replay (as after a rules fix, the
 * classic mulligan offers), while the position it recorded (its snapshot) is still good. The game must resume at
 * that position and play on; a record whose snapshot cannot be loaded either is reported plainly and kept.
 */
import { test, expect, type Page } from '@playwright/test'
import { createEngine, type GameState } from '../src/engine'
import { loadCardDb } from '../src/cards/registry'
import { fingerprint, type SaveRecord } from '../src/store/match/save-record'
import { energyToAttach, resumePosition, storeSave } from './table-positions'

const engine = createEngine(await loadCardDb())

/** A prepared position's record as an older build wrote it: its snapshot, and an answer this build refuses. */
function olderBuildsSave(): { record: SaveRecord; hand: string[] } {
  const pos = energyToAttach()
  const record = structuredClone(pos.record)
  record.snapshot = engine.replay(record.setup, record.responses)
  record.app = '0.0.1'
  record.engine = 0
  record.responses[2]!.picks = [99]
  return { record, hand: (pos.view.me.hand ?? []).map((c) => c.def) }
}

type Hook = { __coinflip: { game: { getState(): { view: { me: { hand: { def: string }[] | null } } | null } } } }
const handNow = (page: Page) =>
  page.evaluate(() => ((window as unknown as Hook).__coinflip.game.getState().view?.me.hand ?? []).map((c) => c.def))

/** Keys of the saves store: "current" and any record set aside. */
const storedKeys = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const r = indexedDB.open('coinflip', 1)
        r.onsuccess = () => {
          const keys = r.result.transaction('saves').objectStore('saves').getAllKeys()
          keys.onsuccess = () => (r.result.close(), resolve(keys.result.map(String)))
          keys.onerror = () => reject(keys.error)
        }
        r.onerror = () => reject(r.error)
      }),
  )

test('a save whose answers this version no longer replays resumes at the position it recorded, and plays on', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  const { record, hand } = olderBuildsSave()
  await resumePosition(page, record, 'e2e&fast')

  // The recorded position: the same hand, the player to move, and the log says where it starts.
  expect(await handNow(page)).toEqual(hand)
  await expect(page.getByRole('button', { name: 'End turn' })).toBeVisible()
  const log = page.getByRole('region', { name: 'Game log' })
  await expect(log).toContainText('The game continues from where it was saved')
  expect(await storedKeys(page)).toEqual(['current'])

  // It plays on: the computer takes its turn and the player is asked again.
  await page.getByRole('button', { name: 'End turn' }).click()
  await expect(page.getByRole('button', { name: 'End turn' })).toBeVisible({ timeout: 30_000 })
  const after = await handNow(page)
  expect(after).not.toEqual(hand)

  // Saved from there: a reload resumes the new position (by replay from the snapshot, nothing set aside).
  await page.goto('/?e2e&fast')
  await page.getByRole('button', { name: 'Resume game' }).click({ timeout: 30_000 })
  await page.getByRole('main', { name: 'Game table' }).waitFor()
  expect(await handNow(page)).toEqual(after)
  await expect(log).toContainText('The game continues from where it was saved')
  expect(await storedKeys(page)).toEqual(['current'])
  expect(errors).toEqual([])
})

test('a save whose recorded position cannot be loaded either is reported plainly and kept', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  const { record } = olderBuildsSave()
  const snapshot = record.snapshot as GameState
  snapshot.players[0].hand.push(snapshot.players[0].hand[0]!) // a card in the hand twice: no engine plays on
  record.stateHash = fingerprint(JSON.stringify(snapshot))
  await storeSave(page, record)
  await page.goto('/?e2e&fast')

  // The start screen has two live regions (the menu's and the storage notice's): name the one that speaks.
  await expect(page.getByRole('status').filter({ hasText: 'could not be restored' })).toContainText(
    /could not be restored: its moves no longer replay, and the position it saved could not be loaded \(card \d+/,
    { timeout: 30_000 },
  )
  await expect(page.getByRole('button', { name: 'Resume game' })).toHaveCount(0)
  const keys = await storedKeys(page)
  expect(keys).toHaveLength(1)
  expect(keys[0]).toMatch(/^corrupt-/)
  await expect(page.getByRole('status').filter({ hasText: 'kept as' })).toContainText(`kept as "${keys[0]!}"`)
  expect(errors).toEqual([])
})

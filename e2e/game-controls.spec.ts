import { test, expect, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { fullBenches, resumePosition } from './table-positions'

/**
 * Control of the game (issue 20): concede (asked first, from the keyboard too), the game-over dialog closed to look
 * at the final board, Back (the browser's, as Android's) inside the app with the game kept to resume, and the
 * new-game screen's remembered choices and deck sets.
 */

async function seriousAxe(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  for (const v of results.violations)
    console.log(`axe ${v.impact}: ${v.id} (${v.nodes.length}) ${v.help} ${v.nodes[0]?.target}`)
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)
}

const table = (page: Page) => page.getByRole('main', { name: 'Game table' })
const myBench = (page: Page) => page.getByRole('region', { name: 'Your Bench' })

/** The saved game's record in IndexedDB, or null. */
const savedRecord = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<unknown>((resolve, reject) => {
        const r = indexedDB.open('coinflip')
        r.onsuccess = () => {
          const db = r.result
          if (!db.objectStoreNames.contains('saves')) return (db.close(), resolve(null))
          const get = db.transaction('saves').objectStore('saves').get('current')
          get.onsuccess = () => (db.close(), resolve(get.result ?? null))
          get.onerror = () => reject(get.error)
        }
        r.onerror = () => reject(r.error)
      }),
  )

test('Back from a game shows the menu and keeps the game, which resumes where it was', async ({ page }) => {
  const pos = fullBenches()
  await resumePosition(page, pos.record, 'e2e&fast')
  await expect(myBench(page).getByRole('button')).toHaveCount(5)
  const hand = await page.getByRole('region', { name: 'Your hand' }).getByRole('button').count()

  await page.goBack()
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
  await expect(table(page)).toHaveCount(0)
  await page.getByRole('button', { name: 'Resume game' }).click()
  await expect(table(page)).toBeVisible()
  await expect(myBench(page).getByRole('button')).toHaveCount(5)
  await expect(page.getByRole('region', { name: 'Your hand' }).getByRole('button')).toHaveCount(hand)

  // The table's own Menu button and then Back: the menu stays (Back does not reopen the game left by Menu).
  await page.getByRole('button', { name: '← Menu' }).click()
  await expect(page.getByRole('button', { name: 'Resume game' })).toBeVisible()
  // Back from the new-game screen and the decks screen shows the menu too.
  await page.getByRole('button', { name: 'Play vs computer' }).click()
  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('button', { name: 'Resume game' })).toBeVisible()
  await page.getByRole('button', { name: 'Decks' }).click()
  await expect(page.getByRole('heading', { name: 'Decks' }).first()).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('button', { name: 'Resume game' })).toBeVisible()
  // Back from the deck builder and the card browser shows the Decks home first, then the menu.
  await page.getByRole('button', { name: 'Decks' }).click()
  await page.getByRole('button', { name: 'New deck' }).click()
  await expect(page.getByRole('textbox', { name: 'Deck name' })).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('heading', { name: 'Your decks' })).toBeVisible()
  await page.getByRole('button', { name: 'Browse cards' }).click()
  await expect(page.getByRole('heading', { name: 'Every card' })).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('heading', { name: 'Your decks' })).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('button', { name: 'Resume game' })).toBeVisible()
})

test('concede from the keyboard, close the game-over dialog to see the board, nothing left to resume', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const pos = fullBenches()
  await resumePosition(page, pos.record, 'e2e&fast')
  await expect(myBench(page).getByRole('button')).toHaveCount(5)

  // Asked first; Escape keeps playing.
  const concede = page.getByRole('button', { name: 'Concede' })
  await concede.click()
  const ask = page.getByRole('dialog', { name: 'Concede this game?' })
  await expect(ask).toBeVisible()
  await expect(ask.getByRole('button', { name: 'Keep playing' })).toBeFocused()
  expect(await seriousAxe(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(ask).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'End turn' })).toBeVisible()

  // By keyboard alone: focus the button, Enter, Tab to Concede, Enter.
  await concede.focus()
  await page.keyboard.press('Enter')
  await expect(ask.getByRole('button', { name: 'Keep playing' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(ask.getByRole('button', { name: 'Concede' })).toBeFocused()
  await page.keyboard.press('Enter')
  const over = page.getByRole('dialog', { name: 'You conceded' })
  await expect(over).toBeVisible()
  await expect(over).toContainText('The computer wins')

  // Closed to look at the final board: the Pokémon are still there, nothing can be played, the result comes back.
  await over.getByRole('button', { name: 'See the board' }).click()
  await expect(over).toHaveCount(0)
  await expect(myBench(page).getByRole('button')).toHaveCount(5)
  const bar = page.getByRole('group', { name: 'Game over' })
  await expect(bar).toContainText('You conceded')
  await expect(page.getByRole('button', { name: 'End turn' })).toHaveCount(0)
  await expect(concede).toHaveCount(0)
  expect(await seriousAxe(page)).toEqual([])
  // The log says it (behind the Log button on a phone).
  await page.getByRole('button', { name: 'Log', exact: true }).click()
  await expect(page.getByRole('dialog').getByText('Your opponent wins: you conceded')).toBeVisible()
  await page.keyboard.press('Escape')
  await bar.getByRole('button', { name: 'Show result' }).click()
  await expect(over).toBeVisible()
  await page.keyboard.press('Escape') // Escape closes it as well
  await expect(over).toHaveCount(0)
  await expect(bar).toBeVisible()

  // The conceded game is not saved: a reload offers no game to resume.
  await expect.poll(() => savedRecord(page)).toBeNull()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Play vs computer' })).toBeVisible()
  await page.waitForTimeout(500) // the saved-game check runs after the menu is up
  await expect(page.getByRole('button', { name: 'Resume game' })).toHaveCount(0)
})

test('the new-game screen remembers the last choices across reloads and says which set each deck is from', async ({
  page,
}) => {
  await page.goto('/?e2e')
  await page.getByRole('button', { name: 'Play vs computer' }).click()
  const mine = page.getByLabel('Your deck')
  const theirs = page.getByLabel("Computer's deck")
  await expect(page.getByText(/^From Scarlet & Violet—151 \(\d{4}\)$/)).toBeVisible()

  await mine.selectOption('d-base1-2')
  await theirs.selectOption('d-swsh1-1')
  await page.getByRole('radio', { name: /Hard/ }).check()
  await page.getByRole('radio', { name: /Sword & Shield/ }).check()
  await expect(page.getByText('From Base Set (1999)')).toBeVisible()
  await expect(page.getByText('From Sword & Shield (2020)')).toBeVisible()
  await expect(mine).toHaveAccessibleDescription(/^From Base Set \(1999\)/)
  expect(await seriousAxe(page)).toEqual([])

  // No game started: the choices are kept all the same.
  await page.reload()
  await page.getByRole('button', { name: 'Play vs computer' }).click()
  await expect(mine).toHaveValue('d-base1-2')
  await expect(theirs).toHaveValue('d-swsh1-1')
  await expect(page.getByRole('radio', { name: /Hard/ })).toBeChecked()
  await expect(page.getByRole('radio', { name: /Sword & Shield/ })).toBeChecked()

  // A damaged memory opens the screen on its defaults, without an error.
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.evaluate(() => localStorage.setItem('coinflip.newGame', '{"humanDeck":7,"level":"godlike"'))
  await page.reload()
  await page.getByRole('button', { name: 'Play vs computer' }).click()
  await expect(mine).toHaveValue(/^d-sv3pt5-/)
  await expect(page.getByRole('radio', { name: /Normal/ })).toBeChecked()
  expect(errors).toEqual([])
})

import { test, expect } from '@playwright/test'

/**
 * The new-game screen (issue 7): the Scarlet & Violet—151 decks come first and modern rules are the default;
 * the rules follow the chosen deck until the player picks rules; a modern game starts with those cards.
 */
test('modern decks and rules are the default; the rules follow the deck until chosen', async ({ page }) => {
  await page.goto('/?e2e&seed=7')
  await page.getByRole('button', { name: 'Play vs computer' }).click()
  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible()
  const mine = page.getByLabel('Your deck')
  await expect(mine).toHaveValue(/^d-sv3pt5-/)
  await expect(page.getByRole('radio', { name: /Modern/ })).toBeChecked()
  // Every set with decks is offered, grouped by set, Scarlet & Violet—151 first.
  await expect(mine.locator('optgroup').first()).toHaveAttribute('label', 'Scarlet & Violet—151 (modern)')
  const groups = await mine.locator('optgroup').evaluateAll((els) => els.map((e) => e.getAttribute('label')))
  expect(groups).toEqual(expect.arrayContaining(['Base Set (1999)', 'Sword & Shield (2020)', 'Rebel Clash (2020)']))
  await expect(mine.locator('option', { hasText: 'Hydro Cannons' })).toHaveCount(1)
  await expect(mine.locator('option', { hasText: 'Overgrowth' })).toHaveCount(1)

  // A Base Set deck brings its own rules, and a modern one brings them back…
  await mine.selectOption('d-base1-2')
  await expect(page.getByRole('radio', { name: /Classic 1999/ })).toBeChecked()
  await mine.selectOption('d-sv3pt5-zapdos')
  await expect(page.getByRole('radio', { name: /Modern/ })).toBeChecked()
  await expect(page.getByText(/Zapdos ex needs no evolution/)).toBeVisible()
  // …until the player picks the rules.
  await page.getByRole('radio', { name: /Classic 1999/ }).check()
  await mine.selectOption('d-sv3pt5-mew')
  await expect(page.getByRole('radio', { name: /Classic 1999/ })).toBeChecked()
  await page.getByRole('radio', { name: /Modern/ }).check()

  await page.getByRole('button', { name: 'Start game' }).click()
  await expect(page.getByRole('main', { name: 'Game table' })).toBeVisible()
  await expect(page.getByText('Modern', { exact: false }).first()).toBeVisible()
  // Modern rules: the coin flip comes before the opening hands.
  await page.getByRole('button', { name: 'Go first' }).click()
  // The opening hand holds cards of the chosen deck (Genome Hackers is Pokémon, Trainers and Psychic Energy).
  const hand = page.getByRole('region', { name: 'Your hand' })
  await expect(hand.getByRole('button').first()).toBeVisible()
  const names = await hand.getByRole('button').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))
  expect(names.join(' | ')).toMatch(
    /Basic Psychic Energy|Mew ex|Kangaskhan ex|Pidgey|Doduo|Tauros|Snorlax|Mewtwo|Bill's Transfer|Daisy's Help|Switch|Leftovers|Grabber|Energy Sticker|Cycling Road|Giovanni's Charisma|Erika's Invitation/,
  )
})

/**
 * Issue 16: the EX-era rules are offered. No EX deck exists yet, so they are played with any deck; modern-style
 * setup (the coin flip before the hands) and the first player's skipped draw are what the player sees first.
 */
test('the EX era (2003) rules can be chosen and a game starts under them', async ({ page }) => {
  await page.goto('/?e2e&seed=7')
  await page.getByRole('button', { name: 'Play vs computer' }).click()
  await page.getByRole('radio', { name: /EX era \(2003\)/ }).check()
  await expect(page.getByText(/first player skips the first draw/)).toBeVisible()
  await page.getByRole('button', { name: 'Start game' }).click()
  await expect(page.getByRole('main', { name: 'Game table' })).toBeVisible()
  await page.getByRole('button', { name: 'Go first' }).click()
  await expect(page.getByText('EX 2003', { exact: false }).first()).toBeAttached()
})

/**
 * Modern play on the table (issues 5 and 7), in real Chromium against the built app, with the Scarlet & Violet—151
 * decks under modern rules:
 * - a whole game against the computer, seeded, every answer given through the UI by the modern policy
 *   (e2e/modern-policy.ts: it evolves, benches, attaches Energy and Tools, uses Abilities and the Stadium, plays
 *   Trainers and attacks), to the winner dialog. The seed was chosen with `npx tsx e2e/modern-seeds.ts`;
 * - prepared positions (e2e/modern-positions.ts) for the new interactions by drag, click and keyboard: fossils
 *   benched, evolved from and discarded from play, Tools (their targets light up), Cycling Road, Abilities (also
 *   "you may" ones asked on evolving), HP raised by an effect, and an attack from the Bench.
 */
import { test, expect, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { freshModernMemory, modernPicks, type ModernMemory } from './modern-policy'
import { evolved, SV, workshop } from './modern-positions'
import {
  answerThroughUi,
  dragTo,
  drop,
  expectAccepted,
  hand,
  handCard,
  myTurn,
  panel,
  pokemon,
  snap,
  type Snap,
  lightSettings,
} from './table-driver'
import { resumePosition } from './table-positions'
import { resultText } from '../src/ui/decisions/result-title'

const SEED = 3
const HUMAN_DECK = 'd-sv3pt5-mew' // Genome Hackers: Mew ex, Dodrio, Leftovers, Cycling Road
const AI_DECK = 'd-sv3pt5-venusaur' // Poison Garden

const logList = (page: Page) => page.getByRole('list', { name: 'Game log entries' })

/** Answer the pending decision the way the modern policy says, through the UI. Returns what was done. */
async function playOne(page: Page, s: Snap, mem: ModernMemory): Promise<string> {
  return answerThroughUi(page, s.d!, modernPicks(s.d!, s.v!, mem))
}

/** Play until the game ends; every answer must be accepted (the decision changes). */
async function playToTheEnd(page: Page, counts: Record<string, number>, maxMoves = 400) {
  const mem = freshModernMemory()
  for (let n = 0; n < maxMoves; n++) {
    const s = await myTurn(page)
    if (s.v?.result) return s
    const did = await playOne(page, s, mem)
    counts[did] = (counts[did] ?? 0) + 1
    await expectAccepted(page, s.d!.id, did)
  }
  throw new Error('the game did not end')
}

test('a whole modern game with Scarlet & Violet—151 decks against the computer, to the winner', async ({ page }) => {
  test.setTimeout(240_000)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await lightSettings(page)
  await page.goto(`/?fast&seed=${SEED}`)
  await page.getByRole('button', { name: 'Play vs computer' }).click()
  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible()
  // modern rules are the default choice
  await expect(page.getByRole('radio', { name: /Modern/ })).toBeChecked()
  await page.getByLabel('Your deck').selectOption(HUMAN_DECK)
  await page.getByLabel("Computer's deck").selectOption(AI_DECK)
  await page.getByRole('radio', { name: /Normal/ }).check()
  await page.getByRole('button', { name: 'Start game' }).click()
  await expect(page.getByRole('main', { name: 'Game table' })).toBeVisible()
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /Modern/ })
      .first(),
  ).toBeVisible()

  const counts: Record<string, number> = {}
  const s = await playToTheEnd(page, counts)
  console.log('moves', JSON.stringify(counts), 'result', JSON.stringify(s.v!.result))
  const over = page.getByRole('dialog', { name: /You win!|You lose|Draw/ })
  await expect(over).toBeVisible()
  await expect(over).toContainText(resultText(s.v!.result!))
  // the policy played the game through the table: Pokémon in play, Energy, attacks and the modern actions
  for (const k of ['bench', 'attach-energy', 'play-trainer', 'attack']) expect(counts[k] ?? 0, k).toBeGreaterThan(0)
  expect((counts['attach-tool'] ?? 0) + (counts['ability'] ?? 0) + (counts['use-stadium'] ?? 0)).toBeGreaterThan(0)
  expect(errors).toEqual([])
})

test('fossils, Tools, an Ability, a "you may" question on evolving and Cycling Road, by drag, click and keyboard', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await lightSettings(page)
  const pos = workshop()
  const uid = (def: string) => pos.view.me.hand!.find((c) => c.def === def)!.uid
  await resumePosition(page, pos.record, 'e2e&fast')
  await myTurn(page)
  // the board: both fossils on the Bench as 60 HP Pokémon, Cycling Road in play
  await expect(pokemon(page, 'slot:0:bench:2')).toHaveAccessibleName('Antique Helix Fossil, 60 HP')
  await expect(page.getByRole('region', { name: 'Stadium' }).getByRole('button')).toHaveAccessibleName(
    'Stadium: Cycling Road',
  )

  // a Tool by drag: while it is dragged every one of your Pokémon lights up (none has a Tool), none of the opponent's
  await dragTo(page, handCard(page, uid(SV.rigidBand)), drop(page, 'slot:0:bench:0'), async () => {
    await expect(page.locator('[data-drop^="slot:0:"] [data-target]')).toHaveCount(5)
    await expect(page.locator('[data-drop^="slot:1:"] [data-target]')).toHaveCount(0)
  })
  await expect(pokemon(page, 'slot:0:bench:0')).toHaveAccessibleName('Gastly, 50 HP, Rigid Band attached')
  await expect(drop(page, 'slot:0:bench:0').locator(`[data-tool="${SV.rigidBand}"]`)).toHaveText('Rigid Band')
  await expect(logList(page)).toContainText('You attached Rigid Band to Gastly')

  // a second Tool on the same Pokémon is refused with a reason; the card snaps back
  await dragTo(page, handCard(page, uid(SV.leftovers)), drop(page, 'slot:0:bench:0'))
  await expect(page.getByRole('alert')).toHaveText('Gastly already has a Tool attached')
  await expect(handCard(page, uid(SV.leftovers))).toBeVisible()

  // evolve from a fossil by click: Omanyte onto the Antique Helix Fossil; Kabuto on the wrong fossil says why
  await dragTo(page, handCard(page, uid(SV.kabuto)), drop(page, 'slot:0:bench:2'))
  await expect(page.getByRole('alert')).toHaveText('Kabuto evolves from Antique Dome Fossil, not Antique Helix Fossil')
  await handCard(page, uid(SV.omanyte)).click()
  await pokemon(page, 'slot:0:bench:2').click()
  await expect(pokemon(page, 'slot:0:bench:2')).toHaveAccessibleName('Omanyte, 100 HP')
  await expect(logList(page)).toContainText('Antique Helix Fossil evolved into Omanyte')

  // evolve by keyboard: Dodrio onto the Active Doduo, then its Ability from the Pokémon's menu, by keyboard too
  await handCard(page, uid(SV.dodrio)).focus()
  await page.keyboard.press('Enter')
  await pokemon(page, 'slot:0:active').focus()
  await page.keyboard.press('Enter')
  const active = pokemon(page, 'slot:0:active')
  await expect(active).toHaveAccessibleName(/^Dodrio, 100 HP, .*can use Zooming Draw$/)
  const handBefore = (await snap(page)).v!.me.hand!.length
  await active.focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('dialog', { name: 'Dodrio' })
  await menu.getByRole('button', { name: 'Use Zooming Draw', exact: true }).focus()
  await page.keyboard.press('Enter')
  await expect(menu).toBeHidden()
  await expect(active).toHaveAccessibleName(/^Dodrio, 100 HP, 10 damage/)
  await expect(active).not.toHaveAccessibleName(/can use/)
  expect((await snap(page)).v!.me.hand!.length).toBe(handBefore + 1)
  await expect(logList(page)).toContainText('Dodrio used Zooming Draw')

  // the Stadium's action from the action bar: discard a Basic Energy, draw a card
  await page.getByRole('toolbar', { name: 'Actions' }).getByRole('button', { name: 'Use Cycling Road' }).click()
  await expect(panel(page).getByRole('heading')).toHaveText('Choose a Basic Energy card to discard')
  await panel(page)
    .getByRole('button', { name: /Basic Grass Energy/ })
    .click()
  await expect(logList(page)).toContainText('You used Cycling Road')
  await expect(logList(page)).toContainText('You discarded Basic Grass Energy')
  await expect(
    page.getByRole('toolbar', { name: 'Actions' }).getByRole('button', { name: 'Use Cycling Road' }),
  ).toHaveCount(0)

  // a "you may" Ability on evolving: Haunter onto Gastly asks, and says what Spirit Return does
  const oppHand = (await snap(page)).v!.opponent.handCount
  await dragTo(page, handCard(page, uid(SV.haunter)), drop(page, 'slot:0:bench:0'))
  await expect(panel(page).getByRole('heading')).toHaveText("Use Haunter's Spirit Return?")
  await expect(panel(page)).toContainText("choose a Supporter card in your opponent's discard pile")
  await panel(page).getByRole('button', { name: 'Yes' }).click()
  await panel(page)
    .getByRole('button', { name: /Daisy's Help/ })
    .click()
  await expect(logList(page)).toContainText('Haunter used Spirit Return')
  await expect.poll(async () => (await snap(page)).v!.opponent.handCount).toBe(oppHand + 1)
  // the Tool stayed on the evolved Pokémon
  await expect(pokemon(page, 'slot:0:bench:0')).toHaveAccessibleName('Haunter, 80 HP, Rigid Band attached')

  // a fossil benched by drag, then discarded from play from its menu (no Prize: it just leaves)
  await dragTo(page, handCard(page, uid(SV.oldAmber)), page.getByRole('region', { name: 'Your Bench' }))
  await expect(pokemon(page, 'slot:0:bench:4')).toHaveAccessibleName('Antique Old Amber, 60 HP')
  await expect(logList(page)).toContainText('You put Antique Old Amber on the Bench')
  await pokemon(page, 'slot:0:bench:4').click()
  await page
    .getByRole('dialog', { name: 'Antique Old Amber' })
    .getByRole('button', { name: 'Discard Antique Old Amber from play' })
    .click()
  await expect(drop(page, 'slot:0:bench:4')).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Your discard pile: \d+ cards?/ })).toBeVisible()
  await expect(page.getByRole('main', { name: 'Game table' })).toBeVisible()
  expect((await snap(page)).v!.opponent.prizeCount).toBe(6)
})

test('evolved Pokémon: Mew ex and Venusaur ex Abilities, Wigglytuff ex at 350 HP, Alakazam ex attacking from the Bench', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await lightSettings(page)
  await resumePosition(page, evolved().record, 'e2e&fast')
  await myTurn(page)
  // HP as effects make it: Expanding Body with a Special Energy attached
  const wiggly = pokemon(page, 'slot:0:bench:3')
  await expect(wiggly).toHaveAccessibleName('Wigglytuff ex, 350 HP, Double Colorless Energy attached')
  await expect(wiggly.locator('.cf-hp-up')).toHaveText('350')
  await expect(pokemon(page, 'slot:0:bench:1')).toHaveAccessibleName('Mew ex, 180 HP, can use Restart')
  // the modern marks (changed HP, Ability tags, the Bench attack's button) keep the table free of serious axe issues
  const axe = await new AxeBuilder({ page }).analyze()
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id} ${v.nodes[0]?.target.join(' ')}`)).toEqual([])

  // Restart by click: draw until 3 cards
  await pokemon(page, 'slot:0:bench:1').click()
  await page.getByRole('dialog', { name: 'Mew ex' }).getByRole('button', { name: 'Use Restart' }).click()
  await expect(hand(page).getByRole('button')).toHaveCount(3)
  await expect(logList(page)).toContainText('Mew ex used Restart')

  // Zooming Draw puts a damage counter on Dodrio; Tranquil Flower heals it, the target chosen on the table
  await pokemon(page, 'slot:0:bench:2').click()
  await page.getByRole('dialog', { name: 'Dodrio' }).getByRole('button', { name: 'Use Zooming Draw' }).click()
  await expect(pokemon(page, 'slot:0:bench:2')).toHaveAccessibleName('Dodrio, 100 HP, 10 damage')
  await pokemon(page, 'slot:0:active').click()
  await page.getByRole('dialog', { name: 'Venusaur ex' }).getByRole('button', { name: 'Use Tranquil Flower' }).click()
  await expect(panel(page).getByRole('heading')).toHaveText(/Tranquil Flower: heal 60 damage/)
  await expect(drop(page, 'slot:0:bench:2').locator('[data-target]')).toBeVisible()
  await pokemon(page, 'slot:0:bench:2').click()
  await expect(pokemon(page, 'slot:0:bench:2')).toHaveAccessibleName('Dodrio, 100 HP')
  await expect(logList(page)).toContainText('Dodrio was healed of 10 damage')

  // an attack from the Bench: Dimensional Hand Knocks Out the opponent's only Pokémon
  await page
    .getByRole('toolbar', { name: 'Actions' })
    .getByRole('button', { name: 'Attack: Dimensional Hand (Benched Alakazam ex)' })
    .click()
  await expect(logList(page)).toContainText('Alakazam ex (on the Bench) used Dimensional Hand: 120 damage to Magikarp')
  await expect(panel(page).getByRole('heading')).toHaveText('Take a Prize card')
  await page.getByRole('button', { name: 'Take Prize card 1' }).click()
  const over = page.getByRole('dialog', { name: /You win!/ })
  await expect(over).toBeVisible()
  await expect(over).toContainText('no Pokémon')
})

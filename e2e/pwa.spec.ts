import { test, expect, type Page } from '@playwright/test'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { serveDist } from './static-server'

const title = (page: Page) => page.getByRole('heading', { level: 1, name: 'Coinflip' })

async function waitForServiceWorker(page: Page) {
  // `ready` resolves once there is an active worker, which may still be "activating"
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
    .toBe('activated')
  // clientsClaim: the first visit becomes controlled without a reload
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

test('the service worker activates, controls the page, and the app reloads with the network off', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000) // the offline gallery below draws every card of every set
  await page.goto('/')
  await waitForServiceWorker(page)
  await context.setOffline(true)
  try {
    await page.reload()
    await expect(title(page)).toBeVisible()
    // a lazily loaded chunk comes from the precache too
    await page.getByRole('button', { name: 'Settings', exact: true }).click()
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible()
    // and so do the fonts
    expect(await page.evaluate(() => document.fonts.check('700 16px "Fredoka Variable"'))).toBe(true)
    // every card set's chunk too: the gallery fetches every set, and fails if one is missing
    await page.goto('/?gallery')
    // (drawing every card of every set at four sizes takes seconds, more on a busy machine)
    await expect(
      page.locator('[data-gallery="showcase"]').getByRole('button', { name: 'Charizard, 120 HP' }),
    ).toBeVisible({ timeout: 60_000 })
    await expect(page.getByText(/could not be loaded/)).toHaveCount(0)
    expect(await page.locator('[data-gallery="mini"] [data-card^="sv3pt5-"]').count()).toBe(207)
    expect(await page.locator('[data-gallery="mini"] [data-card^="sve-"]').count()).toBe(16)
  } finally {
    await context.setOffline(false)
  }
})

test.describe('negative control', () => {
  test.use({ serviceWorkers: 'block' })
  test('without the service worker, an offline reload fails', async ({ page, context }) => {
    await page.goto('/')
    await expect(title(page)).toBeVisible()
    await context.setOffline(true)
    try {
      await expect(page.reload()).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/)
    } finally {
      await context.setOffline(false)
    }
  })
})

// Chromium reports "in-incognito" for Playwright's normal (off-the-record) contexts, so this test launches a
// persistent profile with the project's launch options.
test('the app is installable (no installability errors over CDP) with a complete manifest', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  const profile = await mkdtemp(path.join(tmpdir(), 'coinflip-profile-'))
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto('/')
    await waitForServiceWorker(page)
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])

    const manifest = await cdp.send('Page.getAppManifest')
    expect(manifest.errors).toEqual([])
    const data = JSON.parse(manifest.data ?? '{}') as Record<string, unknown>
    expect(data).toMatchObject({
      name: 'Coinflip',
      short_name: 'Coinflip',
      display: 'standalone',
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    })
    const icons = data.icons as { src: string; sizes: string; purpose?: string }[]
    expect(icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    )
    for (const icon of icons) {
      const res = await page.request.get(`/${icon.src}`)
      expect(res.status(), icon.src).toBe(200)
      expect(res.headers()['content-type']).toBe('image/png')
    }
  } finally {
    await context.close()
    await rm(profile, { recursive: true, force: true })
  }
})

test('a new version waits for the player: no reload until "Reload" is clicked', async ({ page }) => {
  const server = await serveDist()
  try {
    await page.goto(server.url)
    await waitForServiceWorker(page)
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true))
    const stillHere = () => page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)

    server.setSwVersion(2) // publish a new version
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())

    const toast = page.getByTestId('update-toast')
    await expect(toast).toContainText('A new version of Coinflip is ready.')
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state))
      .toBe('installed')
    await page.waitForTimeout(1_500)
    expect(await stillHere()).toBe(true) // nothing reloaded by itself
    await page.screenshot({ path: 'test-results/screens/update-toast.png' })

    // "Later" hides the prompt and still does not reload; the new version keeps waiting
    await toast.getByRole('button', { name: 'Later' }).click()
    await expect(toast).toHaveCount(0)
    expect(await stillHere()).toBe(true)
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state)).toBe(
      'installed',
    )

    // a second update: this time the player accepts it
    server.setSwVersion(3)
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
    await expect(toast).toBeVisible()
    const reloaded = page.waitForEvent('load')
    await toast.getByRole('button', { name: 'Reload' }).click()
    await reloaded
    await expect(title(page)).toBeVisible()
    expect(await stillHere()).toBeUndefined()
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const reg = await navigator.serviceWorker.getRegistration()
          return {
            waiting: reg?.waiting ?? null,
            active: reg?.active?.state,
            controlled: !!navigator.serviceWorker.controller,
          }
        }),
      )
      .toEqual({ waiting: null, active: 'activated', controlled: true })
    await expect(page.getByTestId('update-toast')).toHaveCount(0)
  } finally {
    await server.close()
  }
})

import { defineConfig, devices } from '@playwright/test'

// Debian's chromium: Playwright's own browser download cannot work on these machines (docs/stack pitfalls).
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
// E2E_PORT lets a second run (another checkout on the same machine) serve on its own port.
const PORT = Number(process.env.E2E_PORT ?? 4173)

const CHROMIUM_USE = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
}

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two workers: a test mostly waits on animations and the computer's pacing, so two browsers share a 2-core machine
  // well and the suite takes about half the time (docs/benchmarks.md "CI time"). E2E_WORKERS=1 runs one file at a time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/artifacts',
  // A trace only on the retry of a failed test (CI retries once; locally `--trace on`): recording one for every test
  // snapshots the page at each action, about 40 % of a whole-game spec's time (docs/benchmarks.md "Test suite time").
  use: { baseURL: `http://127.0.0.1:${PORT}`, trace: 'on-first-retry', screenshot: 'only-on-failure' },
  projects: [
    { name: 'chromium', grepInvert: /@timing/, use: CHROMIUM_USE },
    {
      // Tests that measure time (frame times, long tasks, an animation step's length; tagged in e2e/timing.ts) run
      // after every other test and one at a time, so no neighbouring test's game shares the cores with them.
      name: 'timing',
      grep: /@timing/,
      dependencies: ['chromium'],
      workers: 1,
      use: CHROMIUM_USE,
    },
  ],
  // Serves the production build in dist/ (run `vite build` first; `npm run e2e` does).
  webServer: {
    command: `node node_modules/vite/bin/vite.js preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})

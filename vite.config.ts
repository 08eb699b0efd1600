/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { VitePWA } from 'vite-plugin-pwa'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }

// Felt colours shared by the manifest, index.html's theme-color and the icons (scripts/make-icons.mjs).
const THEME_COLOR = '#0d3a25'
const BACKGROUND_COLOR = '#0b2a1c'

/**
 * The Content-Security-Policy (issue 19): scripts, styles, fonts, workers and connections from the app's own origin
 * only; no inline script or style element, no eval, no plugins, no frames, no <base>. The built index.html carries it
 * as a <meta> (so any static host serves it); `vite preview` also sends it as a header, which is what applies it to
 * the AI worker's and the service worker's own scripts. e2e/csp.spec.ts plays under it and checks for violations.
 * React and motion set styles through the CSSOM (element.style), which a CSP does not restrict.
 */
const CSP_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  // The hash is the empty string's: motion's AnimatePresence (mode "popLayout") adds an empty <style> element and
  // fills it through the CSSOM (insertRule), which a CSP does not restrict; no style text can be injected.
  "style-src 'self' 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
]
const CSP = CSP_DIRECTIVES.join('; ')
// frame-ancestors only works as a header (a <meta> ignores it with a console warning).
const CSP_HEADER = `${CSP}; frame-ancestors 'none'`

/** The CSP as the first element of the built index.html's <head> (not in the dev server: Vite's HMR injects inline code). */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'coinflip-csp',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP }, injectTo: 'head-prepend' },
    ],
  }
}

/**
 * Each card set's definitions (src/cards/<set>/cards.ts, fetched by the set's cards()) are a chunk named after the
 * set, and so are its AI hints (src/cards/<set>/ai-hints.ts, the set's aiHints()), so `npm run size` can list them.
 */
function chunkFileNames(chunk: { facadeModuleId: string | null }): string {
  const m = /\/src\/cards\/([^/]+)\/(cards|ai-hints)\.ts$/.exec(chunk.facadeModuleId ?? '')
  if (!m) return 'assets/[name]-[hash].js'
  return m[2] === 'cards' ? `assets/set-${m[1]}-[hash].js` : `assets/ai-hints-${m[1]}-[hash].js`
}

/** Test files that get a fresh module graph each (see `test.projects` below). */
const ISOLATED_TESTS = ['src/store/**/*.test.{ts,tsx}', 'src/ui/**/*.test.{ts,tsx}']

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  plugins: [
    contentSecurityPolicy(),
    react(),
    tailwindcss(),
    VitePWA({
      // 'prompt': a new version waits until the player clicks "Reload" (src/store/pwa.ts). Never 'autoUpdate',
      // which reloads the page by itself, possibly in the middle of a game.
      registerType: 'prompt',
      injectRegister: false, // src/main.tsx registers through virtual:pwa-register
      includeManifestIcons: false, // globPatterns below already precaches everything in dist/, icons included
      manifest: {
        id: '/',
        name: 'Coinflip',
        short_name: 'Coinflip',
        description: 'A fully rules-automated Pokémon Trading Card Game table in your browser. Works offline.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        categories: ['games'],
        icons: [
          { src: 'pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,png,svg,ico,webmanifest,json,wasm,woff2}'],
        navigateFallback: '/index.html',
        cleanupOutdatedCaches: true,
        // The first install takes control of the open page at once (so the very first visit already works
        // offline). An update never does: skipWaiting stays false, and the waiting worker only activates
        // when the player accepts the "new version" prompt (or every Coinflip tab has been closed).
        clientsClaim: true,
        skipWaiting: false,
      },
    }),
  ],
  build: { rollupOptions: { output: { chunkFileNames } } },
  // The AI worker is a module worker (src/store/ai-client.ts starts it with type: 'module'), so its dynamic imports
  // stay chunks of their own: it fetches the card sets of the game it plays, not every set (`npm run size`).
  worker: { format: 'es', rollupOptions: { output: { chunkFileNames } } },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, headers: { 'Content-Security-Policy': CSP_HEADER } },
  test: {
    environment: 'node',
    // Every set's cards are loaded before each test file (they load lazily in the app).
    setupFiles: ['src/cards/load-all.setup.ts'],
    // Two projects. Loading every set's ~1,500 card modules anew for each of ~600 files cost nearly all of the unit
    // run (9.5 min on two cores against 31 s of tests), so the files of pure code (the engine, the cards, the AI, the
    // deck logic, the tutorial's lessons, the game simulations, the lint scripts) share their workers' modules
    // (`isolate: false`): their modules keep no state a test can change (the AI's counters are read as differences).
    // The store and the UI (spies on set loaders, stores, timers) keep a fresh module graph per file.
    projects: [
      {
        extends: true,
        test: {
          name: 'pure',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{js,mjs,ts}'],
          exclude: ISOLATED_TESTS,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED_TESTS } },
    ],
  },
})

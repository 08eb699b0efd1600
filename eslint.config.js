import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import reactRefresh from 'eslint-plugin-react-refresh'
import tseslint from 'typescript-eslint'
import { defineConfig, globalIgnores } from 'eslint/config'
import coinflip from './scripts/lint/boundaries.js'
import cards from './scripts/lint/card-api.js'

// The layer rules of docs/architecture.md: ui → store → (ai, tutorial, cards) → engine; sim is Node-only.
// `allow` = the only src/ layers a layer may import; `deny` = layers it may not import. Files directly in src/
// (main.tsx, App.tsx) are the "app" layer. Folders not listed get defaultPolicy.
const ENGINE_ONLY = 'The engine imports nothing outside itself: no packages, no React, no cards.'
export const layers = {
  engine: { allow: ['engine'], packages: false, why: ENGINE_ONLY },
  cards: { allow: ['cards', 'engine'], packages: false, why: 'Cards import only the engine.' },
  ai: { allow: ['ai', 'engine'], packages: false, why: 'The AI imports only the engine.' },
  decks: {
    allow: ['decks', 'engine', 'cards'],
    packages: false,
    why: 'Deck logic (validation, import, export) is framework-free over the engine and the card sets.',
  },
  sim: {
    allow: ['sim', 'engine', 'cards', 'ai', 'decks'],
    packages: false,
    nodeBuiltins: true,
    why: 'src/sim is Node-only and imports engine, cards, ai and decks (plus Node builtins).',
  },
  i18n: { allow: ['i18n'], packages: true, why: 'Message catalogs import nothing from the app.' },
  tutorial: {
    allow: ['tutorial', 'engine', 'cards'],
    packages: false,
    why: 'The tutorial is data and pure helpers over the engine and the cards; the store runs it.',
  },
  store: {
    deny: ['ui', 'app', 'sim'],
    packages: true,
    why: 'The store sits below the UI (ui → store → ai, cards → engine); the app never imports src/sim.',
  },
  ui: {
    deny: ['ai', 'app', 'sim'],
    packages: true,
    why: 'The UI reaches the AI only through the store; the app never imports src/sim.',
  },
  app: { deny: ['sim'], packages: true, why: 'The app never imports src/sim.' },
}

// Inside src/engine, layers that only point down (docs/architecture.md, docs/engine.md), bottom first: a file may
// import its own layer and those below. Tests (the *-tests folders, the testing harness) sit on top.
export const engineLayers = {
  layer: 'engine',
  order: [
    { name: 'model', paths: ['model', 'rules', 'rng.ts'] },
    { name: 'api', paths: ['api'] },
    { name: 'table', paths: ['table'] },
    { name: 'effects', paths: ['effects'] },
    { name: 'flow', paths: ['flow'] },
    { name: 'entry', paths: ['engine.ts', 'state-check.ts', 'view.ts', 'deck.ts', 'ai-hints.ts', 'index.ts'] },
    { name: 'testing', paths: ['testing', '*-tests'] },
  ],
  why: 'Engine layers point down: model → api → table → effects → flow → entry → testing.',
}

export default defineConfig([
  globalIgnores(['dist', 'dev-dist', 'test-results', 'playwright-report', 'node_modules']),
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022 },
    rules: {
      // Types come in by import statements, never `import('…').T` in an annotation: the import-cycle check
      // (scripts/lint/cycles.mjs) reads import statements, so such a type could hide a cycle.
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/sim/**'],
    extends: [reactHooks.configs.flat.recommended, reactRefresh.configs.vite],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['src/sim/**/*.ts', 'e2e/**/*.ts', '*.config.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: globals.node },
  },
  {
    files: ['src/**/*.{ts,tsx,js,mjs}'],
    plugins: { coinflip },
    rules: {
      'coinflip/boundaries': [
        'error',
        {
          srcDir: 'src',
          layers,
          defaultPolicy: { deny: ['sim'], packages: true, why: 'The app never imports src/sim.' },
          testFiles: String.raw`\.test\.[cm]?[jt]sx?$`,
          testPackages: ['vitest', 'fast-check'],
          sublayers: [engineLayers],
        },
      ],
    },
  },
  {
    // The closed card API (docs/engine.md "The card API"): card code imports only the engine's public entry and
    // never reaches the table behind a context. Tests and their support (src/cards/testing.ts) may use the
    // engine's test harness and build tables of their own.
    files: ['src/cards/**/*.{ts,tsx}'],
    ignores: ['src/cards/**/tests/**', 'src/cards/**/*.test.ts', 'src/cards/testing.ts'],
    plugins: { cards },
    rules: { 'cards/closed-api': ['error', { engineDir: 'src/engine', entries: ['index.ts'] }] },
  },
])

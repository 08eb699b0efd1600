// @ts-check
// Size budget for the start screen: the gzipped JavaScript a first visit loads before the player can do anything.
//
//   npm run size        (= vite build && node scripts/size-budget.mjs)
//
// Counted: dist/index.html's <script type="module" src> and <link rel="modulepreload">, every chunk those import
// statically (followed transitively), and chunks the start-up code always fetches right away even though they are
// dynamic imports (STARTUP_DYNAMIC: workbox-window, loaded by the service-worker registration).
// Not counted: lazily loaded screens (the settings dialog, later the table, tutorial, engine), CSS and fonts
// (listed for information). Exit code 1 when the total is above BUDGET_KB.
import { readFileSync, readdirSync, existsSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import path from 'node:path'

const BUDGET_KB = 150
const DIST = path.resolve(process.argv[2] ?? 'dist')
const STARTUP_DYNAMIC = [/^assets\/workbox-window[.-]/]

if (!existsSync(path.join(DIST, 'index.html'))) {
  console.error(`size-budget: ${DIST}/index.html not found; run \`vite build\` first`)
  process.exit(1)
}
const html = readFileSync(path.join(DIST, 'index.html'), 'utf8')

/** @param {string} url */
const local = (url) => url.replace(/^\//, '').split(/[?#]/)[0] ?? ''
/** @param {RegExp} re @param {string} text */
const matches = (re, text) => [...text.matchAll(re)].map((m) => /** @type {string} */ (m[1]))

const entries = [
  ...matches(/<script\b[^>]*\btype=["']module["'][^>]*\bsrc=["']([^"']+)["']/g, html),
  ...matches(/<script\b[^>]*\bsrc=["']([^"']+)["'][^>]*\btype=["']module["']/g, html),
  ...matches(/<link\b[^>]*\brel=["']modulepreload["'][^>]*\bhref=["']([^"']+)["']/g, html),
  ...matches(/<link\b[^>]*\bhref=["']([^"']+)["'][^>]*\brel=["']modulepreload["']/g, html),
].map(local)

const allAssets = readdirSync(path.join(DIST, 'assets')).map((f) => `assets/${f}`)
const startup = allAssets.filter((f) => f.endsWith('.js') && STARTUP_DYNAMIC.some((re) => re.test(f)))

// Static imports in minified ES modules: `import{a}from"./x.js"`, `import"./y.js"`, `export*from"./z.js"`.
// (A dynamic `import("./w.js")` has a parenthesis and is not matched.)
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{},\s]+?\s*from\s*)?["']([^"']+\.js)["']/g

/** @type {Map<string, string>} file → why it is counted */
const counted = new Map()
const queue = [
  ...[...new Set(entries)].map((f) => /** @type {[string, string]} */ ([f, 'entry'])),
  ...startup.map((f) => /** @type {[string, string]} */ ([f, 'fetched at start-up'])),
]
while (queue.length) {
  const [file, why] = /** @type {[string, string]} */ (queue.shift())
  if (counted.has(file)) continue
  counted.set(file, why)
  const code = readFileSync(path.join(DIST, file), 'utf8')
  for (const spec of matches(STATIC_IMPORT, code)) {
    const target = spec.startsWith('/') ? local(spec) : path.posix.join(path.posix.dirname(file), spec)
    if (existsSync(path.join(DIST, target))) queue.push([target, `imported by ${path.posix.basename(file)}`])
  }
}

/** @param {string} file */
const gz = (file) => gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length
const kb = (/** @type {number} */ n) => (n / 1024).toFixed(1).padStart(7) + ' KB'

let total = 0
console.log('Start-screen JavaScript (gzip):')
for (const [file, why] of counted) {
  const size = gz(file)
  total += size
  console.log(`  ${kb(size)}  ${file}  (${why})`)
}
// Each card set's definitions are a chunk of their own (assets/set-<id>-<hash>.js, named in vite.config.ts),
// fetched when a game, the gallery or the deck builder needs that set; a game loads only its decks' sets.
const SET_CHUNK = /^assets\/set-(.+)-[\w-]{8}\.js$/
const sets = allAssets.filter((f) => SET_CHUNK.test(f))
if (sets.length) {
  console.log("Card sets, one chunk each (loaded with the sets a game uses; not counted; the AI worker's copies too):")
  for (const f of sets) console.log(`  ${kb(gz(f))}  ${f.replace(SET_CHUNK, '$1')}  (${f})`)
} else console.log('Card sets: no set chunk found (assets/set-*.js)')
const eager = sets.filter((f) => counted.has(f))
if (eager.length) console.log(`The start screen loads card sets: ${eager.join(', ')}`)
const lazy = allAssets.filter((f) => f.endsWith('.js') && !counted.has(f) && !SET_CHUNK.test(f))
const css = allAssets.filter((f) => f.endsWith('.css'))
if (lazy.length) console.log('Lazy chunks (not counted):\n' + lazy.map((f) => `  ${kb(gz(f))}  ${f}`).join('\n'))
if (css.length) console.log('CSS (not counted):\n' + css.map((f) => `  ${kb(gz(f))}  ${f}`).join('\n'))

// The AI worker (src/store/ai.worker.ts, a module worker) starts with a game, not with the start screen: not
// counted. It fetches the cards and AI hints of the game's sets when the game's first question comes
// (src/store/ai-runner.ts), so none may be among what it loads when it starts, and each must stay a chunk it
// imports dynamically (a worker built as one file would carry every set).
const WORKER = /^assets\/ai\.worker-[\w-]{8}\.js$/
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g
const HINTS_CHUNK = /^assets\/ai-hints-(.+)-[\w-]{8}\.js$/
const worker = allAssets.find((f) => WORKER.test(f))
let workerOk = true
if (worker) {
  /** @type {Set<string>} */
  const loads = new Set()
  /** @type {Set<string>} */
  const fetches = new Set()
  const todo = [worker]
  while (todo.length) {
    const file = /** @type {string} */ (todo.shift())
    if (loads.has(file)) continue
    loads.add(file)
    const code = readFileSync(path.join(DIST, file), 'utf8')
    const near = (/** @type {string} */ spec) => path.posix.join(path.posix.dirname(file), spec)
    for (const spec of matches(STATIC_IMPORT, code)) if (existsSync(path.join(DIST, near(spec)))) todo.push(near(spec))
    for (const spec of matches(DYNAMIC_IMPORT, code)) fetches.add(near(spec))
  }
  const perSet = (/** @type {string} */ f) => SET_CHUNK.test(f) || HINTS_CHUNK.test(f)
  const eagerInWorker = [...loads].filter(perSet)
  const lazyInWorker = [...fetches].filter((f) => perSet(f) && !loads.has(f))
  let workerTotal = 0
  for (const f of loads) workerTotal += gz(f)
  console.log(`AI worker, loaded when a game starts (not counted): ${kb(workerTotal)} in ${loads.size} file(s)`)
  for (const f of loads) console.log(`  ${kb(gz(f))}  ${f}`)
  console.log("  fetched for the game's sets only:")
  for (const f of lazyInWorker.sort()) console.log(`  ${kb(gz(f))}  ${f}`)
  if (eagerInWorker.length) console.log(`The AI worker loads card sets when it starts: ${eagerInWorker.join(', ')}`)
  if (!lazyInWorker.some((f) => SET_CHUNK.test(f)))
    console.log('The AI worker fetches no card set chunk: are the sets inlined?')
  workerOk = eagerInWorker.length === 0 && lazyInWorker.some((f) => SET_CHUNK.test(f))
} else console.log('AI worker: no assets/ai.worker-*.js found')

const ok = total <= BUDGET_KB * 1024 && eager.length === 0 && workerOk
console.log(
  `Start screen JS: ${(total / 1024).toFixed(1)} KB gzipped of a ${BUDGET_KB} KB budget: ${ok ? 'OK' : 'OVER BUDGET'}`,
)
process.exit(ok ? 0 : 1)

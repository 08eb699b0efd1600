/**
 * Deck-list import benchmark (issue 18): how long `resolveDeckList` takes for a long paste, in Node, over every set.
 *
 *   npm run bench:import -- [--lines 5000] [--runs 20]
 *
 * The paste repeats "N Charmander MEW k" lines (every line resolves by name and set, the deck breaks the copy rule, so
 * both the resolver and the validator do their whole work). Prints min, median and max milliseconds over the runs
 * (after 3 warm-up runs) and one JSON line. The figure is in docs/benchmarks.md; a unit test checks the behaviour.
 */
import { loadCards } from '../cards/registry'
import { resolveDeckList } from '../decks/import'
import { intFlag, parseFlags } from './random-play'

const f = parseFlags(process.argv.slice(2))
const lineCount = intFlag(f, 'lines', 5000)
const runs = intFlag(f, 'runs', 20)
const cards = await loadCards()
const text = Array.from({ length: lineCount }, (_, i) => `${(i % 4) + 1} Charmander MEW ${i}`).join('\n')

for (let i = 0; i < 3; i++) resolveDeckList(text, cards)
const ms: number[] = []
for (let i = 0; i < runs; i++) {
  const t0 = performance.now()
  resolveDeckList(text, cards)
  ms.push(performance.now() - t0)
}
ms.sort((a, b) => a - b)
const min = ms[0] ?? 0
const median = ms[Math.floor(ms.length / 2)] ?? 0
const max = ms.at(-1) ?? 0
const fmt = (x: number) => x.toFixed(1)
console.log(`${lineCount} lines, ${runs} runs: min ${fmt(min)} ms, median ${fmt(median)} ms, max ${fmt(max)} ms`)
console.log(JSON.stringify({ benchImport: lineCount, runs, minMs: min, medianMs: median, maxMs: max }))

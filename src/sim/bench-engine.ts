/**
 * Engine benchmark: random-legal full games per second and decisions per second on one core (CPU time), for a fixed deck
 * pair and seed, with no checks (newGame + stepOwned: a simulation gives up each state it steps from; `--pure` uses
 * the pure `step`, which copies its input every time).
 *
 *   npm run bench:engine [-- --games 300 --seed 1 --rules modern --decks test --pair 0 --warmup 30 --pure]
 *
 * Prints the figures, then one JSON line {"gamesPerSec","decisionsPerSec","avgDecisions","games"}.
 */
import { createEngine } from '../engine/engine'
import type { RuleSetId } from '../engine/rules/profile'
import { seedRng } from '../engine/rng'
import { deckSource } from './decks'
import { intFlag, parseFlags, randomResponse } from './random-play'

const f = parseFlags(process.argv.slice(2))
const games = intFlag(f, 'games', 300)
const warmup = intFlag(f, 'warmup', 30)
const seed = intFlag(f, 'seed', 1)
const rules = (f.get('rules') ?? 'modern') as RuleSetId
const source = deckSource(f.get('decks') ?? 'test')
const pair = source.pairs[intFlag(f, 'pair', 0)]
if (!pair) throw new Error('No such deck pair')
const engine = createEngine(source.db)
const pure = f.get('pure') === 'true'
const stepFn = pure ? engine.step : engine.stepOwned

/** Plays one game to the end; returns the number of decisions. */
function play(game: number): number {
  const gameSeed = (Math.imul(seed, 1000003) + game) >>> 0
  const rng = seedRng(gameSeed ^ 0x5bd1e995)
  let { state } = engine.newGame({ decks: pair!.decks, seed: gameSeed, rules })
  let n = 0
  while (!state.result && state.pending && n < 5000) {
    const r = stepFn(state, randomResponse(rng, state.pending))
    if (!r.ok) throw new Error(`game ${game}: ${r.error}`)
    state = r.state
    n++
  }
  return n
}

for (let i = 0; i < warmup; i++) play(-1 - i)
const t0 = performance.now()
const c0 = process.cpuUsage()
let decisions = 0
for (let i = 0; i < games; i++) decisions += play(i)
const secs = (performance.now() - t0) / 1000
const cpu = process.cpuUsage(c0)
// Rates use this process's CPU time (one core, single-threaded), so other load on the machine does not skew them.
const cpuSecs = (cpu.user + cpu.system) / 1e6
const out = {
  gamesPerSec: Math.round((games / cpuSecs) * 10) / 10,
  decisionsPerSec: Math.round(decisions / cpuSecs),
  avgDecisions: Math.round((decisions / games) * 10) / 10,
  games,
}
console.log(`Engine benchmark: ${source.name} decks "${pair.name}", rules ${rules}, seed ${seed}, ${pure ? 'step' : 'stepOwned'}, Node ${process.version}`)
console.log(`  ${games} games, ${decisions} decisions: ${cpuSecs.toFixed(2)} s CPU, ${secs.toFixed(2)} s wall (after ${warmup} warm-up games)`)
console.log(`  ${out.gamesPerSec} games/s, ${out.decisionsPerSec} decisions/s, ${(1000 / out.decisionsPerSec).toFixed(3)} ms per decision`)
console.log(JSON.stringify(out))

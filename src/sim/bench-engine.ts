/**
 * Engine benchmark: random-legal full games per second on one core, for a fixed deck pair and seed, with no checks
 * (newGame + stepOwned: a simulation gives up each state it steps from; `--pure` uses the pure `step`, which copies
 * its input every time). Every answer is a uniformly random legal one (random-play.ts randomResponse), every game is
 * played to its end.
 *
 *   npm run bench:engine -- --decks <set id> --rules classic1999 --pair 1
 *   npm run bench:engine -- --decks <set id> --rules classic1999 --pair all   # every pair of the deck source in turn
 *   flags: --games 300 --warmup 300 --seed 1 --rules modern --decks test --pair 0 --pure
 *
 * Per pair, --warmup games are played first (other seeds), then --games measured games. The warm-up matters: V8
 * compiles the engine's hot code only after it has run for a while, and the first games run several times slower
 * (about 75 games/s for the first 50 Base Set games, then rising until a few hundred games), so a short warm-up
 * measures the compiler more than the engine. The warm-up's own rate is printed too.
 *
 * Rates (games/s) are given three ways, from the same measured games:
 *   - cpu: the process's CPU time (all threads: the engine's thread plus V8's garbage-collector and compiler helper
 *     threads). What one core would have to do, so the headline figure; other load on the machine does not count
 *     against it directly (though it still slows the CPU through shared caches).
 *   - thread: the engine thread's CPU time only (Linux /proc/thread-self/schedstat; absent elsewhere).
 *   - wall: elapsed time; equals cpu with one idle core to itself (taskset -c 1), higher when V8's helper threads
 *     find a second idle core, lower when the machine is busy.
 * The load average is printed with each pair, since figures swing with it.
 *
 * Prints one line per pair, then one JSON line: for one pair {"gamesPerSec" (cpu), "gamesPerSecThread",
 * "gamesPerSecWall", "decisionsPerSec", "avgDecisions", "games", "pair", "name", "load"}; for --pair all
 * {"pairs": [those], "minGamesPerSec", "medianGamesPerSec"}.
 */
import fs from 'node:fs'
import os from 'node:os'
import { createEngine } from '../engine/engine'
import type { RuleSetId } from '../engine/rules/profile'
import { seedRng } from '../engine/rng'
import { deckSource } from './decks'
import type { DeckPair } from './decks'
import { intFlag, parseFlags, randomResponse } from './random-play'

const f = parseFlags(process.argv.slice(2))
const games = intFlag(f, 'games', 300)
const warmup = intFlag(f, 'warmup', 300)
const seed = intFlag(f, 'seed', 1)
const rules = (f.get('rules') ?? 'modern') as RuleSetId
const source = await deckSource(f.get('decks') ?? 'test')
const pairArg = f.get('pair') ?? '0'
const pairIndices = pairArg === 'all' ? source.pairs.map((_, i) => i) : [Number(pairArg)]
for (const i of pairIndices)
  if (!source.pairs[i]) throw new Error(`No deck pair ${pairArg} (0…${source.pairs.length - 1} or all)`)
const engine = createEngine(source.db)
const pure = f.get('pure') === 'true'
const stepFn = pure ? engine.step : engine.stepOwned

/** Plays one game to the end; returns the number of decisions. */
function play(pair: DeckPair, game: number): number {
  const gameSeed = (Math.imul(seed, 1000003) + game) >>> 0
  const rng = seedRng(gameSeed ^ 0x5bd1e995)
  let { state } = engine.newGame({ decks: pair.decks, seed: gameSeed, rules })
  let n = 0
  while (!state.result && state.pending && n < 5000) {
    const r = stepFn(state, randomResponse(rng, state.pending))
    if (!r.ok) throw new Error(`game ${game}: ${r.error}`)
    state = r.state
    n++
  }
  return n
}

/** CPU seconds used so far by this thread (the one running the engine), or null where Linux schedstat is missing. */
function threadCpuSecs(): number | null {
  try {
    return Number(fs.readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e9
  } catch {
    return null
  }
}

interface Timing {
  cpu: number
  thread: number | null
  wall: number
}

/** Plays games `from`…`from + count - 1` of a pair; returns the decisions and the time they took. */
function timed(pair: DeckPair, from: number, count: number): { decisions: number; time: Timing } {
  const t0 = performance.now()
  const c0 = process.cpuUsage()
  const th0 = threadCpuSecs()
  let decisions = 0
  for (let i = 0; i < count; i++) decisions += play(pair, from + i)
  const th1 = threadCpuSecs()
  const c = process.cpuUsage(c0)
  return {
    decisions,
    time: {
      cpu: (c.user + c.system) / 1e6,
      thread: th0 === null || th1 === null ? null : th1 - th0,
      wall: (performance.now() - t0) / 1000,
    },
  }
}

const rate = (n: number, secs: number | null): number | null =>
  secs === null ? null : Math.round((n / secs) * 10) / 10

interface PairResult {
  pair: number
  name: string
  gamesPerSec: number
  gamesPerSecThread: number | null
  gamesPerSecWall: number
  decisionsPerSec: number
  avgDecisions: number
  games: number
  warmupGamesPerSec: number
  load: number
}

function benchPair(index: number): PairResult {
  const pair = source.pairs[index]!
  const load = Math.round(os.loadavg()[0]! * 100) / 100
  // Warm-up games use other seeds than the measured ones (negative game numbers).
  const warm = timed(pair, -warmup, warmup)
  const { decisions, time } = timed(pair, 0, games)
  return {
    pair: index,
    name: pair.name,
    gamesPerSec: rate(games, time.cpu)!,
    gamesPerSecThread: rate(games, time.thread),
    gamesPerSecWall: rate(games, time.wall)!,
    decisionsPerSec: Math.round(decisions / time.cpu),
    avgDecisions: Math.round((decisions / games) * 10) / 10,
    games,
    warmupGamesPerSec: warmup > 0 ? rate(warmup, warm.time.cpu)! : 0,
    load,
  }
}

console.log(
  `Engine benchmark: ${source.name} decks, rules ${rules}, seed ${seed}, ${pure ? 'step' : 'stepOwned'}, Node ${process.version}; ` +
    `${warmup} warm-up + ${games} measured games per pair; games/s by CPU time (process | engine thread) and wall time`,
)
const nameWidth = Math.max(...pairIndices.map((i) => source.pairs[i]!.name.length))
const results: PairResult[] = []
for (const i of pairIndices) {
  const r = benchPair(i)
  results.push(r)
  const ms = (1000 / r.decisionsPerSec).toFixed(4)
  console.log(
    `  pair ${String(i).padStart(2)} ${r.name.padEnd(nameWidth)} ${String(r.gamesPerSec).padStart(6)} games/s cpu | ` +
      `${String(r.gamesPerSecThread ?? '-').padStart(6)} thread | ${String(r.gamesPerSecWall).padStart(6)} wall; ` +
      `${r.decisionsPerSec} decisions/s (${ms} ms), ${r.avgDecisions} decisions/game; warm-up ${r.warmupGamesPerSec} games/s; load ${r.load}`,
  )
}
if (results.length === 1) console.log(JSON.stringify(results[0]))
else {
  const sorted = results.map((r) => r.gamesPerSec).sort((a, b) => a - b)
  console.log(
    JSON.stringify({ pairs: results, minGamesPerSec: sorted[0], medianGamesPerSec: sorted[sorted.length >> 1] }),
  )
}

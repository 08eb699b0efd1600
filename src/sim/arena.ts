/**
 * Arena (issue 6, research §1.8): seeded, seat-swapped series between two agents, in Node, on all cores.
 *
 *   npm run arena -- --a hard --b normal --games 200 --seed 1 [--decks <set id>] [--pair N] [--rules <id>]
 *                    [--format single|double]
 *                    [--workers N] [--iterations N] [--ms N] [--a-iterations N] [--b-ms N] [--max-decisions 6000]
 *                    [--record FILE [--summarize]]
 *
 * Game pairs: game 2k and 2k+1 use the same seed and deck pair with the agents' seats swapped (the same shuffles for
 * the same seat), so deck luck and first-player advantage cancel. `--decks <source>` cycles through every ordered pair
 * of a set's decks (`--pair N` fixes one); the default is the ladder set's decks under its rules (src/cards/sets.ts,
 * `LADDER_SET`: the five Base Set theme decks, classic 1999). Budgets: `--iterations`/`--ms` for both agents, or
 * `--a-…`/`--b-…` for one; otherwise each level's default (src/ai/levels.ts).
 *
 * Prints progress, each side's wins with a Wilson 95% interval, the Elo difference (draws count ½), how many games
 * were lost for lack of a Pokémon to promote while the loser held a Basic (and, stricter, while its last main menu
 * offered to bench one), decision times, then one JSON line.
 *
 * `--record FILE` keeps every finished game in FILE and, started again with the same settings, plays only the games
 * it does not hold yet and sums up all of them (arena-record.ts): a long run can stop and go on later. With
 * `--summarize` it plays nothing and sums up what the record holds so far.
 */
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads'
import { cpus } from 'node:os'
import type { RuleSetId } from '../engine/rules/profile'
import type { GameFormat } from '../engine/model/format'
import type { Budget } from '../ai/agent'
import { defaultBudget } from '../ai/levels'
import { simAgent } from './sim-agents'
import { LADDER_SET } from '../cards/sets'
import { deckSource } from './decks'
import { playGame, type VmaxTally } from './arena-game'
import { addVstarTally, emptyVstarTally, type VstarTally } from './vstar-tally'
import { addBlunderTally, emptyBlunderTally, per100, type BlunderTally } from './blunders'
import { formatFlag, intFlag, parseFlags } from './random-play'
import { elo, wilson } from './stats'
import { mix } from './arena-seeds'
import { codeVersion, commitsOf, openRecord, type RecordSettings } from './arena-record'

interface Config {
  a: string
  b: string
  games: number
  seed: number
  decks: string
  pair: number | null
  rules: RuleSetId
  /** 1-on-1 (the default) or 2-on-2 Battles (`--format double`, GameSetup.format). */
  format: GameFormat
  workers: number
  budgetA: Budget
  budgetB: Budget
  maxDecisions: number
  /** Print the blunder table (src/sim/blunders.ts); the counts are in the JSON line either way. */
  blunders: boolean
  /** `--record FILE`: keep each finished game there and skip the games it already holds (arena-record.ts). */
  record: string | null
  /** `--summarize` (with --record): sum up the games the record holds, play none. */
  summarize: boolean
}

interface Job {
  game: number
}

interface Result {
  game: number
  /** 'a', 'b' or 'draw' (an unfinished game or an error counts as a draw and is reported). */
  winner: 'a' | 'b' | 'draw'
  reason: string
  turns: number
  pair: string
  /** Lost with no Pokémon in play while holding a Basic ('a' or 'b' lost), and the stricter "could have benched". */
  npBasic: 'a' | 'b' | null
  npBench: 'a' | 'b' | null
  timesA: number[]
  timesB: number[]
  /** How each side played its VMAX lines (src/sim/arena-game.ts `VmaxTally`). */
  vmaxA: VmaxTally
  vmaxB: VmaxTally
  /** How each side spent its VSTAR Power (src/sim/vstar-tally.ts). */
  vstarA: VstarTally
  vstarB: VstarTally
  /** Each side's blunders and own turns (src/sim/blunders.ts). */
  blundersA: BlunderTally
  blundersB: BlunderTally
  /** BLUNDER_TRACE: the game's blunder lines, printed by the main thread (arena-game.ts). */
  blunderLines: string[]
  error?: string
}

function budgetFrom(f: Map<string, string>, prefix: string, name: string): Budget {
  const it = f.get(`${prefix}iterations`) ?? f.get('iterations')
  const ms = f.get(`${prefix}ms`) ?? f.get('ms')
  if (it === undefined && ms === undefined) return defaultBudget(name)
  const b: Budget = {}
  if (it !== undefined) b.iterations = Number(it)
  if (ms !== undefined) b.ms = Number(ms)
  return b
}

function config(argv: string[]): Config {
  const f = parseFlags(argv)
  const a = f.get('a') ?? 'normal'
  const b = f.get('b') ?? 'random'
  simAgent(a, [])
  simAgent(b, []) // fail fast on unknown names
  const games = intFlag(f, 'games', 100)
  const pair = f.get('pair')
  return {
    a,
    b,
    games: games + (games % 2),
    seed: intFlag(f, 'seed', 1),
    decks: f.get('decks') ?? LADDER_SET.id,
    pair: pair === undefined ? null : Number(pair),
    rules: (f.get('rules') ?? LADDER_SET.rules) as RuleSetId,
    format: formatFlag(f.get('format')),
    workers: Math.max(1, intFlag(f, 'workers', cpus().length)),
    budgetA: budgetFrom(f, 'a-', a),
    budgetB: budgetFrom(f, 'b-', b),
    maxDecisions: intFlag(f, 'max-decisions', 6000),
    blunders: f.has('blunders'),
    record: f.get('record') ?? null,
    summarize: f.has('summarize') && f.has('record'),
  }
}

/** What a recorded run's games depend on: a record goes on only under the same settings (not workers or printing). */
function recordSettings(cfg: Config): RecordSettings {
  const { a, b, games, seed, decks, pair, rules, format, budgetA, budgetB, maxDecisions } = cfg
  return { a, b, games, seed, decks, pair, rules, format, budgetA, budgetB, maxDecisions }
}

/** A game's result as the record keeps it: no trace lines, decision times to a tenth of a millisecond. */
function forRecord(r: Result): Result {
  const tenth = (xs: number[]) => xs.map((x) => Math.round(x * 10) / 10)
  return { ...r, blunderLines: [], timesA: tenth(r.timesA), timesB: tenth(r.timesB) }
}

async function runJob(cfg: Config, job: Job): Promise<Result> {
  const source = await deckSource(cfg.decks)
  const round = Math.floor(job.game / 2)
  const swap = job.game % 2 === 1
  const pair = cfg.pair !== null ? source.pairs[cfg.pair % source.pairs.length]! : source.pairFor(round, cfg.seed)
  const seed = mix(cfg.seed, round, 0x9e37)
  const [s0, s1] = swap ? [cfg.b, cfg.a] : [cfg.a, cfg.b]
  const [b0, b1] = swap ? [cfg.budgetB, cfg.budgetA] : [cfg.budgetA, cfg.budgetB]
  const o = await playGame({
    db: source.db,
    hints: source.hints,
    decks: pair.decks,
    seed,
    rules: cfg.rules,
    format: cfg.format,
    agents: [simAgent(s0, source.setIds), simAgent(s1, source.setIds)],
    budgets: [b0, b1],
    // Each agent's generator depends on the round and its seat, not on who sits there.
    agentSeeds: [mix(cfg.seed, round, 1), mix(cfg.seed, round, 2)],
    maxDecisions: cfg.maxDecisions,
  })
  const aSeat = swap ? 1 : 0
  const side = (seat: number | null): 'a' | 'b' | 'draw' => (seat === null ? 'draw' : seat === aSeat ? 'a' : 'b')
  const loser = o.winner === null ? null : o.winner === aSeat ? 'b' : 'a'
  return {
    game: job.game,
    winner: side(o.winner),
    reason: o.reason,
    turns: o.turns,
    pair: pair.name,
    npBasic: o.noPokemonWithBasic ? loser : null,
    npBench: o.noPokemonCouldBench ? loser : null,
    timesA: o.times[aSeat as 0 | 1],
    timesB: o.times[(1 - aSeat) as 0 | 1],
    vmaxA: o.vmax[aSeat as 0 | 1],
    vmaxB: o.vmax[(1 - aSeat) as 0 | 1],
    vstarA: o.vstar[aSeat as 0 | 1],
    vstarB: o.vstar[(1 - aSeat) as 0 | 1],
    blundersA: o.blunders[aSeat as 0 | 1],
    blundersB: o.blunders[(1 - aSeat) as 0 | 1],
    blunderLines: o.blunderLines,
    ...(o.error ? { error: o.error } : {}),
  }
}

// ---------------------------------------------------------------- statistics

function quantile(xs: number[], q: number): number {
  if (xs.length === 0) return 0
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`
const r3 = (x: number) => Math.round(x * 1000) / 1000

/** The blunder table: per side, its own turns and each kind of blunder per 100 of them (raw counts in brackets). */
function printBlunders(names: [string, string], tallies: [BlunderTally, BlunderTally]): void {
  const head = [
    'side',
    'own turns',
    'undo (a)',
    'waste (b)',
    'skipped KO (c)',
    'left exposed (d)',
    'skipped attack (e)',
    'passed an attack (f)',
  ]
  console.log(`blunders per 100 own turns:\n| ${head.join(' | ')} |`)
  names.forEach((name, i) => {
    const t = tallies[i]!
    const r = per100(t)
    const cell = (k: keyof typeof r) => `${r[k].toFixed(1)} (${t[k]})`
    console.log(
      `| ${i === 0 ? 'A' : 'B'} ${name} | ${t.turns} | ${cell('undo')} | ${cell('waste')} | ${cell('skippedKo')} | ${cell('leftExposed')} | ${cell('skippedAttack')} | ${cell('passedAttack')} |`,
    )
  })
}

// ---------------------------------------------------------------- main thread / workers

/**
 * Workers run this same TypeScript file. tsx's loader (registered for the main thread) does not reach worker threads
 * in Node 20, so each worker registers tsx's ESM hooks itself, then imports this file.
 */
function startWorker(cfg: Config): Worker {
  const api = import.meta.resolve('tsx/esm/api')
  const self = import.meta.url
  const code = `import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(self)}) })`
  return new Worker(code, { eval: true, workerData: cfg })
}

async function main(): Promise<void> {
  const cfg = config(process.argv.slice(2))
  const record = cfg.record ? openRecord<Result>(cfg.record, recordSettings(cfg), codeVersion()) : null
  const results: Result[] = record ? [...record.done.values()] : []
  const jobs: Job[] = cfg.summarize
    ? []
    : Array.from({ length: cfg.games }, (_, game) => ({ game })).filter((j) => !record?.done.has(j.game))
  const t0 = Date.now()
  const nWorkers = Math.max(0, Math.min(cfg.workers, jobs.length))
  console.log(
    `arena: ${cfg.a} (A) vs ${cfg.b} (B), ${cfg.games} games (seat-swapped), seed ${cfg.seed}, decks ${cfg.decks}${cfg.pair !== null ? ` pair ${cfg.pair}` : ''}, ` +
      `rules ${cfg.rules}, format ${cfg.format}, ${nWorkers} workers, budgets A ${JSON.stringify(cfg.budgetA)} B ${JSON.stringify(cfg.budgetB)}`,
  )
  if (record) console.log(`record ${cfg.record}: ${results.length} games already played, ${jobs.length} to play`)
  let next = 0
  let lastPrint = 0
  const report = () => {
    const a = results.filter((r) => r.winner === 'a').length
    const b = results.filter((r) => r.winner === 'b').length
    console.log(
      `[${results.length}/${cfg.games}] A ${a} – B ${b} – draws ${results.length - a - b}  (${((Date.now() - t0) / 1000).toFixed(0)} s)`,
    )
  }
  await new Promise<void>((resolve, reject) => {
    let alive = nWorkers
    if (alive === 0) resolve() // a record that holds every game: only the summary
    for (let w = 0; w < nWorkers; w++) {
      const worker = startWorker(cfg)
      const feed = () => {
        if (next < jobs.length) worker.postMessage(jobs[next++])
        else void worker.terminate()
      }
      worker.on('message', (r: Result) => {
        results.push(r)
        record?.add(forRecord(r))
        for (const line of r.blunderLines) console.log(line)
        if (r.error) console.log(`game ${r.game} (${r.pair}): ${r.error.split('\n')[0]}`)
        const step = Math.max(1, Math.floor(cfg.games / 10))
        if (results.length % step === 0 || Date.now() - lastPrint > 15_000) {
          lastPrint = Date.now()
          report()
        }
        feed()
      })
      worker.on('error', reject)
      worker.on('exit', () => {
        if (--alive === 0) resolve()
      })
      feed()
    }
  })

  const n = results.length
  const aWins = results.filter((r) => r.winner === 'a').length
  const bWins = results.filter((r) => r.winner === 'b').length
  const draws = n - aWins - bWins
  const score = (aWins + draws / 2) / Math.max(1, n)
  const ciA = wilson(aWins + draws / 2, n)
  const ciB = wilson(bWins + draws / 2, n)
  const e = elo(score, n)
  const eloCi: [number, number] = [elo(ciA[0], n), elo(ciA[1], n)]
  const npBasic = {
    a: results.filter((r) => r.npBasic === 'a').length,
    b: results.filter((r) => r.npBasic === 'b').length,
  }
  const npBench = {
    a: results.filter((r) => r.npBench === 'a').length,
    b: results.filter((r) => r.npBench === 'b').length,
  }
  const vmaxOf = (pick: (r: Result) => VmaxTally): VmaxTally => ({
    evolved: results.reduce((n, r) => n + pick(r).evolved, 0),
    missed: results.reduce((n, r) => n + pick(r).missed, 0),
  })
  const vmax = { a: vmaxOf((r) => r.vmaxA), b: vmaxOf((r) => r.vmaxB) }
  const vstar = {
    a: results.reduce((t, r) => addVstarTally(t, r.vstarA), emptyVstarTally()),
    b: results.reduce((t, r) => addVstarTally(t, r.vstarB), emptyVstarTally()),
  }
  const blunders = {
    a: results.reduce((t, r) => addBlunderTally(t, r.blundersA), emptyBlunderTally()),
    b: results.reduce((t, r) => addBlunderTally(t, r.blundersB), emptyBlunderTally()),
  }
  const timesA = results.flatMap((r) => r.timesA)
  const timesB = results.flatMap((r) => r.timesB)
  const errors = results.filter((r) => r.error).length
  const reasons: Record<string, number> = {}
  for (const r of results) reasons[r.reason] = (reasons[r.reason] ?? 0) + 1
  // How each side lost (a level that loses to random by deck-out needs another fix than one that loses Prize races).
  const lostBy = (side: 'a' | 'b'): Record<string, number> => {
    const out: Record<string, number> = {}
    for (const r of results) if (r.winner !== side && r.winner !== 'draw') out[r.reason] = (out[r.reason] ?? 0) + 1
    return out
  }
  const secs = (Date.now() - t0) / 1000
  console.log('')
  console.log(`A ${cfg.a}: ${aWins} wins, score ${pct(score)}  95% CI [${pct(ciA[0])}, ${pct(ciA[1])}]`)
  console.log(`B ${cfg.b}: ${bWins} wins, score ${pct(1 - score)}  95% CI [${pct(ciB[0])}, ${pct(ciB[1])}]`)
  console.log(
    `draws/unfinished: ${draws}${errors ? `, errors: ${errors}` : ''}; endings: ${JSON.stringify(reasons)}; mean length ${(results.reduce((s, r) => s + r.turns, 0) / Math.max(1, n)).toFixed(1)} turns; A lost by ${JSON.stringify(lostBy('a'))}, B by ${JSON.stringify(lostBy('b'))}`,
  )
  console.log(`Elo difference A − B: ${e.toFixed(0)}  95% CI [${eloCi[0].toFixed(0)}, ${eloCi[1].toFixed(0)}]`)
  console.log(
    `lost with no Pokémon to promote while holding a Basic: A ${npBasic.a}, B ${npBasic.b}; and could have benched it on its last turn: A ${npBench.a}, B ${npBench.b}`,
  )
  if (vmax.a.evolved + vmax.a.missed + vmax.b.evolved + vmax.b.missed > 0)
    console.log(
      `evolutions into a VMAX: A ${vmax.a.evolved}, B ${vmax.b.evolved}; turns ended or attacks made with one on offer: A ${vmax.a.missed}, B ${vmax.b.missed}`,
    )
  if (vstar.a.offered + vstar.b.offered > 0) {
    const line = (v: VstarTally) =>
      `on offer in ${v.offered} games, used in ${v.used} (${v.firstChance} at the first chance, ${v.knockOuts} ` +
      `Knocking Out, mean turn ${(v.turnSum / Math.max(1, v.used)).toFixed(1)})`
    console.log(`VSTAR Power: A ${line(vstar.a)}; B ${line(vstar.b)}`)
  }
  if (record) console.log(`games played at commits: ${JSON.stringify(commitsOf([...record.done.values()]))}`)
  if (cfg.blunders) printBlunders([cfg.a, cfg.b], [blunders.a, blunders.b])
  // ARENA_LOSSES=1 lists A's lost games (number, deck pair, ending, length) to replay and trace them (issue 21).
  if (process.env.ARENA_LOSSES) {
    for (const r of results.filter((x) => x.winner === 'b').sort((x, y) => x.game - y.game))
      console.log(`  A lost game ${r.game}: ${r.pair}, ${r.reason}, ${r.turns} turns`)
  }
  // The game numbers, so that such a loss can be replayed (`--games N+1`, game N of the same seed).
  const benchGames = results.filter((r) => r.npBench).map((r) => `${r.game} (${r.npBench})`)
  if (benchGames.length)
    console.log(`  those games: ${benchGames.slice(0, 12).join(', ')}${benchGames.length > 12 ? ', …' : ''}`)
  console.log(
    `decision ms (choices with >1 option): A median ${quantile(timesA, 0.5).toFixed(2)} p95 ${quantile(timesA, 0.95).toFixed(2)}; ` +
      `B median ${quantile(timesB, 0.5).toFixed(2)} p95 ${quantile(timesB, 0.95).toFixed(2)}; wall ${secs.toFixed(1)} s`,
  )
  console.log(
    JSON.stringify({
      a: cfg.a,
      b: cfg.b,
      games: n,
      aWins,
      bWins,
      draws,
      aWinRate: r3(score),
      ci95: [r3(ciA[0]), r3(ciA[1])],
      elo: Math.round(e),
      eloCi95: eloCi.map((x) => Math.round(x)),
      noPokemonWithBasic: npBasic,
      noPokemonCouldBench: npBench,
      vmax,
      vstar,
      blunders,
      errors,
      seed: cfg.seed,
      decks: cfg.decks,
      rules: cfg.rules,
      format: cfg.format,
      budgetA: cfg.budgetA,
      budgetB: cfg.budgetB,
      ...(record ? { record: cfg.record, commits: commitsOf([...record.done.values()]) } : {}),
    }),
  )
  if (errors > 0) process.exitCode = 1
}

if (isMainThread) {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e)
    process.exit(2)
  })
} else {
  const cfg = workerData as Config
  parentPort!.on('message', (job: Job) => {
    runJob(cfg, job)
      .then((r) => parentPort!.postMessage(r))
      .catch((e: unknown) =>
        parentPort!.postMessage({
          game: job.game,
          winner: 'draw',
          reason: 'error',
          turns: 0,
          pair: '?',
          npBasic: null,
          npBench: null,
          timesA: [],
          timesB: [],
          vmaxA: { evolved: 0, missed: 0 },
          vmaxB: { evolved: 0, missed: 0 },
          vstarA: emptyVstarTally(),
          vstarB: emptyVstarTally(),
          blundersA: emptyBlunderTally(),
          blundersB: emptyBlunderTally(),
          blunderLines: [],
          error: String(e),
        } satisfies Result),
      )
  })
}

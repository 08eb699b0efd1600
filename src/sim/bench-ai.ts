/**
 * Decision time per level (issue 6): `npm run bench:ai -- [--games 6] [--positions 40] [--seed 1] [--levels …] [--ms N]`.
 *
 * Positions come from seeded Normal-vs-Normal self-play on the Base Set theme decks (classic 1999 rules; the deck
 * pair cycles through the 25 ordered pairs): every decision with more than one option is a candidate, and
 * `--positions` of them are taken evenly spread over the games, half at least at main-phase menus (where Hard and
 * Expert search). Each level (a fresh agent per position, its default budget from LEVEL_BUDGET) then answers the
 * same positions, each from the deciding seat's view, redacted log and own deck list, and the wall-clock time of
 * each answer is recorded. `hint` among the levels times the player's hint (src/ai/hint.ts, issue 21: Expert's search
 * plus the reasons and win chances of every candidate) at Expert's budget on the same positions. Prints a table (median, p95 and max over all positions and over main-phase positions)
 * and, last, one JSON line.
 */
import type { Agent, AgentContext, Budget } from '../ai/agent'
import { LEVEL_BUDGET, LEVELS, agentNames, defaultBudget, makeAgent, type Level } from '../ai/levels'
import { computeHint } from '../ai/hint'
import type { Decision, GameEvent, GameView, Seat } from '../engine'
import { createEngine, viewEvents, viewFor } from '../engine'
import { seedRng } from '../engine/rng'
import { LADDER_SET } from '../cards/sets'
import { ladderDeckSource } from './decks'
import { intFlag, parseFlags } from './random-play'

interface Position {
  view: GameView
  decision: Decision
  log: GameEvent[]
  deck: readonly string[]
  game: number
}

const flags = parseFlags(process.argv.slice(2))
const games = intFlag(flags, 'games', 6)
const want = intFlag(flags, 'positions', 40)
const seed = intFlag(flags, 'seed', 1)
/**
 * The levels, and `hint`: the player's hint, at Expert's budget. Any arena agent may be named too (a candidate for a
 * level, `expert-game`): it runs at its arena budget, or at `--ms` as a time cap, as a level would in the worker.
 */
type Timed = Level | 'hint' | string
const levels = (flags.get('levels')?.split(',') ?? LEVELS) as Timed[]
const known = [...agentNames(), 'hint']
for (const l of levels) if (!known.includes(l)) throw new Error(`Unknown level "${l}" (known: ${known.join(', ')})`)
const capMs = flags.get('ms') === undefined ? null : intFlag(flags, 'ms', 900)
const budgetOf = (l: Timed): Budget => {
  const budget = l === 'hint' ? LEVEL_BUDGET.expert : ((LEVEL_BUDGET as Record<string, Budget>)[l] ?? defaultBudget(l))
  return LEVELS.includes(l as Level) || l === 'hint' || capMs === null ? budget : { ...budget, ms: capMs }
}

const src = await ladderDeckSource()
const db = src.db
const hints = src.hints
const engine = createEngine(db)

async function collect(): Promise<Position[]> {
  const all: Position[] = []
  for (let game = 0; game < games; game++) {
    const { decks } = src.pairFor(game, seed)
    const gameSeed = (seed * 1000 + game) >>> 0
    let { state, events } = engine.newGame({ decks, seed: gameSeed, rules: LADDER_SET.rules })
    const logs: [GameEvent[], GameEvent[]] = [viewEvents(events, 0), viewEvents(events, 1)]
    const agents: [Agent, Agent] = [makeAgent('heuristic'), makeAgent('heuristic')]
    const ctxs = ([0, 1] as const).map((s): AgentContext => ({
      db,
      hints,
      deck: decks[s],
      rng: seedRng(gameSeed + s),
    })) as [AgentContext, AgentContext]
    for (let n = 0; state.pending && !state.result && n < 6000; n++) {
      const d = state.pending
      const seat = d.seat as Seat
      const view = viewFor(state, seat)
      if (d.options.length > 1)
        all.push({ view, decision: view.pending!.decision!, log: logs[seat].slice(), deck: decks[seat], game })
      const picks = await agents[seat].decide({ view, decision: view.pending!.decision!, log: logs[seat] }, ctxs[seat])
      const r = engine.step(state, { decision: d.id, picks })
      if (!r.ok) throw new Error(`self-play game ${game}: ${r.error}`)
      state = r.state
      events = r.events
      logs[0].push(...viewEvents(events, 0))
      logs[1].push(...viewEvents(events, 1))
    }
  }
  // Evenly spread picks: half main-phase menus (where the search levels think), the rest any other decision.
  const spread = <T>(xs: T[], k: number) =>
    k >= xs.length ? xs : Array.from({ length: k }, (_, i) => xs[Math.floor(((i + 0.5) * xs.length) / k)]!)
  const main = all.filter((p) => p.decision.ask === 'main')
  const other = all.filter((p) => p.decision.ask !== 'main')
  const m = spread(main, Math.max(Math.ceil(want / 2), want - other.length))
  return [...m, ...spread(other, want - m.length)]
}

const quantile = (xs: number[], q: number) => {
  if (!xs.length) return NaN
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!
}
const r1 = (x: number) => Math.round(x * 100) / 100

const positions = await collect()
const nMain = positions.filter((p) => p.decision.ask === 'main').length
console.log(
  `${positions.length} positions (${nMain} main-phase menus) from ${games} Normal-vs-Normal games, seed ${seed}, Base Set theme decks, classic 1999`,
)

type Row = {
  level: Timed
  budget: object
  n: number
  median: number
  p95: number
  max: number
  mainMedian: number
  mainP95: number
  mainMax: number
}
const rows: Row[] = []
for (const level of levels) {
  const all: number[] = []
  const main: number[] = []
  for (const [i, p] of positions.entries()) {
    const ctx: AgentContext = {
      db,
      hints,
      deck: p.deck,
      rng: seedRng((seed * 7919 + i) >>> 0),
      budget: budgetOf(level),
      now: () => performance.now(),
    }
    const input = { view: p.view, decision: p.decision, log: p.log }
    const t0 = performance.now()
    if (level === 'hint') computeHint(input, ctx)
    else await makeAgent(level).decide(input, ctx)
    const ms = performance.now() - t0
    all.push(ms)
    if (p.decision.ask === 'main') main.push(ms)
  }
  const row: Row = {
    level,
    budget: budgetOf(level),
    n: all.length,
    median: r1(quantile(all, 0.5)),
    p95: r1(quantile(all, 0.95)),
    max: r1(Math.max(...all)),
    mainMedian: r1(quantile(main, 0.5)),
    mainP95: r1(quantile(main, 0.95)),
    mainMax: r1(Math.max(...main)),
  }
  rows.push(row)
  process.stderr.write(`${level} done\n`)
}

const pad = (s: string | number, n: number) => String(s).padStart(n)
console.log(
  `\n${'level'.padEnd(9)} ${pad('budget', 26)} ${pad('median ms', 10)} ${pad('p95 ms', 8)} ${pad('max ms', 8)} │ ${pad('main median', 11)} ${pad('main p95', 9)} ${pad('main max', 9)}`,
)
for (const r of rows)
  console.log(
    `${r.level.padEnd(9)} ${pad(JSON.stringify(r.budget), 26)} ${pad(r.median, 10)} ${pad(r.p95, 8)} ${pad(r.max, 8)} │ ${pad(r.mainMedian, 11)} ${pad(r.mainP95, 9)} ${pad(r.mainMax, 9)}`,
  )
console.log(
  JSON.stringify({ bench: 'ai', seed, games, positions: positions.length, mainPositions: nMain, levels: rows }),
)

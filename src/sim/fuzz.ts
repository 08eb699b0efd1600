/**
 * Fuzz harness (issue 3 "Proof"): random legal games with invariant checks after every step.
 *
 *   npm run fuzz -- --games 500 --seed 1 [--rules modern|swsh|classic1999|ex2003|both|all] [--decks test] [--max-decisions 5000]
 *   npm run fuzz -- --list-gates     # every set's CI gate (src/cards/<set>/index.ts), one per line, for .ci/run
 *   npm run fuzz -- --generated 60 --seed 1   # 60 games, each between two random legal decks (--decks generated)
 *   npm run fuzz -- --games 300 --rules ex2003 --decks <set ids> --format double   # 2-on-2 Battles (default single)
 *
 * Checked after every step: the engine's state invariants (state-check.ts: each card in exactly one zone and owned
 * by the seat holding it, the deck lists' counts, damage, Actives, the pending question); the state survives a
 * JSON round trip unchanged; the game ends within --max-decisions. At the end of every game (and every
 * --replay-every decisions for every 10th game) replay(setup, responses) deep-equals the live state. At a
 * deterministic sample of decisions (every --sample-every-th) every enumerated option, and a few random
 * multi-pick sets, must be accepted; invalid and stale responses must be rejected with a message; and the input
 * state must not change; the views of both seats and the redacted events must hide hidden cards; cloneState must
 * equal the JSON clone. Prints a summary, then one JSON line; exits 1 on any violation or engine error.
 */
import { createEngine } from '../engine/engine'
import { cloneState } from '../engine/model/clone'
import type { GameSetup } from '../engine/engine'
import type { GameState } from '../engine/model/state'
import type { GameFormat } from '../engine/model/format'
import type { Decision, Response } from '../engine/model/decision'
import { RULE_SETS, type RuleSetId } from '../engine/rules/profile'
import { viewLeak } from '../engine/testing/invariants'
import { checkState as stateProblem } from '../engine/state-check'
import { viewFor, viewEvents, HIDDEN_DECISION_TEXT } from '../engine/view'
import type { Seat } from '../engine/model/types'
import { seedRng, nextInt } from '../engine/rng'
import type { RngState } from '../engine/rng'
import { deckSource } from './decks'
import { gateLines } from './fuzz-gates'
import { formatFlag, intFlag, jsonDiff, parseFlags, randomResponse, randomSubset } from './random-play'

interface Finding {
  kind: 'violation' | 'error'
  game: number
  seed: number
  rules: RuleSetId
  decks: string
  step: number
  message: string
}

interface Options {
  games: number
  seed: number
  rules: RuleSetId[]
  decks: string
  maxDecisions: number
  sampleEvery: number
  replayEvery: number
  verbose: boolean
  format: GameFormat
}

function options(argv: string[]): Options {
  const f = parseFlags(argv)
  const r = f.get('rules') ?? 'both'
  // 'both': the two rule sets fuzzed first (modern and classic 1999); 'all': every rule set in turn (the generated
  // decks' CI gate, so each profile, Sword & Shield's included, meets random decks).
  const rules: RuleSetId[] =
    r === 'both'
      ? ['modern', 'classic1999']
      : r === 'all'
        ? (Object.keys(RULE_SETS) as RuleSetId[])
        : Object.hasOwn(RULE_SETS, r)
          ? [r as RuleSetId]
          : []
  if (rules.length === 0)
    throw new Error(`--rules must be ${Object.keys(RULE_SETS).join(', ')}, both or all, got "${r}"`)
  return {
    // --generated N: N games of random legal decks (src/sim/decks.ts `generated`), whatever --games and --decks say.
    games: f.has('generated') ? intFlag(f, 'generated', 100) : intFlag(f, 'games', 100),
    seed: intFlag(f, 'seed', 1),
    rules,
    decks: f.has('generated') ? 'generated' : (f.get('decks') ?? 'test'),
    maxDecisions: intFlag(f, 'max-decisions', 5000),
    sampleEvery: Math.max(1, intFlag(f, 'sample-every', 7)),
    replayEvery: Math.max(1, intFlag(f, 'replay-every', 25)),
    verbose: f.get('verbose') === 'true',
    format: formatFlag(f.get('format')),
  }
}

/** Wrong responses to `d`, each with why it is wrong. */
function invalidResponses(d: Decision, rng: RngState): { why: string; r: Response }[] {
  const n = d.options.length
  const out: { why: string; r: Response }[] = [
    { why: 'out-of-range index', r: { decision: d.id, picks: [...randomSubset(rng, n, Math.max(0, d.min - 1)), n] } },
    { why: 'negative index', r: { decision: d.id, picks: [-1] } },
    { why: 'stale decision id', r: { decision: d.id - 1, picks: randomSubset(rng, n, d.min) } },
    { why: 'future decision id', r: { decision: d.id + 1, picks: randomSubset(rng, n, d.min) } },
    { why: 'too many picks', r: { decision: d.id, picks: Array.from({ length: d.max + 1 }, (_, i) => i) } },
    { why: 'non-integer pick', r: { decision: d.id, picks: [0.5] } },
  ]
  if (d.min > 0) out.push({ why: 'too few picks', r: { decision: d.id, picks: randomSubset(rng, n, d.min - 1) } })
  if (d.max >= 2) out.push({ why: 'duplicate pick', r: { decision: d.id, picks: [0, 0] } })
  return out
}

/** Valid pick sets covering every option once, plus a few random sets for multi-pick decisions. */
function validPickSets(d: Decision, rng: RngState): number[][] {
  const n = d.options.length
  const sets: number[][] = []
  if (d.max >= 1) {
    for (let i = 0; i < n; i++) {
      const k = Math.max(1, d.min)
      const others = randomSubset(rng, n - 1, k - 1).map((j) => (j >= i ? j + 1 : j))
      sets.push([i, ...others])
    }
  }
  if (d.max > 1 || d.min === 0) {
    for (let k = 0; k < 3; k++) sets.push(randomSubset(rng, n, d.min + nextInt(rng, d.max - d.min + 1)))
  }
  return sets
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2)
  if (argv.includes('--list-gates')) {
    for (const line of gateLines()) console.log(line)
    return
  }
  const o = options(argv)
  const source = await deckSource(o.decks)
  const engine = createEngine(source.db)
  const findings: Finding[] = []
  let errors = 0
  let violations = 0
  let totalDecisions = 0
  let maxDecisions = 0
  let optionSteps = 0
  let invalidChecks = 0
  let replays = 0
  let viewChecks = 0
  const byRules = new Map<RuleSetId, { games: number; decisions: number }>()
  const reasons = new Map<string, number>()
  const winners = [0, 0, 0] // seat 0, seat 1, none
  const t0 = performance.now()

  for (let game = 0; game < o.games; game++) {
    const rules = o.rules[game % o.rules.length]!
    const seed = (Math.imul(o.seed, 1000003) + game) >>> 0
    const pair = source.pairFor(game, o.seed)
    const setup: GameSetup = { decks: pair.decks, seed, rules, ...(o.format === 'double' ? { format: 'double' } : {}) }
    const rng = seedRng(seed ^ 0x5bd1e995)
    let step = 0
    const report = (kind: Finding['kind'], message: string) => {
      if (kind === 'error') errors++
      else violations++
      findings.push({ kind, game, seed, rules, decks: pair.name, step, message })
    }
    const responses: Response[] = []
    let state: GameState
    try {
      state = engine.newGame(setup).state
    } catch (e) {
      report('error', `newGame threw: ${(e as Error).message}`)
      continue
    }
    const replaySample = game % 10 === 0
    const firstFinding = findings.length
    let failed = false
    const checkState = (s: GameState): void => {
      // The engine's own invariants (zones, counts against the deck lists, damage, Actives, the pending question).
      const z = stateProblem(s, source.db)
      if (z) return void report('violation', `state: ${z}`)
      const json: unknown = JSON.parse(JSON.stringify(s))
      const d = jsonDiff(s, json)
      if (d) return void report('violation', `JSON round trip changed the state at ${d}`)
      const c = jsonDiff(cloneState(s), json)
      if (c) return void report('violation', `cloneState differs from the JSON clone at ${c}`)
      if (!s.result && !s.pending) report('violation', 'no pending decision and no result')
    }
    checkState(state)

    while (!state.result && state.pending) {
      if (step >= o.maxDecisions) {
        report('violation', `game did not end within ${o.maxDecisions} decisions`)
        failed = true
        break
      }
      const d = state.pending
      const sampled = step % o.sampleEvery === game % o.sampleEvery
      const before = sampled ? JSON.stringify(state) : ''
      if (sampled) {
        for (const picks of validPickSets(d, rng)) {
          optionSteps++
          const r = engine.step(state, { decision: d.id, picks })
          if (!r.ok)
            report(
              r.error.startsWith('Engine error') ? 'error' : 'violation',
              `enumerated ${d.ask} picks [${picks.join(',')}] rejected: ${r.error}`,
            )
        }
        for (const { why, r: bad } of invalidResponses(d, rng)) {
          invalidChecks++
          const r = engine.step(state, bad)
          if (r.ok)
            report(
              'violation',
              `${why} response ${JSON.stringify(bad)} to ${d.ask} (min ${d.min}, max ${d.max}, ${d.options.length} options) was accepted`,
            )
          else if (!r.error || r.error.startsWith('Engine error'))
            report('violation', `${why} response rejected without a clear message: "${r.error}"`)
        }
      }
      if (sampled) {
        viewChecks++
        for (const seat of [0, 1] as Seat[]) {
          const leak = viewLeak(state, viewFor(state, seat), seat, HIDDEN_DECISION_TEXT)
          if (leak) report('violation', `view: ${leak}`)
        }
      }
      const resp = randomResponse(rng, d)
      const r = engine.step(state, resp)
      if (sampled && JSON.stringify(state) !== before) report('violation', 'step mutated its input state')
      if (!r.ok) {
        report(
          r.error.startsWith('Engine error') ? 'error' : 'violation',
          `random legal ${d.ask} picks [${resp.picks.join(',')}] rejected: ${r.error}`,
        )
        failed = true
        break
      }
      responses.push(resp)
      if (sampled) {
        for (const seat of [0, 1] as Seat[]) {
          for (const e of viewEvents(r.events, seat)) {
            const hiddenMove =
              e.type === 'move' &&
              e.card &&
              (e.to === 'prizes' || (e.seat !== seat && e.from === 'deck' && e.to === 'hand'))
            if (hiddenMove || (e.type === 'prize' && e.card && e.seat !== seat))
              report('violation', `viewEvents shows seat ${seat} a hidden card: ${JSON.stringify(e)}`)
          }
        }
      }
      state = r.state
      step++
      checkState(state)
      if (replaySample && step % o.replayEvery === 0) {
        replays++
        const diff = replayDiff(engine, setup, responses, state)
        if (diff) report('violation', diff)
      }
      if (findings.length - firstFinding > 20) {
        failed = true
        break
      }
    }
    if (!failed) {
      replays++
      const diff = replayDiff(engine, setup, responses, state)
      if (diff) report('violation', diff)
      if (state.result) {
        const r = engine.step(state, { decision: state.seq, picks: [0] })
        if (r.ok) report('violation', 'a finished game accepted a response')
      }
    }
    totalDecisions += step
    maxDecisions = Math.max(maxDecisions, step)
    const br = byRules.get(rules) ?? { games: 0, decisions: 0 }
    br.games++
    br.decisions += step
    byRules.set(rules, br)
    const reason = state.result ? `${rules}:${state.result.reason}` : `${rules}:unfinished`
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1)
    winners[state.result?.winner ?? 2]!++
    if (o.verbose)
      console.log(
        `game ${game} ${rules} ${pair.name} seed ${seed}: ${step} decisions, ${state.result?.reason ?? 'unfinished'}`,
      )
  }

  const secs = (performance.now() - t0) / 1000
  const avg = o.games ? totalDecisions / o.games : 0
  console.log(
    `Fuzz: ${o.games} games, seed ${o.seed}, rules ${o.rules.join('+')}, decks ${o.decks}, format ${o.format}, ${secs.toFixed(1)} s`,
  )
  for (const [rules, br] of byRules)
    console.log(`  ${rules}: ${br.games} games, ${(br.decisions / br.games).toFixed(1)} decisions on average`)
  console.log(
    `  results: ${[...reasons]
      .sort()
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  )
  console.log(`  winners: seat 0 ${winners[0]}, seat 1 ${winners[1]}, none ${winners[2]}`)
  console.log(
    `  decisions: ${totalDecisions} (avg ${avg.toFixed(1)}, max ${maxDecisions}); option steps ${optionSteps}; invalid responses ${invalidChecks}; replays ${replays}; view checks ${viewChecks}`,
  )
  console.log(`  violations: ${violations}, engine errors: ${errors}`)
  for (const f of findings.slice(0, 10)) {
    console.log(`    [${f.kind}] game ${f.game} (${f.rules}, ${f.decks}, seed ${f.seed}) step ${f.step}: ${f.message}`)
  }
  if (findings.length > 10) console.log(`    … and ${findings.length - 10} more`)
  console.log(JSON.stringify({ games: o.games, violations, errors, avgDecisions: Math.round(avg * 10) / 10 }))
  process.exitCode = violations + errors > 0 ? 1 : 0
}

function replayDiff(
  engine: ReturnType<typeof createEngine>,
  setup: GameSetup,
  responses: Response[],
  live: GameState,
): string | null {
  let replayed: GameState
  try {
    replayed = engine.replay(setup, responses)
  } catch (e) {
    return `replay failed: ${(e as Error).message}`
  }
  const d = jsonDiff(replayed, live)
  return d ? `replay(setup, ${responses.length} responses) differs from the live state at ${d}` : null
}

main().catch((e: unknown) => {
  console.error(`fuzz: ${(e as Error).message}`)
  process.exitCode = 2
})

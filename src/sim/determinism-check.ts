/**
 * Determinism check for engine speed work: plays seeded random-legal games and hashes every step's events and the
 * JSON of every state, so a change meant to be behaviour-free can be compared before and after by one hash.
 *
 *   npx tsx src/sim/determinism-check.ts [--games 50] [--decks <source: test or a set id; the ladder set by default>] [--seed 1]
 *
 * For each rule set (classic1999, modern) it plays --games games (the deck source's per-game pairs, which cycle
 * through every Base Set pair), once with the pure `step` and once with `stepOwned` (which changes states in place
 * when it can), and prints one JSON line per rule set and stepper, then a combined hash. `step` and `stepOwned`
 * must give the same hash; a behaviour-free change must leave every hash unchanged.
 */
import { createHash } from 'node:crypto'
import { createEngine } from '../engine/engine'
import type { RuleSetId } from '../engine/rules/profile'
import { seedRng } from '../engine/rng'
import { deckSource } from './decks'
import { LADDER_SET } from '../cards/sets'
import { intFlag, parseFlags, randomResponse } from './random-play'

const f = parseFlags(process.argv.slice(2))
const games = intFlag(f, 'games', 50)
const seed = intFlag(f, 'seed', 1)
const source = await deckSource(f.get('decks') ?? LADDER_SET.id)
const engine = createEngine(source.db)

/** Hash of `games` seeded games under one rule set, stepping with `step` or `stepOwned`. */
function hashGames(rules: RuleSetId, owned: boolean): { hash: string; decisions: number } {
  const total = createHash('sha256')
  let decisions = 0
  for (let game = 0; game < games; game++) {
    const pair = source.pairFor(game, seed)
    const rng = seedRng((Math.imul(game, 7919) + 13 + seed) >>> 0)
    const start = engine.newGame({ decks: pair.decks, seed: 1000 * seed + game, rules })
    let state = start.state
    const h = createHash('sha256')
    h.update(JSON.stringify(start.events))
    h.update(JSON.stringify(state))
    let n = 0
    while (!state.result && state.pending && n < 5000) {
      const response = randomResponse(rng, state.pending)
      const r = owned ? engine.stepOwned(state, response) : engine.step(state, response)
      if (!r.ok) throw new Error(`${rules} game ${game} step ${n}: ${r.error}`)
      state = r.state
      // Hash before the next stepOwned call may change this state in place.
      h.update(JSON.stringify(r.events))
      h.update(JSON.stringify(state))
      n++
    }
    decisions += n
    total.update(h.digest('hex'))
  }
  return { hash: total.digest('hex'), decisions }
}

const all = createHash('sha256')
let mismatch = false
for (const rules of ['classic1999', 'modern'] as const) {
  const pure = hashGames(rules, false)
  const owned = hashGames(rules, true)
  if (pure.hash !== owned.hash) mismatch = true
  all.update(pure.hash)
  console.log(
    JSON.stringify({
      decks: source.name,
      rules,
      games,
      step: pure.hash.slice(0, 16),
      stepOwned: owned.hash.slice(0, 16),
      decisions: pure.decisions,
    }),
  )
}
console.log(
  JSON.stringify({ decks: source.name, games, hash: all.digest('hex').slice(0, 16), stepMatchesStepOwned: !mismatch }),
)
if (mismatch) process.exitCode = 1

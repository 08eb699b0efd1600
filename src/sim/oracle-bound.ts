/**
 * How far can a search on the heuristic policy go? A diagnostic (issue 21, docs/ai.md "The top of the ladder after
 * the policy fixes"): an **oracle** that cheats — it reads the true game state, every hidden card and the game's
 * generator — plays seat-swapped games against an agent of the catalogue, so its score bounds what any honest search
 * built on the same policy H and evaluation V could reach.
 *
 *   npx tsx src/sim/oracle-bound.ts --b normal --games 200 --seed 5 [--horizon turn|game] [--top 6]
 *                                  [--decks <set ids>] [--rules <id>]
 *
 * At each of its main-phase menus the oracle takes H's `--top` best options (the blunder guard's condemned ones left
 * out, as the search levels do), plays each in the true state and then lets H play on for both seats: to the end of
 * its turn and V (`--horizon turn`, the one-step search with perfect information of the present), or to the end of
 * the game, a win 1 and a loss −1 (`game`: it also knows the future — the deck order and every coin — as far as the
 * opponent plays as H would). Ties keep H's order. Every other decision is H's. The opponent plays from its own view
 * as in the arena (src/sim/arena-game.ts; the oracle gets the state through the diagnostic `observe` hook, which no
 * level uses). Prints the score with its Wilson interval and one JSON line.
 */
import type { Agent } from '../ai/agent'
import type { CardDb, GameState, Seat } from '../engine'
import { viewFor } from '../engine'
import { evaluate } from '../ai/heuristic/evaluate'
import { BLUNDER } from '../ai/heuristic/blunder-guard'
import { freshTurnMemory, heuristicPicks, mainScores, noteAction, syncTurn, type Hints } from '../ai/heuristic/policy'
import { copyMem, engineFor, rollout, turnPassed } from '../ai/rollout'
import { defaultBudget } from '../ai/levels'
import { LADDER_SET } from '../cards/sets'
import type { RuleSetId } from '../engine/rules/profile'
import { deckSource } from './decks'
import { playGame } from './arena-game'
import { simAgent } from './sim-agents'
import { intFlag, parseFlags } from './random-play'
import { elo, wilson } from './stats'
import { mix } from './arena-seeds'

type Horizon = 'turn' | 'game'

/** The cheating searcher: `peek()` returns the true state of the game before each of its decisions. */
function oracleAgent(db: CardDb, hints: Hints, peek: () => GameState, horizon: Horizon, top: number): Agent {
  const mem = freshTurnMemory()
  const engine = engineFor(db)
  return {
    name: `oracle:${horizon},${top}`,
    decide({ view, decision }) {
      if (decision.ask !== 'main' || decision.options.length === 1)
        return heuristicPicks(db, view, decision, mem, { hints })
      syncTurn(mem, view)
      const me = view.me.seat as Seat
      const truth = peek()
      const h = mainScores(db, view, decision, copyMem(mem), hints)
      const order = decision.options.map((_, i) => i).sort((a, b) => h[b]! - h[a]!)
      const sensible = order.filter((i) => h[i]! > BLUNDER)
      let best = order[0]!
      let bestValue = -Infinity
      for (const i of (sensible.length > 0 ? sensible : order).slice(0, top)) {
        const r = engine.step(truth, { decision: decision.id, picks: [i] })
        if (!r.ok) throw new Error(`oracle: option rejected in the true state: ${r.error}`)
        const mine = copyMem(mem)
        noteAction(view, decision.options[i]!, mine)
        const mems: [typeof mine, typeof mine] = me === 0 ? [mine, freshTurnMemory()] : [freshTurnMemory(), mine]
        const end =
          horizon === 'game'
            ? rollout(db, r.state, () => false, 3000, mems, hints).state
            : rollout(db, r.state, turnPassed(me), 200, mems, hints).state
        const v = evaluate(viewFor(end, me), me, db)
        if (v > bestValue) {
          bestValue = v
          best = i
        }
      }
      noteAction(view, decision.options[best]!, mem)
      return [best]
    },
  }
}

const f = parseFlags(process.argv.slice(2))
const b = f.get('b') ?? 'normal'
const games = intFlag(f, 'games', 100)
const seed = intFlag(f, 'seed', 5)
const horizon = (f.get('horizon') ?? 'game') as Horizon
if (horizon !== 'turn' && horizon !== 'game') throw new Error(`--horizon turn|game, not "${horizon}"`)
const top = intFlag(f, 'top', 6)
const decks = f.get('decks') ?? LADDER_SET.id
const rules = (f.get('rules') ?? LADDER_SET.rules) as RuleSetId
const source = await deckSource(decks)

let wins = 0
let played = 0
for (let game = 0; game < games; game++) {
  const round = Math.floor(game / 2)
  const swap = game % 2 === 1
  const pair = source.pairFor(round, seed)
  let truth: GameState | null = null
  const oracle = oracleAgent(source.db, source.hints, () => truth!, horizon, top)
  const other = simAgent(b, source.setIds)
  const o = await playGame({
    db: source.db,
    hints: source.hints,
    decks: pair.decks,
    seed: mix(seed, round, 0x9e37),
    rules,
    agents: swap ? [other, oracle] : [oracle, other],
    budgets: swap ? [defaultBudget(b), {}] : [{}, defaultBudget(b)],
    agentSeeds: [mix(seed, round, 1), mix(seed, round, 2)],
    observe: (s) => (truth = s),
  })
  if (o.error) throw new Error(o.error)
  played++
  if (o.winner === (swap ? 1 : 0)) wins++
  if (played % 20 === 0) console.log(`[${played}/${games}] oracle ${wins} – ${b} ${played - wins}`)
}
const rate = wins / played
const ci = wilson(wins, played)
console.log(
  `oracle (${horizon}, top ${top}) vs ${b}: ${wins}/${played} = ${(100 * rate).toFixed(1)} % ` +
    `[${(100 * ci[0]).toFixed(1)}, ${(100 * ci[1]).toFixed(1)}], Elo ${Math.round(elo(rate, played))}`,
)
console.log(
  JSON.stringify({ oracle: horizon, top, b, games: played, wins, winRate: rate, ci95: ci, seed, decks, rules }),
)

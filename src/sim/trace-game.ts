/**
 * Replays one arena game and prints the traced agent's main-phase choices with its hand, deck and the two Actives
 * (issue 21: why did a level lose to random?).
 *
 *   npx tsx src/sim/trace-game.ts --a beginner --b random --seed 41 --game 39 --decks <sets> --rules <rules> [--format double]
 *                                 [--from-turn N] [--scores]
 *
 * The game number, seat swap and seeds are the arena's (src/sim/arena.ts), so `ARENA_LOSSES=1 npm run arena` names
 * the games to replay.
 */
import type { Agent } from '../ai/agent'
import type { RuleSetId } from '../engine/rules/profile'
import type { CardDb } from '../engine/api/card'
import type { SlotView } from '../engine/view'
import { BEGINNER_MISJUDGES, defaultBudget } from '../ai/levels'
import { freshTurnMemory, mainScores } from '../ai/heuristic/policy'
import { cardSense } from '../ai/card-sense'
import { bestDamage, readiness } from '../ai/knowledge'
import { progress } from '../ai/heuristic/progress'
import { simAgent } from './sim-agents'
import { LADDER_SET } from '../cards/sets'
import { deckSource } from './decks'
import { playGame } from './arena-game'
import { formatFlag, intFlag, parseFlags } from './random-play'
import { mix } from './arena-seeds'

const name = (db: CardDb, def: string) => db.get(def).name
const slot = (db: CardDb, s: SlotView | null | undefined): string => {
  if (!s || s.stack.length === 0) return '-'
  const def = db.get(s.stack[s.stack.length - 1]!.def) as { name: string; hp?: number }
  const hp = s.hp ?? def.hp ?? 0
  return `${def.name} ${hp - s.damage}/${hp} e${s.energy.length}`
}

function traced(inner: Agent, db: CardDb, fromTurn: number): Agent {
  return {
    name: inner.name,
    async decide(input, ctx) {
      const picks = await inner.decide(input, ctx)
      const v = input.view
      if (v.turn >= fromTurn && input.decision.options.length > 1) {
        const labels = picks.map((i) => input.decision.options[i]!.label).join(' + ')
        const hand = (v.me.hand ?? []).map((c) => name(db, c.def)).join(', ')
        console.log(
          `t${v.turn} ${input.decision.ask} deck ${v.me.deckCount} prizes ${v.me.prizeCount}/${v.opponent.prizeCount} ` +
            `me ${slot(db, v.me.active)}${v.me.secondActive ? ` + ${slot(db, v.me.secondActive)}` : ''} [${v.me.bench.map((b) => slot(db, b)).join('; ')}] vs ${slot(db, v.opponent.active)}${v.opponent.secondActive ? ` + ${slot(db, v.opponent.secondActive)}` : ''} ` +
            `[${v.opponent.bench.map((b) => slot(db, b)).join('; ')}] opp deck ${v.opponent.deckCount}` +
            (input.decision.ask === 'main' ? `\n    hand(${v.me.handCount}): ${hand}` : '') +
            `\n    -> ${labels}`,
        )
        if (showScores && input.decision.ask === 'main') {
          const sc = mainScores(db, v, input.decision, freshTurnMemory(), [cardSense(db)], BEGINNER_MISJUDGES)
          const opts = input.decision.options.map((o, i) => `${o.label}=${Math.round(sc[i]!)}`)
          console.log(`    scores: ${opts.join(' | ')}`)
          const info = [v.me.active, ...v.me.bench].map((b) =>
            b
              ? `${name(db, b.stack[b.stack.length - 1]!.def)} r${readiness(db, b)} d${bestDamage(db, v, b, v.opponent.active)} p${progress(db, v, b, v.opponent.active)}`
              : '-',
          )
          console.log(`    sense: ${info.join('; ')}`)
        }
      }
      return picks
    },
  }
}

const f = parseFlags(process.argv.slice(2))
const showScores = f.has('scores')
const a = f.get('a') ?? 'beginner'
const b = f.get('b') ?? 'random'
const seed = intFlag(f, 'seed', 41)
const game = intFlag(f, 'game', 0)
const source = await deckSource(f.get('decks') ?? LADDER_SET.id)
const round = Math.floor(game / 2)
const swap = game % 2 === 1
const pair = source.pairFor(round, seed)
const aSeat = swap ? 1 : 0
const agents: [Agent, Agent] = swap
  ? [simAgent(b, source.setIds), traced(simAgent(a, source.setIds), source.db, intFlag(f, 'from-turn', 0))]
  : [traced(simAgent(a, source.setIds), source.db, intFlag(f, 'from-turn', 0)), simAgent(b, source.setIds)]
console.log(`game ${game}: ${pair.name}; A (${a}) plays seat ${aSeat}: ${pair.name.split(' vs ')[aSeat]}`)
const o = await playGame({
  db: source.db,
  hints: source.hints,
  decks: pair.decks,
  seed: mix(seed, round, 0x9e37),
  rules: (f.get('rules') ?? LADDER_SET.rules) as RuleSetId,
  format: formatFlag(f.get('format')),
  agents,
  budgets: swap ? [defaultBudget(b), defaultBudget(a)] : [defaultBudget(a), defaultBudget(b)],
  agentSeeds: [mix(seed, round, 1), mix(seed, round, 2)],
  maxDecisions: 6000,
})
console.log(`winner seat ${o.winner} (${o.winner === aSeat ? 'A' : 'B'}) by ${o.reason} after ${o.turns} turns`)

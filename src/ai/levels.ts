/**
 * Difficulty levels and the agent catalogue. Levels differ in compute and randomness only, never in what they
 * see: every agent gets the same view, redacted log and context.
 *
 * | level    | agent                                        | budget (default)        | randomness                                 |
 * | -------- | -------------------------------------------- | ----------------------- | ------------------------------------------ |
 * | beginner | heuristic policy, misjudging (misjudge.ts)   | none                    | softmax τ=150, no noise                    |
 * | normal   | heuristic policy                             | none                    | softmax τ=50, 5 % noise                    |
 * | hard     | one-step simulate-and-evaluate (sampling.ts) | 4 worlds per option     | its worlds only                            |
 * | expert   | one-step simulate-and-evaluate (sampling.ts) | 16 worlds, ≤ 900 ms     | its worlds only                            |
 *
 * The ladder (docs/ai.md "Levels" and "The top of the ladder after the policy fixes"): Beginner misjudges in kind
 * and plays a hot softmax, Normal is the heuristic policy with a little randomness, Hard and Expert search with 4
 * and 16 worlds. Since the policy improved (issue 21), the one-step search adds only about +35 to +65 Elo to it
 * (Hard 55 %, Expert 59 % of 1,000 Base Set games against Normal), so the two search levels sit close together; a
 * search that cheats (every hidden card and the future known, src/sim/oracle-bound.ts) reaches 71 %. Every level
 * beats a random player in ≥ 95 % (issue 21). The softmax draws only among options the policy scores zero or more
 * (policy.ts), so a hot temperature makes Beginner misjudge among sensible plays, not throw games away. Randomness
 * is drawn from the agent's own generator, so games stay reproducible. The information-set MCTS (`ismcts`) was
 * Expert until it lost to the search with many worlds at the same time budget.
 *
 * The search leaves the heuristic's first choice only for an option better by more than 0.03 in V (its mean over the
 * worlds); without that margin (agent `sampling`) the noise of four worlds cost it most of its edge.
 *
 * `expert-game` (twenty-first session, docs/ai.md "Expert plays each option to the end of the game"): the heuristic's
 * 3 best options, each played on to the end of the game by the heuristic for both seats in up to 24 sampled worlds
 * (common to all options), a win 1 and a loss −1; it leaves the first choice for one better by more than 0.05 and
 * stops sampling once no option can plausibly be (`settle`). Not a level yet: about +25 Elo over Expert on Base Set
 * decks at 5–10 times its thinking time, none shown on the 151 decks.
 */
import type { Agent, Budget } from './agent'
import { randomAgent } from './agent'
import { heuristicAgent } from './heuristic'
import { samplingAgent, type SamplingOptions } from './sampling'
import { ismctsAgent } from './ismcts'
import { turnSearchAgent } from './turn-search'
import { yardstickAgent } from './yardstick'
import { learnedValue, rankValue } from './heuristic/value'
import { parseMisjudgements, type Misjudgements } from './heuristic/misjudge'
import { DOUBLED_THREAT_WEIGHTS, RACE_THREAT_WEIGHTS, replyAware, replyAwareValue } from './heuristic/threat-features'

export type Level = 'beginner' | 'normal' | 'hard' | 'expert'
export const LEVELS: readonly Level[] = ['beginner', 'normal', 'hard', 'expert']

/**
 * The default budget of each level (the arena may override it from the command line). Expert's time cap is 900 ms
 * so that a decision, with its last world and the determinization, stays within 1 s (`npm run bench:ai`).
 */
export const LEVEL_BUDGET: Record<Level, Budget> = {
  beginner: {},
  normal: {},
  hard: { iterations: 4 },
  expert: { iterations: 16, ms: 900 },
}

type Factory = () => Agent

/**
 * What Beginner misjudges (heuristic/misjudge.ts; docs/ai.md "Beginner misjudges in kind"): damage as printed, no
 * look at next turn's threats, the biggest Pokémon promoted, the Benched Knock Out missed, Abilities forgotten, and
 * it always attacks when an attack is worth making; its Energy goes to the Pokémon in front.
 */
export const BEGINNER_MISJUDGES: Misjudgements = {
  printedDamage: true,
  noThreats: true,
  biggestPromote: true,
  missBenchKnockOut: true,
  forgetsAbilities: true,
  alwaysAttacks: true,
  energyToActive: true,
}

/** Beginner's misjudgements before `e` joined them (agent `beginner-v3`, τ 100). */
const BEGINNER_V3: Misjudgements = { ...BEGINNER_MISJUDGES, energyToActive: false }

/**
 * `expert-game`: each of the heuristic's 3 best options played to the end of the game in the same sampled worlds
 * (rollouts by the heuristic for both seats, each from its own view), settling early when the first choice cannot be
 * beaten.
 */
export const EXPERT_GAME: SamplingOptions = {
  name: 'expert-game',
  horizon: 'game',
  maxOptions: 3,
  margin: 0.05,
  worlds: 24,
  settle: 6,
}

const FACTORIES: Record<string, Factory> = {
  random: () => randomAgent,
  heuristic: () => heuristicAgent(),
  // The four levels (the table above; docs/ai.md "Levels" for how they were tuned).
  // Beginner misjudges in kind (heuristic/misjudge.ts). Since the policy plans its Energy (energy-goal.ts) and stops
  // decking itself out (progress.ts, deck-budget.ts), it also puts Energy on the Active (`e`) at τ 150 (was τ 100
  // without `e`): docs/ai.md "The ladder's bottom step after the policy fixes".
  'beginner-v3': () => heuristicAgent({ name: 'beginner-v3', temperature: 100, noise: 0, misjudge: BEGINNER_V3 }),
  beginner: () => heuristicAgent({ name: 'beginner', temperature: 150, noise: 0, misjudge: BEGINNER_MISJUDGES }),
  'beginner-v2': () => heuristicAgent({ name: 'beginner-v2', temperature: 200, noise: 0 }),
  normal: () => heuristicAgent({ name: 'normal', temperature: 50, noise: 0.05 }),
  // Hard searches every menu with 4 worlds (Expert: 16). Its slips (half the menus at τ 55, 5 % noise) left it level
  // with Normal once the policy improved (52.0 % of 1,000): docs/ai.md "The top of the ladder after the policy fixes".
  hard: () => samplingAgent({ name: 'hard', margin: 0.03 }),
  // Hard until the seventeenth session: the same search slipping on half its menus.
  'hard-slips': () => samplingAgent({ name: 'hard-slips', margin: 0.03, slip: 0.5, temperature: 55, noise: 0.05 }),
  expert: () => samplingAgent({ name: 'expert', margin: 0.03, worlds: 16 }),
  // Expert under a name of its own (issue 21): the yardstick for "≥ 60 % against today's Expert". In the arena it
  // plays its own 16 worlds with no time cap (no LEVEL_BUDGET entry).
  // The search to the end of the game (EXPERT_GAME above), a candidate for Expert.
  'expert-game': () => samplingAgent(EXPERT_GAME),
  'expert-v1': () => samplingAgent({ name: 'expert-v1', margin: 0.03, worlds: 16 }),
  // The evaluation that sees the reply (threat-features.ts; docs/ai.md "Evaluation that sees the reply"): the
  // 4-world probe against `hard-v1` and Expert's search with it against `expert-v1`.
  'hard-v2': () => samplingAgent({ name: 'hard-v2', margin: 0.03, evaluate: replyAwareValue }),
  'hard-v2x2': () => samplingAgent({ name: 'hard-v2x2', margin: 0.03, evaluate: replyAware(DOUBLED_THREAT_WEIGHTS) }),
  'hard-v3': () => samplingAgent({ name: 'hard-v3', margin: 0.03, evaluate: replyAware(RACE_THREAT_WEIGHTS) }),
  'expert-v2': () => samplingAgent({ name: 'expert-v2', margin: 0.03, worlds: 16, evaluate: replyAwareValue }),
  // The whole-turn search (turn-search.ts, docs/ai.md "Expert plans whole turns").
  'turn-search': () => turnSearchAgent(),
  'turn-search-reply': () => turnSearchAgent({ name: 'turn-search-reply', horizon: 'reply' }),
  // Leaves H's line more often: half the margin, a wider beam (docs/ai.md "Evaluation that sees the reply").
  'turn-search-wide': () => turnSearchAgent({ name: 'turn-search-wide', margin: 0.015, width: 5 }),
  // The levels as they were before the ladder was tuned (docs/ai.md "Results so far" used these as beginner,
  // normal — now `heuristic` —, hard and expert — now `ismcts`).
  'beginner-v1': () => heuristicAgent({ name: 'beginner-v1', temperature: 80, noise: 0.2 }),
  'hard-v1': () => samplingAgent({ name: 'hard-v1', margin: 0.03 }),
  sampling: () => samplingAgent(),
  // Experiments (docs/ai.md "Results so far"): the one-step search evaluated after the opponent's reply; Hard with
  // a larger margin.
  'sampling-reply': () => samplingAgent({ name: 'sampling-reply', horizon: 'reply' }),
  'sampling-margin6': () => samplingAgent({ name: 'sampling-margin6', margin: 0.06 }),
  ismcts: () => ismctsAgent(),
  // The outside yardstick: our re-implementation of ryuu-play's SimpleBot tactics (docs/ai.md "Outside yardstick").
  yardstick: () => yardstickAgent(),
  'ismcts-margin': () => ismctsAgent({ name: 'ismcts-margin', margin: 0.03 }),
  // Experiments with the learned evaluation (value.ts).
  'hard-lv': () => samplingAgent({ name: 'hard-lv', margin: 0.03, evaluate: learnedValue }),
  'sampling-lv': () => samplingAgent({ name: 'sampling-lv', evaluate: learnedValue }),
  'hard-reply-lv': () =>
    samplingAgent({ name: 'hard-reply-lv', margin: 0.03, horizon: 'reply', evaluate: learnedValue }),
  'hard-reply': () => samplingAgent({ name: 'hard-reply', margin: 0.03, horizon: 'reply' }),
  'hard-rv': () => samplingAgent({ name: 'hard-rv', margin: 0.03, evaluate: rankValue }),
  'sampling-rv': () => samplingAgent({ name: 'sampling-rv', evaluate: rankValue }),
  'expert-rv': () => ismctsAgent({ name: 'expert-rv', horizon: 'turn', evaluate: rankValue }),
  'expert-turn': () => ismctsAgent({ name: 'expert-turn', horizon: 'turn' }),
  'expert-mc': () =>
    samplingAgent({ name: 'expert-mc', horizon: 'game', maxOptions: 4, margin: 0.1, evaluate: learnedValue }),
  'expert-lv': () => ismctsAgent({ name: 'expert-lv', evaluate: learnedValue }),
}

export const agentNames = (): string[] => Object.keys(FACTORIES)

/**
 * Agents with their knobs on the command line, for tuning levels in the arena: `heuristic:t=20,n=0.05` (softmax
 * temperature, noise, misjudgements by letter: `m=pwtrbke`, heuristic/misjudge.ts) or `sampling:w=8,m=0.03,s=0.2,t=20,n=0.02,h=turn,o=4` (worlds, margin, slip, slip temperature,
 * noise, horizon, options searched). The name is kept whole, so results say exactly what played.
 */
const KNOBS: Record<string, Record<string, string>> = {
  heuristic: { t: 'temperature', n: 'noise', m: 'misjudge' },
  sampling: {
    w: 'worlds',
    m: 'margin',
    s: 'slip',
    t: 'temperature',
    n: 'noise',
    h: 'horizon',
    o: 'maxOptions',
    e: 'settle',
  },
}

function parametrized(name: string): Factory | undefined {
  const [base, spec] = name.split(':', 2) as [string, string | undefined]
  const knobs = KNOBS[base]
  if (!knobs || spec === undefined) return undefined
  const o: Record<string, string | number> = { name }
  let misjudge: Misjudgements | undefined
  for (const part of spec.split(',')) {
    const [k, v] = part.split('=')
    const key = knobs[k ?? '']
    if (!key || v === undefined || v === '')
      throw new Error(`Agent "${name}": unknown knob "${part}" (knobs: ${Object.keys(knobs).join(', ')})`)
    if (key === 'misjudge') {
      misjudge = parseMisjudgements(v)
      continue
    }
    o[key] = key === 'horizon' ? v : Number(v)
    if (Number.isNaN(o[key])) throw new Error(`Agent "${name}": "${part}" is not a number`)
  }
  return base === 'heuristic'
    ? () => heuristicAgent({ ...o, ...(misjudge ? { misjudge } : {}) })
    : () => samplingAgent(o as SamplingOptions)
}

/** A fresh agent (one per seat and game: agents keep per-turn memory). */
export function makeAgent(name: string): Agent {
  const f = FACTORIES[name] ?? parametrized(name)
  if (!f) throw new Error(`Unknown agent "${name}" (known: ${agentNames().join(', ')}; or heuristic:…, sampling:…)`)
  return f()
}

export function defaultBudget(name: string): Budget {
  return (LEVEL_BUDGET as Record<string, Budget>)[name] ?? {}
}

/**
 * Deck balance (issue 7): every unordered pair of a deck catalogue played by one agent on both seats, seat-swapped.
 *
 *   npm run balance -- [--decks <set id>[,<set id>…]] [--agent heuristic] [--games 200] [--seed 1] [--rules modern]
 *     [--only <deck id>]   (that deck's row alone: its pairs play the same games as in the full run)
 *     [--format single|double]   (1-on-1, the default, or 2-on-2 Battles: GameSetup.format)
 *
 * For each pair (A, B), game 2k has A on seat 0 and game 2k+1 the same seed with the decks' seats swapped, so
 * first-player and shuffle luck cancel. Prints the win-rate matrix (row deck's wins against the column deck, draws
 * count ½), each deck's score against the rest, and last one JSON line. Exits 1 on an error or an unfinished game.
 * Runs in one process (the plain heuristic needs about a millisecond a decision), so figures do not depend on cores.
 */
import type { RuleSetId } from '../engine/rules/profile'
import { defaultBudget, makeAgent } from '../ai/levels'
import type { CardDb, CardHints } from '../engine'
import { loadCardDb } from '../cards/registry'
import { loadAiHints } from '../cards/ai-hints'
import { SETS_NEWEST_FIRST, setsOfCards } from '../cards/sets'
import type { ThemeDeck } from '../cards/decks'
import { playGame } from './arena-game'
import { formatFlag, intFlag, parseFlags } from './random-play'
import type { GameFormat } from '../engine/model/format'
import { wilson } from './stats'

/** Each set with prebuilt decks, by id; the newest first (the default). */
const CATALOGUES = SETS_NEWEST_FIRST.filter((s) => s.decks.length > 0)

const mix = (...xs: number[]): number => {
  let h = 0x2545f491
  for (const x of xs) h = Math.imul(h ^ (x >>> 0), 0x01000193) ^ (h >>> 13)
  return h >>> 0
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`

interface PairResult {
  a: number
  b: number
  aWins: number
  bWins: number
  draws: number
}

async function playPair(
  cards: { db: CardDb; hints: readonly CardHints[] },
  decks: readonly ThemeDeck[],
  a: number,
  b: number,
  agent: string,
  games: number,
  seed: number,
  rules: RuleSetId,
  format: GameFormat,
): Promise<PairResult> {
  const out: PairResult = { a, b, aWins: 0, bWins: 0, draws: 0 }
  for (let g = 0; g < games; g++) {
    const round = Math.floor(g / 2)
    const swap = g % 2 === 1
    const [d0, d1] = swap ? [decks[b]!, decks[a]!] : [decks[a]!, decks[b]!]
    const o = await playGame({
      ...cards,
      decks: [d0.cards, d1.cards],
      seed: mix(seed, a, b, round),
      rules,
      format,
      agents: [makeAgent(agent), makeAgent(agent)],
      budgets: [defaultBudget(agent), defaultBudget(agent)],
      agentSeeds: [mix(seed, a, b, round, 1), mix(seed, a, b, round, 2)],
    })
    if (o.error) throw new Error(`${d0.name} vs ${d1.name}, seed ${seed} game ${g}: ${o.error}`)
    if (o.winner === null) out.draws++
    else if ((o.winner === 0) !== swap) out.aWins++
    else out.bWins++
  }
  return out
}

async function main(): Promise<void> {
  const f = parseFlags(process.argv.slice(2))
  // One set's decks, or several sets' together (`--decks <id>,<id>`: an era's decks against each other).
  const name = f.get('decks') ?? CATALOGUES[0]!.id
  const chosen = name.split(',').map((id) => CATALOGUES.find((s) => s.id === id))
  if (chosen.some((s) => !s))
    throw new Error(`--decks must be one of ${CATALOGUES.map((s) => s.id).join(', ')}, or several joined by commas`)
  const decks = chosen.flatMap((s) => s!.decks)
  // The sets its decks draw from, cards and AI hints, as a game in the app has them.
  const sets = setsOfCards(decks.flatMap((d) => d.cards))
  const cards = { db: await loadCardDb(sets), hints: await loadAiHints(sets) }
  const agent = f.get('agent') ?? 'heuristic'
  makeAgent(agent)
  const games = intFlag(f, 'games', 200)
  const seed = intFlag(f, 'seed', 1)
  const rules = (f.get('rules') ?? decks[0]!.rules) as RuleSetId
  const format = formatFlag(f.get('format'))
  const t0 = Date.now()
  console.log(
    `balance: ${decks.length} decks (${name}), ${agent} on both seats, ${games} seat-swapped games a pair, seed ${seed}, rules ${rules}, format ${format}`,
  )

  const n = decks.length
  const score: number[][] = Array.from({ length: n }, () => Array<number>(n).fill(NaN))
  const totals = decks.map(() => ({ points: 0, games: 0 }))
  let draws = 0
  // `--only <deck id>`: that deck's pairs alone (a retuning probe; each pair plays the same games as in the full run).
  const only = f.get('only')
  if (only && !decks.some((d) => d.id === only)) throw new Error(`--only: no deck ${only} among ${name}'s`)
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++) {
      if (only && decks[a]!.id !== only && decks[b]!.id !== only) continue
      const r = await playPair(cards, decks, a, b, agent, games, seed, rules, format)
      const pa = r.aWins + r.draws / 2
      score[a]![b] = pa / games
      score[b]![a] = 1 - pa / games
      totals[a]!.points += pa
      totals[b]!.points += games - pa
      totals[a]!.games += games
      totals[b]!.games += games
      draws += r.draws
      console.log(
        `${decks[a]!.name} vs ${decks[b]!.name}: ${r.aWins}–${r.bWins}${r.draws ? ` (${r.draws} draws)` : ''}  (${((Date.now() - t0) / 1000).toFixed(0)} s)`,
      )
    }

  const w = Math.max(...decks.map((d) => d.name.length))
  console.log('')
  console.log(
    `${'row beats column'.padEnd(w + 4)}${decks.map((_, i) => `#${i + 1}`.padStart(6) + ' ').join('')}  vs rest`,
  )
  decks.forEach((d, i) => {
    const cells = score[i]!.map((x) => (Number.isNaN(x) ? '   —   ' : pct(x).padStart(6) + ' ')).join('')
    const t = totals[i]!
    const [lo, hi] = wilson(t.points, t.games)
    console.log(`${`#${i + 1} ${d.name}`.padEnd(w + 4)}${cells}  ${pct(t.points / t.games)} [${pct(lo)}, ${pct(hi)}]`)
  })
  const rest = totals.map((t) => (t.games > 0 ? t.points / t.games : NaN))
  const pairMax = Math.max(...score.flat().filter((x) => !Number.isNaN(x)))
  console.log('')
  console.log(
    `highest score against the rest ${pct(Math.max(...rest.filter((x) => !Number.isNaN(x))))}; highest single pairing ${pct(pairMax)}; ${((Date.now() - t0) / 1000).toFixed(0)} s`,
  )
  console.log(
    JSON.stringify({
      balance: name,
      agent,
      rules,
      format,
      seed,
      gamesPerPair: games,
      decks: decks.map((d) => d.id),
      vsRest: rest.map((x) => Math.round(x * 1000) / 1000),
      matrix: score.map((row) => row.map((x) => (Number.isNaN(x) ? null : Math.round(x * 1000) / 1000))),
      maxVsRest: Math.round(Math.max(...rest) * 1000) / 1000,
      maxPair: Math.round(pairMax * 1000) / 1000,
      draws,
    }),
  )
  if (draws > 0) process.exitCode = 1
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e)
  process.exit(2)
})

/**
 * What the two fitting scripts (fit-value.ts, fit-rank.ts) share, so that they learn from the same games and write
 * weights of the same form: the self-play games on the Base Set theme decks, the split of those games into training
 * and held-out ones, and the printing and writing of the fitted per-side weights (features.ts: each side feature as
 * mine − theirs, the same times tempo, and the bare tempo).
 */
import { createEngine } from '../engine'
import type { GameState } from '../engine'
import type { RngState } from '../engine/rng'
import { seedRng } from '../engine/rng'
import { SIDE_FEATURES } from '../ai/heuristic/features'
import { freshTurnMemory, type TurnMemory } from '../ai/heuristic/policy'
import { LADDER_SET } from '../cards/sets'
import { ladderDeckSource } from './decks'

const src = await ladderDeckSource()
export const db = src.db
export const hints = src.hints
export const engine = createEngine(db)

/**
 * Game number `game` of a run seeded `seed` (classic 1999; the deck pairs in turn), with its own generator for the
 * fit's random choices and fresh turn memories for the heuristic policy of both seats.
 */
export function startGame(
  game: number,
  seed: number,
): { state: GameState; rng: RngState; mems: [TurnMemory, TurnMemory] } {
  const pair = src.pairFor(game, seed)
  const rng = seedRng((Math.imul(seed, 0x9e3779b1) ^ Math.imul(game + 1, 0x85ebca6b)) >>> 0)
  const { state } = engine.newGame({ decks: pair.decks, seed: (seed * 100003 + game) >>> 0, rules: LADDER_SET.rules })
  return { state, rng, mems: [freshTurnMemory(), freshTurnMemory()] }
}

/** Plays games 0 … games − 1 and gathers their samples, with a progress line every `every` games. */
export function playGames<T>(games: number, play: (game: number) => T[], every: number, samples: string): T[] {
  const t0 = Date.now()
  const rows: T[] = []
  for (let g = 0; g < games; g++) {
    rows.push(...play(g))
    if ((g + 1) % every === 0)
      console.log(`${g + 1} games, ${rows.length} ${samples} (${((Date.now() - t0) / 1000).toFixed(0)} s)`)
  }
  return rows
}

/** The samples of the first 80 % of the games train the fit; those of the last 20 % are held out to measure it. */
export function splitByGame<T extends { game: number }>(rows: T[], games: number): { train: T[]; test: T[] } {
  const cut = Math.floor(games * 0.8)
  return { train: rows.filter((r) => r.game < cut), test: rows.filter((r) => r.game >= cut) }
}

/** Prints each fitted weight next to its feature's name. */
export function printWeights(w: number[]): void {
  const names = [...SIDE_FEATURES.map((n) => `${n}`), ...SIDE_FEATURES.map((n) => `${n}·tempo`), 'tempo']
  for (let i = 0; i < names.length; i++) console.log(`${names[i]!.padEnd(26)} ${w[i]!.toFixed(4)}`)
}

/** Four decimals: the precision of the written weights. */
export const round4 = (x: number) => Math.round(x * 10000) / 10000

/**
 * The source text of a weights file after its header comment: the per-side tables `diffName` (the weights of
 * mine − theirs) and `tempoName` (those of the tempo terms), keyed by feature name.
 */
export function perSideWeightsSource(w: number[], diffName: string, tempoName: string): string {
  const half = SIDE_FEATURES.length
  const body = (from: number) => SIDE_FEATURES.map((n, i) => `  ${n}: ${round4(w[from + i]!)},`).join('\n')
  return `import type { SIDE_FEATURES } from './features'

/** Features added after this fit weigh nothing until it is rerun. */
type PerSide = Partial<Record<(typeof SIDE_FEATURES)[number], number>>

/** Weight of (mine − theirs) per feature. */
export const ${diffName}: PerSide = {
${body(0)}
}

/** Weight of t·(mine + theirs), t = +1 when the evaluated seat is to move. */
export const ${tempoName}: PerSide = {
${body(half)}
}
`
}

/**
 * The heuristic policy H (research §1.7.2 item 3): scores every option of every kind of decision with cheap
 * features of the view, no simulation. It is the Normal level, Beginner with noise, the playout policy of the
 * search agents, and their fallback when time runs out.
 *
 * The parts: main-phase scores (main-scores.ts, reading the table through main-context.ts), the answers to every
 * other question (answers.ts), what the game's sets say about their cards (their card hints, asked in hints.ts), the turn memory
 * that keeps it from looping (turn-memory.ts) and the pick helpers (pick.ts). This module chooses among them and
 * adds the randomness of the lower levels.
 */
import type { CardDb, Decision, GameView } from '../../engine'
import type { RngState } from '../../engine/rng'
import { BEFORE_ATTACK, SAFETY_BENCH, mainScores } from './main-scores'
import { answer } from './answers'
import { isReader, type Hints } from './hints'
import { cardSense } from '../card-sense'
import { noteAction, pokemonKey, syncTurn, type TurnMemory } from './turn-memory'
import { biggestPromote, type Misjudgements } from './misjudge'
import { olderEnergyPayments } from './blunder-guard'
import { argMax, firstN, shuffled, softmaxPick, uniform } from './pick'

export { MAX_ACTIONS, SAFETY_BENCH, mainScores } from './main-scores'
export { promoteScore } from './answers'
export { freshTurnMemory, noteAction, syncTurn, type TurnMemory } from './turn-memory'
export { argMax, softmaxPick, uniform } from './pick'
export { NO_HINTS, type Hints } from './hints'

export interface PolicyOptions {
  /** Softmax temperature over main-phase scores (0 = always the best). */
  temperature?: number
  /** Probability of a uniformly random legal answer to a non-main decision. */
  noise?: number
  /** Needed when temperature or noise is set. */
  rng?: RngState
  /** The card hints of the game's sets (AgentContext.hints); without them every card gets the defaults. */
  hints?: Hints
  /**
   * Read the cards' definitions for what no set hint says (src/ai/card-sense; default true). Off, the policy
   * plays with the given hints or the defaults only (the arena's frozen `normal-v1`, src/sim/normal-v1).
   */
  sense?: boolean
  /** How the level misreads the table in the main phase (misjudge.ts; Beginner). */
  misjudge?: Misjudgements
}

/** Choose picks for `d` (the viewer's own decision). Updates `mem` in place. */
export function heuristicPicks(
  db: CardDb,
  view: GameView,
  d: Decision,
  mem: TurnMemory,
  opts: PolicyOptions = {},
): number[] {
  syncTurn(mem, view)
  if (opts.sense !== false && !opts.hints?.some(isReader))
    opts = { ...opts, hints: [...(opts.hints ?? []), cardSense(db)] }
  if (d.ask === 'main') {
    const scores = mainScores(db, view, d, mem, opts.hints, opts.misjudge)
    const best = argMax(scores)
    // Randomness (the levels below Expert) never skips benching a Basic while the Active is alone: no level may lose
    // for lack of a Pokémon it could have benched (issue 6). Only that move scores exactly this (see mainScores).
    const i =
      opts.temperature && opts.rng && scores[best] !== SAFETY_BENCH + BEFORE_ATTACK
        ? softmaxPick(worthPlaying(scores), opts.temperature, opts.rng)
        : best
    noteAction(view, d.options[i]!, mem)
    return [i]
  }
  // Never switch back in a Pokémon that left the Active Spot this turn, never pay a Retreat Cost with the Energy
  // attached this turn while older Energy pays it (blunder-guard.ts): the choice, noisy or not, is made among the others.
  const allowed = notComebacks(view, d, mem) ?? olderEnergyPayments(view, d, mem)
  if (allowed) {
    const sub: Decision = { ...d, options: allowed.map((i) => d.options[i]!) }
    return heuristicPicks(db, view, sub, mem, opts).map((j) => allowed[j]!)
  }
  // A beginner sends up its biggest Pokémon (misjudge.ts).
  if (d.ask === 'promote' && opts.misjudge?.biggestPromote) return [biggestPromote(db, view, d)]
  // A secret simultaneous choice (rock-paper-scissors): no answer is better, so a mixed one nobody can predict.
  if (d.secret && opts.rng) return [Math.floor(uniform(opts.rng) * d.options.length)]
  if (opts.noise && opts.rng && uniform(opts.rng) < opts.noise) {
    const n = d.min + Math.floor(uniform(opts.rng) * (d.max - d.min + 1))
    return firstN(shuffled(d.options.length, opts.rng), Math.min(n, d.options.length))
  }
  return answer(db, view, d, opts.hints)
}

/**
 * The scores the softmax of the lower levels draws from: an option the policy scores below zero (a Trainer it judges
 * not worth its card now, a draw from a thin deck) is left out while one at zero or above (End turn at least) is on
 * offer. A lower level misjudges among plays that make sense; playing what its own reading calls a loss is not a
 * misjudgement but noise, and it thinned decks until they ran out against a random player.
 */
function worthPlaying(scores: readonly number[]): number[] {
  if (!scores.some((s) => s >= 0)) return [...scores]
  return scores.map((s) => (s >= 0 ? s : -Infinity))
}

/**
 * At a question that puts one of the viewer's Benched Pokémon into the Active Spot during its turn (Switch and the
 * like): the options other than the Pokémon that were Active earlier this turn, when some were and others are left;
 * otherwise null (nothing to leave out).
 */
function notComebacks(view: GameView, d: Decision, mem: TurnMemory): number[] | null {
  if (d.ask !== 'choose-target' || d.max !== 1 || view.current !== view.me.seat || !/Active/.test(d.text ?? ''))
    return null
  const earlier = (o: Decision['options'][number]): boolean =>
    o.kind === 'slot' &&
    o.ref.seat === view.me.seat &&
    o.ref.zone === 'bench' &&
    mem.actives.includes(pokemonKey(view.me.bench[o.ref.index]) ?? -1)
  const keep = d.options.flatMap((o, i) => (earlier(o) ? [] : [i]))
  return keep.length > 0 && keep.length < d.options.length ? keep : null
}

/**
 * The taught way through the practice duel, played by the engine alone: the player's taught decisions, Next on
 * every read step, the scripted opponent for every other decision. It gives the game's responses and where each
 * step starts, which is how a saved tutorial resumes at its step (replay the responses up to the step's start)
 * and how the walkthrough test proves every step is reachable.
 */
import { viewFor, type Engine, type GameSetup, type GameState, type Response } from '../engine'
import { picksFor } from './match'
import { freshOpponentMemory, opponentPicks } from './opponent'
import type { Step, Tutorial } from './types'

const PLAYER = 0

/** The engine setup of a tutorial's duel: listed deck order, fixed flips, its Prize count. */
export function tutorialSetup(t: Tutorial): GameSetup {
  const d = t.duel
  return {
    decks: [d.decks[0].slice(), d.decks[1].slice()],
    seed: d.seed,
    rules: d.rules,
    prizes: d.prizes,
    stackedDecks: true,
    forcedFlips: d.flips.slice(),
  }
}

/** A read step (Next) rather than one that expects decisions. */
export const isReadStep = (s: Step): boolean => !s.do || s.do.length === 0

export interface Walk {
  setup: GameSetup
  /** Every response of the game (both seats), in order. */
  responses: Response[]
  /** responses.length when each step starts; one more entry for the end of the tutorial. */
  stepStarts: number[]
  /** The state when each step starts (same indices as stepStarts). */
  stepStates: GameState[]
  state: GameState
  /** Scripted opponent moves that could not be made (must be none). */
  offScript: string[]
  /** A player's decision that the current step did not expect, if the walk stopped on one. */
  stuck: string | null
}

/**
 * Where "Skip lesson" goes from step `step`: the first later step of another lesson (lessons are not contiguous:
 * a lesson may come back later in the duel, so this is the next change of lesson), or null in the last one.
 */
export function nextLessonStart(t: Tutorial, step: number): number | null {
  const lesson = t.steps[step]?.lesson
  if (lesson === undefined) return null
  const i = t.steps.findIndex((s, k) => k > step && s.lesson !== lesson)
  return i < 0 ? null : i
}

/**
 * Does step `s` wait for the opponent before it is shown? Steps that expect the player's decisions do (the
 * opponent plays until the player has a question), and so do read steps marked `afterOpponent`; other read steps
 * show at once and hold the opponent until Next.
 */
export const waitsForOpponent = (s: Step): boolean => !isReadStep(s) || !!s.afterOpponent

/**
 * Play the taught way from the start, up to the start of step `until` (default: to the end). A step starts when
 * it is shown: at once for a read step, else once the opponent has played and the player has a question.
 */
export function walkthrough(engine: Engine, t: Tutorial, until = t.steps.length): Walk {
  const setup = tutorialSetup(t)
  let state = engine.newGame(setup).state
  const responses: Response[] = []
  const stepStarts: number[] = []
  const stepStates: GameState[] = []
  const offScript: string[] = []
  const memory = freshOpponentMemory()
  let step = 0
  let part = 0
  let stuck: string | null = null
  const play = (picks: number[]) => {
    const r: Response = { decision: state.pending!.id, picks }
    const res = engine.step(state, r)
    if (!res.ok) throw new Error(`The taught move was refused: ${res.error}`)
    responses.push(r)
    state = res.state
  }
  for (let guard = 0; guard < 2000; guard++) {
    const s = t.steps[step]
    const d = state.pending
    const mine = !!d && d.seat === PLAYER && !state.result
    if (s && d && !mine && !state.result && (stepStarts.length > step || waitsForOpponent(s))) {
      // The opponent plays: before a step that waits for it, or after the player finished a step's part.
      const c = opponentPicks(t.duel.opponent, d, viewFor(state, d.seat), engine.db, memory)
      if (c.offScript) offScript.push(c.offScript)
      play(c.picks)
      continue
    }
    if (stepStarts.length === step) {
      stepStarts.push(responses.length)
      stepStates.push(state)
    }
    if (!s || step >= until) break
    if (isReadStep(s)) {
      step++
      continue
    }
    if (!mine) {
      stuck = `step ${s.id}: ${state.result ? 'the game is over' : 'the player has no decision'}`
      break
    }
    const picks = picksFor(s.do![part]!, d!, viewFor(state, PLAYER), engine.db)
    if (!picks) {
      stuck = `step ${s.id}: expected ${JSON.stringify(s.do![part])}, the game asks ${d!.ask} (${d!.options.map((o) => o.label).join(' | ')})`
      break
    }
    play(picks)
    if (++part >= s.do!.length) {
      step++
      part = 0
    }
  }
  return { setup, responses, stepStarts, stepStates, state, offScript, stuck }
}

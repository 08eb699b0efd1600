/**
 * The tutorial session: runs the practice duel (src/tutorial) on the real game store. It starts a guided game
 * (fixed deck order and coin flips), plugs the scripted opponent in at the AI's seam, and vets each of the
 * player's answers against the current step: the taught answer goes through and moves the step on, anything else
 * is refused with a gentle hint and changes nothing. Read steps wait for Next and hold the opponent meanwhile. A
 * step can be restarted (the game store rewinds to the step's start), the tutorial left and resumed (progress in
 * tutorial-progress.ts; the duel is rebuilt by replaying the taught moves), skipped, and replayed from the start.
 */
import { create, type StoreApi, type UseBoundStore } from 'zustand'
import { createEngine, type CardDb } from '../engine'
import {
  freshOpponentMemory,
  isReadStep,
  nextLessonStart,
  opponentPicks,
  picksFit,
  sayExpect,
  TUTORIALS,
  tutorialSetup,
  waitsForOpponent,
  walkthrough,
  type Tutorial,
} from '../tutorial'
import { cardDb, loadCards } from '../cards/registry'
import { setsOfCards } from '../cards/sets'
import type { AiClient } from './ai-client'
import type { FullGameStore } from './game'
import type { ResponseGuard } from './game-contract'
import { useGame } from './game'
import { browserProgress, type ProgressStore } from './tutorial-progress'

const READ_FIRST = 'Read the tip first, then press Next.'

export type TutorialStatus = 'idle' | 'running' | 'won'

export interface TutorialState {
  status: TutorialStatus
  /** Index of the current step in `tutorial.steps` (steps.length once every step is done). */
  step: number
  /** Which of the step's expected decisions is next. */
  part: number
  /** The step is on show: a read step at once, others once the opponent has played and the player may act. */
  shown: boolean
  /** Why the last answer was refused, in a friendly sentence; cleared by the next accepted one. */
  hint: string | null
  /** The lesson being played (or last chosen): one of `tutorials`. */
  tutorial: Tutorial
  /** The lessons on offer, the one for today's game first. */
  tutorials: Tutorial[]
  /**
   * Start a lesson (by Tutorial.id; default: the one last chosen) from the first step, or resume it at its saved
   * step (falls back to the beginning).
   */
  start(from: 'beginning' | 'saved', tutorial?: string): Promise<void>
  /** Is the opponent made to wait (a read step is on show, or about to be)? It is not thinking then. */
  holdsOpponent(): boolean
  /** Read steps: go on. */
  next(): void
  /** Has anything happened since the current step began (so Restart would change the table)? */
  canRestart(): boolean
  /** Put the table back as it was when the current step began (the opponent's turn before it is played again). */
  restartStep(): void
  /**
   * Go to the first step of the next lesson, with the table as that step begins: the duel is rebuilt by playing the
   * taught moves of the skipped steps (the same way "Continue" resumes). Nothing in the last lesson.
   */
  skipLesson(): Promise<void>
  /** Leave the table; the progress is kept for "Continue". */
  leave(): void
  /** Leave and forget the progress (the start screen then offers the tutorial from the beginning). */
  skip(): void
}

type GameApi = UseBoundStore<StoreApi<FullGameStore>>

export interface TutorialOptions {
  game: GameApi
  /** The lessons on offer (default: TUTORIALS, today's game first). */
  tutorials?: Tutorial[]
  /** The lesson chosen at first (default: the first of `tutorials`). */
  tutorial?: Tutorial
  db?: CardDb
  progress?: ProgressStore
  /**
   * Show a step only once the table has played the animations of what just happened (the coin, the damage, the
   * card turning), or after `animationWaitMs` at most. Default true; tests without a table turn it off.
   */
  awaitAnimations?: boolean
  animationWaitMs?: number
}

export function createTutorialSession(options: TutorialOptions): UseBoundStore<StoreApi<TutorialState>> {
  const game = options.game
  const tutorials = options.tutorials ?? TUTORIALS
  /** The lesson being played; the store's `tutorial` says the same for the screen. */
  let tutorial = options.tutorial ?? tutorials[0]!
  const db = options.db ?? cardDb()
  const engine = createEngine(db)
  const progress = options.progress ?? browserProgress()
  const awaitAnimations = options.awaitAnimations ?? true
  const animationWaitMs = options.animationWaitMs ?? 4000
  /** Set while waiting for the table's animations before showing a step; its timer shows the step anyway. */
  let animationTimer: ReturnType<typeof setTimeout> | null = null
  let animationsWaited = false
  /**
   * `moves()` of the game when the current step began (the previous one ended): where Restart goes back to, so a
   * step that follows the opponent's turn shows that turn again.
   */
  let stepStart = 0
  /** True while the guided game is being set up (the game store passes through 'idle' then). */
  let starting = false
  /** Opponent questions waiting for a read step to end. */
  let held: { go(): void; cancel(): void }[] = []

  let store: UseBoundStore<StoreApi<TutorialState>> | null = null
  const get = () => store!.getState()
  const set = (p: Partial<TutorialState>) => store!.setState(p)
  const current = () => tutorial.steps[get().step]

  const holdsOpponent = () => {
    const s = current()
    return get().status === 'running' && !!s && !waitsForOpponent(s)
  }
  const release = () => {
    if (holdsOpponent()) return
    const waiting = held
    held = []
    for (const w of waiting) w.go()
  }

  const saveProgress = () => {
    const s = current()
    if (!s) return
    const lesson = tutorial.lessons.find((l) => l.id === s.lesson)?.title ?? ''
    progress.save(tutorial.id, {
      version: tutorial.version,
      step: s.id,
      index: get().step,
      total: tutorial.steps.length,
      lesson,
    })
  }

  /** The game store's last refusal seen (a move that is not legal at all is refused by the store, not the guard). */
  let lastError: string | null = null

  /** Show the current step once its moment has come; notice the end of the duel or a table left by its menu. */
  const sync = () => {
    const st = get()
    if (st.status !== 'running' || starting) return
    const gs = game.getState()
    if (gs.error !== lastError) {
      lastError = gs.error
      // Not a legal move at all (the table says why): the guide repeats what this step asks, gently, instead of the
      // table's red error, which is cleared (the nested sync it causes does the rest of this one).
      const s = current()
      if (gs.error && s) {
        set({ hint: isReadStep(s) ? READ_FIRST : (s.hint ?? `Not that one yet. ${sayExpect(s.do![st.part]!)}`) })
        return gs.clearError()
      }
    }
    if (gs.status === 'idle') return set({ status: 'idle', hint: null })
    if (gs.view?.result) {
      const won = gs.view.result.winner === 0
      if (won) progress.save(tutorial.id, null)
      return set({ status: won ? 'won' : 'idle', shown: false, hint: null })
    }
    const s = current()
    if (!s || st.shown) return
    if (waitsForOpponent(s) && !gs.myDecision) return
    if (awaitAnimations && gs.pendingEvents.length > 0 && !animationsWaited) {
      animationTimer ??= setTimeout(() => {
        animationTimer = null
        animationsWaited = true
        sync()
        animationsWaited = false
      }, animationWaitMs)
      return
    }
    if (animationTimer) clearTimeout(animationTimer)
    animationTimer = null
    set({ shown: true })
    saveProgress()
  }

  const advance = () => {
    stepStart = game.getState().moves()
    set({ step: get().step + 1, part: 0, shown: false, hint: null })
    sync()
    release()
  }

  /** The scripted opponent, at the AI's seam: it sees the computer seat's view and decision, like the AI. */
  const opponent: AiClient = (() => {
    let memory = freshOpponentMemory()
    const stop = () => {
      const waiting = held
      held = []
      for (const w of waiting) w.cancel()
    }
    return {
      async choose(q) {
        // While a read step is on show the opponent waits: the player reads about what just happened first.
        await new Promise<void>((resolve, reject) => {
          if (!holdsOpponent()) return resolve()
          held.push({ go: resolve, cancel: () => reject(new Error('cancelled')) })
        })
        const c = opponentPicks(tutorial.duel.opponent, q.decision, q.view, db, memory)
        if (c.offScript) console.warn('[coinflip tutorial] the opponent left its script:', c.offScript)
        return c.picks
      },
      cancel: stop,
      reset() {
        memory = freshOpponentMemory()
        stop()
      },
      dispose: stop,
    }
  })()

  const guard: ResponseGuard = {
    check(d, picks) {
      const st = get()
      const s = current()
      if (st.status !== 'running' || !s) return true
      if (isReadStep(s)) {
        set({ hint: READ_FIRST })
        return false
      }
      const e = s.do![st.part]!
      const view = game.getState().view
      if (view && picksFit(e, d, picks, view, db)) return true
      set({ hint: s.hint ?? `Not that one yet. ${sayExpect(e)}` })
      return false
    },
    accepted() {
      const st = get()
      const s = current()
      if (st.status !== 'running' || !s || isReadStep(s)) return
      if (st.part + 1 < s.do!.length) set({ part: st.part + 1, hint: null })
      else advance()
    },
  }

  /** Start the duel at step `index` (from the beginning if it is not reachable), the table as that step begins. */
  const begin = async (index: number) => {
    // The duel's cards (its sets' chunks) before anything reads them; `db` is the database of loaded sets.
    if (!options.db) await loadCards(setsOfCards(tutorialSetup(tutorial).decks.flat()))
    const walk = index > 0 ? walkthrough(engine, tutorial, index) : null
    if (!walk || walk.stuck || walk.stepStarts.length <= index) index = 0
    if (animationTimer) clearTimeout(animationTimer)
    animationTimer = null
    set({ status: 'running', step: index, part: 0, shown: false, hint: null })
    if (index === 0) progress.save(tutorial.id, null)
    starting = true
    try {
      await game.getState().startGuided({
        setup: walk && index > 0 ? walk.setup : tutorialSetup(tutorial),
        responses: walk && index > 0 ? walk.responses : [],
        opponent,
        guard,
      })
    } finally {
      starting = false
    }
    stepStart = game.getState().moves()
    sync()
  }

  store = create<TutorialState>()(() => ({
    status: 'idle',
    step: 0,
    part: 0,
    shown: false,
    hint: null,
    tutorial,
    tutorials,

    async start(from, id) {
      const chosen = id === undefined ? tutorial : tutorials.find((t) => t.id === id)
      if (!chosen) return
      tutorial = chosen
      set({ tutorial })
      const saved = from === 'saved' ? progress.load(tutorial.id) : null
      const index =
        saved && saved.version === tutorial.version ? tutorial.steps.findIndex((s) => s.id === saved.step) : -1
      await begin(index)
    },

    async skipLesson() {
      const target = get().status === 'running' ? nextLessonStart(tutorial, get().step) : null
      if (target !== null) await begin(target)
    },

    holdsOpponent,

    next() {
      const s = current()
      if (get().status === 'running' && s && isReadStep(s) && get().shown) advance()
    },

    canRestart() {
      return get().status === 'running' && game.getState().moves() > stepStart
    },

    restartStep() {
      const s = current()
      if (!s || !get().canRestart()) return
      set({ part: 0, hint: null, shown: !waitsForOpponent(s) })
      game.getState().rewind(stepStart)
      sync()
    },

    leave() {
      set({ status: 'idle', hint: null })
      game.getState().leave()
    },

    skip() {
      progress.save(tutorial.id, null)
      get().leave()
    },
  }))
  game.subscribe(sync)
  return store
}

/** The app's tutorial session, on the app's game store. */
export const useTutorial = createTutorialSession({ game: useGame })

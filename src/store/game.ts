/**
 * The game store (contract: game-contract.ts). It holds the authoritative GameState privately and shows
 * components only the human seat's view (`viewFor`), the human's pending decision, the redacted events to
 * animate and the log. The human answers with `respond`/`act`; when the pending decision is the computer's, the
 * store sends the computer seat's view and the decision (never the state) to the AI (a Web Worker in the
 * browser) and applies its answer after a short pause a person can follow. Every accepted step is saved
 * (saves.ts); a finished game's save is cleared.
 *
 * `useGame` is the app's store. `createGameStore(options)` builds others (tests: in-process AI, memory saves,
 * no pause).
 */
import { create, type StoreApi, type UseBoundStore } from 'zustand'
import {
  createEngine,
  viewEvents,
  viewFor,
  type CardDb,
  type Decision,
  type Engine,
  type GameEvent,
  type GameSetup,
  type GameState,
  type MainAction,
  type Option,
  type Response,
  type Seat,
  type SlotRef,
  type StepResult,
} from '../engine'
import { cardDb } from '../cards/registry'
import { pickDeck } from '../cards/decks'
import {
  DEFAULT_LEVEL,
  type GameConfig,
  type GameStore,
  type GameStoreExtras,
  type GuidedGame,
  type LogEntry,
} from './game-contract'
import { eventLines } from './log-text'
import { whyNot } from './why-not'
import { fingerprint, parseSave, SAVE_VERSION, browserSaves, type SaveRecord, type SaveStore } from './saves'
import { inProcessAi, workerAi, type AiClient } from './ai-client'
import { ANIMATION_FACTOR, useSettings } from './settings'

export type FullGameStore = GameStore & GameStoreExtras

export interface GameStoreOptions {
  db?: CardDb
  /** The computer player. Default: in process (src/ai/levels.ts agents at their default budgets). */
  ai?: AiClient
  /** Where games are saved. Default: none (nothing persists). */
  saves?: SaveStore | null
  /** Default pause before each computer decision, in ms (re-read each time). Default 0. */
  pace?: () => number
  /** While the pace is above 0, how long the computer waits at most for pendingEvents to be animated. Default 5000. */
  animationWaitMs?: number
  /** Source of seeds for new games. Default Math.random. */
  random?: () => number
  /** Look for a saved game as soon as the store is created. */
  checkSavedOnStart?: boolean
}

/** The human always plays seat 0 (GameConfig.humanSeat). */
const HUMAN: Seat = 0
const AI: Seat = 1
const MAX_LOG = 400
const MAX_PENDING_EVENTS = 400
const AI_BASE_DELAY_MS = 700

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))
const range = (n: number) => Array.from({ length: Math.max(0, n) }, (_, i) => i)

/** JSON with keys sorted and undefined dropped, for deep equality of plain data. */
function canon(v: unknown): string {
  return JSON.stringify(v, (_k, val: unknown) =>
    val && typeof val === 'object' && !Array.isArray(val)
      ? Object.fromEntries(
          Object.entries(val as Record<string, unknown>)
            .filter(([, x]) => x !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : val,
  )
}

/** Does option action `o` match the requested action `a`: deep-equal, or every field given in `a` equal in `o`? */
function matches(o: MainAction, a: MainAction): boolean {
  if (o.type !== a.type) return false
  if (canon(o) === canon(a)) return true
  const oo = o as unknown as Record<string, unknown>
  return Object.entries(a as unknown as Record<string, unknown>).every(
    ([k, v]) => v === undefined || canon(oo[k]) === canon(v),
  )
}

/** The option index for an action, or -1. */
export function findActionOption(d: Decision, action: MainAction): number {
  const acts = d.options.map((o: Option) => (o.kind === 'action' ? o.action : null))
  const exact = acts.findIndex((o) => o !== null && canon(o) === canon(action))
  return exact >= 0 ? exact : acts.findIndex((o) => o !== null && matches(o, action))
}

/** The uids of the cards in a slot (any card of the Pokémon's stack counts as "that Pokémon"). */
function slotUids(g: GameState, ref: SlotRef): number[] {
  const p = g.players[ref.seat]
  const slot = ref.zone === 'active' ? p.active : p.bench[ref.index]
  return slot ? slot.stack : []
}

/** Does a main action involve the card `uid` (played from hand, or the Pokémon acted on / acting)? */
function involves(g: GameState, a: MainAction, uid: number): boolean {
  const seat = g.current
  const inSlot = (ref: SlotRef) => slotUids(g, ref).includes(uid)
  switch (a.type) {
    case 'bench':
    case 'play-trainer':
      return a.card === uid
    case 'evolve':
    case 'attach-energy':
    case 'attach-tool':
      return a.card === uid || inSlot(a.target)
    case 'retreat':
      return inSlot({ seat, zone: 'active' }) || inSlot({ seat, zone: 'bench', index: a.to })
    case 'discard-pokemon':
      return inSlot(a.target)
    case 'ability':
      return inSlot(a.source)
    case 'attack':
      return (
        inSlot(a.from === undefined ? { seat, zone: 'active' } : { seat, zone: 'bench', index: a.from }) || a.tm === uid
      )
    case 'use-stadium':
      return g.stadium?.uid === uid
    case 'end-turn':
      return false
  }
}

/**
 * Replay a save (the same loop as engine.replay, which throws on a move that is not legal), calling `onStep`
 * with each step's events, the turn before them and the state after them (to rebuild the log).
 */
function replaySave(
  engine: Engine,
  setup: GameSetup,
  responses: Response[],
  onStep: (events: GameEvent[], turnBefore: number, state: GameState) => void,
): GameState {
  const start = engine.newGame(setup)
  let state = start.state
  onStep(start.events, 0, state)
  for (const [i, r] of responses.entries()) {
    const res = engine.step(state, r)
    if (!res.ok) throw new Error(`move ${i + 1} of ${responses.length} is not legal (${res.error})`)
    const before = state.turn
    state = res.state
    onStep(res.events, before, state)
  }
  return state
}

export function createGameStore(options: GameStoreOptions = {}): UseBoundStore<StoreApi<FullGameStore>> {
  const db = options.db ?? cardDb()
  const engine = createEngine(db)
  const ai = options.ai ?? inProcessAi(db)
  const saves = options.saves ?? null
  const random = options.random ?? Math.random
  const animationWaitMs = options.animationWaitMs ?? 5000
  let paceOverride: number | null = null
  const pace = () => Math.max(0, paceOverride ?? options.pace?.() ?? 0)

  // The authoritative game, private to the store.
  let g: GameState | null = null
  let setup: GameSetup | null = null
  let responses: Response[] = []
  /** What the computer's seat has seen of the game (events redacted for it) and its own deck list. */
  let aiLog: GameEvent[] = []
  let aiDeck: string[] = []
  /** Changes whenever a game starts, resumes or is left, so a late AI answer for an old game is dropped. */
  let token = 0
  let aiRunning = false
  let logId = 0
  let saving: Promise<void> = Promise.resolve()
  /** The last save found by checkSaved, already replayed. */
  let found: { record: SaveRecord; state: GameState; log: LogEntry[]; aiLog: GameEvent[] } | null = null
  /** The guided game being played (the tutorial), or null: its opponent replaces the AI, its guard vets answers. */
  let guided: GuidedGame | null = null
  const opponent = (): AiClient => guided?.opponent ?? ai

  const store = create<FullGameStore>()((set, get) => {
    const toEntries = (events: GameEvent[], turnBefore: number, state: GameState, nextId = () => ++logId): LogEntry[] =>
      eventLines(events, { db, viewer: HUMAN, view: viewFor(state, HUMAN, db), turn: turnBefore }).map((l) => ({
        id: nextId(),
        turn: l.turn,
        seat: l.seat,
        text: l.text,
      }))

    const persist = () => {
      // A guided game is never saved in the save slot: the tutorial keeps its own progress.
      if (!saves || !g || !setup || guided) return
      const state = g
      if (state.result) {
        saving = saving.then(() => saves.clear()).catch(warn)
        return
      }
      const config = get().config
      if (!config) return
      const record: SaveRecord = {
        version: SAVE_VERSION,
        config,
        setup,
        responses: responses.slice(),
        savedAt: Date.now(),
        stateHash: fingerprint(JSON.stringify(state)),
      }
      saving = saving.then(() => saves.save(record)).catch(warn)
    }

    /** Show a new state after events; then hand the turn to whoever decides next. */
    const show = (state: GameState, events: GameEvent[], turnBefore: number, extra: Partial<FullGameStore> = {}) => {
      g = state
      aiLog.push(...viewEvents(events, AI))
      const mine = viewEvents(events, HUMAN)
      const entries = toEntries(mine, turnBefore, state)
      set((s) => ({
        view: viewFor(state, HUMAN, db),
        pendingEvents: [...s.pendingEvents, ...mine].slice(-MAX_PENDING_EVENTS),
        log: [...s.log, ...entries].slice(-MAX_LOG),
        ...extra,
      }))
      advance()
    }

    const accept = (response: Response, r: Extract<StepResult, { ok: true }>, extra: Partial<FullGameStore> = {}) => {
      const before = g?.turn ?? 0
      responses.push(response)
      g = r.state
      persist()
      show(r.state, r.events, before, extra)
    }

    const advance = () => {
      const state = g
      if (!state) return
      if (state.result || !state.pending) {
        set({
          status: 'over',
          myDecision: null,
          aiThinking: false,
          savedGame: { exists: false, corrupt: get().savedGame.corrupt },
        })
        return
      }
      if (state.pending.seat === HUMAN) {
        set({ status: 'playing', myDecision: state.pending, aiThinking: false })
        return
      }
      set({ status: 'playing', myDecision: null, aiThinking: true })
      if (!aiRunning) void runAi(token)
    }

    const waitForAnimations = (t: number) =>
      new Promise<void>((resolve) => {
        if (get().pendingEvents.length === 0) return resolve()
        const timer = setTimeout(finish, animationWaitMs)
        const unsub = store.subscribe((s) => {
          if (s.pendingEvents.length === 0 || t !== token) finish()
        })
        function finish() {
          clearTimeout(timer)
          unsub()
          resolve()
        }
      })

    const runAi = async (t: number) => {
      aiRunning = true
      try {
        for (;;) {
          if (t !== token || !g?.pending || g.pending.seat !== AI || g.result) return
          const ms = pace()
          if (ms > 0) {
            await waitForAnimations(t)
            await sleep(ms)
          } else await Promise.resolve()
          if (t !== token || !g?.pending || g.pending.seat !== AI) return
          const state = g
          const d = state.pending!
          let picks: number[]
          try {
            const c = get().config
            picks = await opponent().choose({
              level: c?.level ?? DEFAULT_LEVEL,
              view: viewFor(state, AI, db),
              decision: d,
              log: aiLog,
              deck: aiDeck,
              seed: c?.seed ?? 0,
            })
          } catch (e) {
            if (t !== token) return
            warn(e)
            picks = range(d.min)
          }
          if (t !== token || g !== state) return
          let response: Response = { decision: d.id, picks }
          let r = engine.step(state, response)
          if (!r.ok) {
            warn(new Error(`The computer's answer was refused (${r.error}); it takes the first options instead`))
            response = { decision: d.id, picks: range(Math.max(d.min, 1)).slice(0, Math.max(d.max, d.min)) }
            r = engine.step(state, response)
          }
          if (!r.ok) {
            set({ aiThinking: false, error: `The computer player is stuck: ${r.error}` })
            return
          }
          accept(response, r)
          // accept → advance sees aiRunning and leaves the next computer decision to this loop.
        }
      } finally {
        if (t === token) aiRunning = false
        if (t === token && !(g?.pending && g.pending.seat === AI && !g.result)) set({ aiThinking: false })
      }
    }

    const reset = () => {
      token++
      aiRunning = false
      opponent().reset()
      g = null
      setup = null
      responses = []
      aiLog = []
      aiDeck = []
    }

    const start = async (config: GameConfig): Promise<void> => {
      guided = null
      reset()
      found = null
      logId = 0
      let human, computer
      try {
        human = pickDeck(config.humanDeck, config.seed, 0, config.rules)
        computer = pickDeck(config.aiDeck, config.seed, 1, config.rules)
      } catch (e) {
        set({ error: e instanceof Error ? e.message : String(e) })
        return
      }
      const decks: [string[], string[]] = HUMAN === 0 ? [human.cards, computer.cards] : [computer.cards, human.cards]
      setup = { decks, seed: config.seed, rules: config.rules }
      aiDeck = decks[AI].slice()
      const { state, events } = engine.newGame(setup)
      set({
        config,
        decks: { human: human.id, ai: computer.id },
        status: 'playing',
        log: [],
        pendingEvents: [],
        error: null,
        myDecision: null,
        view: null,
      })
      g = state
      persist()
      show(state, events, 0)
    }

    /** Rebuild the game from `setupTo` and `moves` (no animations: the position is shown as it is), then go on. */
    const load = (setupTo: GameSetup, moves: Response[], config: GameConfig) => {
      const log: LogEntry[] = []
      const seen: GameEvent[] = []
      let id = 0
      const state = replaySave(engine, setupTo, moves, (events, before, after) => {
        seen.push(...viewEvents(events, AI))
        log.push(...toEntries(viewEvents(events, HUMAN), before, after, () => ++id))
        if (log.length > 2 * MAX_LOG) log.splice(0, log.length - MAX_LOG)
      })
      setup = setupTo
      responses = moves.slice()
      aiLog = seen
      aiDeck = setupTo.decks[AI].slice()
      const kept = log.slice(-MAX_LOG)
      logId = kept.length > 0 ? kept[kept.length - 1]!.id : 0
      g = state
      set({
        config,
        status: 'playing',
        pendingEvents: [],
        log: kept,
        view: viewFor(state, HUMAN, db),
        myDecision: null,
        error: null,
      })
      advance()
    }

    return {
      status: 'idle',
      config: null,
      view: null,
      myDecision: null,
      pendingEvents: [],
      log: [],
      error: null,
      aiThinking: false,
      savedGame: { exists: false, corrupt: null },
      decks: null,

      async newGame(c) {
        const seed = c.seed ?? Math.floor(random() * 0x7fffffff)
        await start({
          humanDeck: c.humanDeck,
          aiDeck: c.aiDeck,
          rules: c.rules,
          seed,
          humanSeat: HUMAN,
          level: c.level ?? DEFAULT_LEVEL,
        })
      },

      respond(picks) {
        const state = g
        const d = state?.pending
        if (!state || !d) return set({ error: state?.result ? 'The game is over' : 'There is nothing to answer' })
        if (d.seat !== HUMAN) return set({ error: "It's not your turn to choose" })
        const guard = guided?.guard
        if (guard && !guard.check(d, picks)) return set({ error: null })
        const response: Response = { decision: d.id, picks: [...picks] }
        const r = engine.step(state, response)
        if (!r.ok) return set({ error: r.error })
        accept(response, r, { error: null })
        guard?.accepted?.(d, picks)
      },

      act(action) {
        const state = g
        const d = state?.pending
        if (!state || !d || d.seat !== HUMAN || d.ask !== 'main') {
          set({ error: whyNot(db, state ? viewFor(state, HUMAN, db) : null, action) })
          return false
        }
        const i = findActionOption(d, action)
        if (i < 0) {
          set({ error: whyNot(db, viewFor(state, HUMAN, db), action) })
          return false
        }
        get().respond([i])
        return g !== state
      },

      actionsFor(uid) {
        const state = g
        const d = state?.pending
        if (!state || !d || d.seat !== HUMAN || d.ask !== 'main') return []
        return d.options.flatMap((o) => (o.kind === 'action' && involves(state, o.action, uid) ? [o.action] : []))
      },

      eventsAnimated(count) {
        if (count <= 0) return
        set((s) => ({ pendingEvents: s.pendingEvents.slice(count) }))
      },

      async checkSaved() {
        found = null
        if (!saves) return set({ savedGame: { exists: false, corrupt: null } })
        let raw: unknown
        try {
          raw = await saves.load()
        } catch (e) {
          // Storage itself unavailable (blocked, private mode): nothing to resume, nothing to report.
          warn(e)
          return set({ savedGame: { exists: false, corrupt: null } })
        }
        if (raw === null || raw === undefined) return set({ savedGame: { exists: false, corrupt: null } })
        let reason: string
        const rec = parseSave(raw)
        if (typeof rec === 'string') reason = rec
        else {
          try {
            const log: LogEntry[] = []
            const seen: GameEvent[] = []
            let id = 0
            const state = replaySave(engine, rec.setup, rec.responses, (events, before, after) => {
              seen.push(...viewEvents(events, AI))
              const entries = toEntries(viewEvents(events, HUMAN), before, after, () => ++id)
              log.push(...entries)
              if (log.length > 2 * MAX_LOG) log.splice(0, log.length - MAX_LOG)
            })
            if (fingerprint(JSON.stringify(state)) !== rec.stateHash)
              reason = 'the replayed game does not match the save'
            else if (state.result) reason = 'the saved game is already over'
            else {
              found = { record: rec, state, log: log.slice(-MAX_LOG), aiLog: seen }
              return set({ savedGame: { exists: true, corrupt: null } })
            }
          } catch (e) {
            reason = e instanceof Error ? e.message : String(e)
          }
        }
        let where = ''
        try {
          const key = await saves.moveAside(raw)
          where = ` It was set aside (kept as "${key}").`
        } catch (e) {
          warn(e)
        }
        set({ savedGame: { exists: false, corrupt: `Your saved game could not be restored: ${reason}.${where}` } })
      },

      async resumeSaved() {
        if (!found) await get().checkSaved()
        const f = found
        if (!f) return false
        found = null
        reset()
        const { record, state, log } = f
        setup = record.setup
        responses = record.responses.slice()
        aiLog = f.aiLog
        aiDeck = record.setup.decks[AI]!.slice()
        logId = log.length > 0 ? log[log.length - 1]!.id : 0
        g = state
        // The log as it was; the current position is shown without replaying animations.
        set({
          config: record.config,
          decks: {
            human: pickDeck(record.config.humanDeck, record.config.seed, 0, record.config.rules).id,
            ai: pickDeck(record.config.aiDeck, record.config.seed, 1, record.config.rules).id,
          },
          status: 'playing',
          pendingEvents: [],
          log,
          view: viewFor(state, HUMAN, db),
          error: null,
          savedGame: { exists: false, corrupt: null },
        })
        advance()
        return true
      },

      async discardSaved() {
        found = null
        try {
          await saves?.clear()
        } catch (e) {
          warn(e)
        }
        set({ savedGame: { exists: false, corrupt: null } })
      },

      async rematch() {
        if (guided) return get().startGuided({ ...guided, responses: [] })
        const c = get().config
        if (!c) return
        await get().newGame({ humanDeck: c.humanDeck, aiDeck: c.aiDeck, rules: c.rules, level: c.level })
      },

      leave() {
        const wasGuided = !!guided
        const unfinished = !!g && !g.result && !wasGuided
        reset()
        guided = null
        set({
          status: 'idle',
          config: null,
          decks: null,
          view: null,
          myDecision: null,
          pendingEvents: [],
          log: [],
          error: null,
          aiThinking: false,
          savedGame: { exists: unfinished && !!saves, corrupt: null },
        })
        // The unfinished game stays saved; look it up again so "Resume" works from the start screen. After a
        // guided game the save slot holds whatever real game was saved before it.
        if ((unfinished || wasGuided) && saves) void saving.then(() => get().checkSaved())
      },

      clearError() {
        set({ error: null })
      },

      setPace(ms) {
        paceOverride = ms === null ? null : Math.max(0, ms)
      },

      async startGuided(game) {
        reset()
        found = null
        logId = 0
        guided = game
        set({ decks: null })
        const config: GameConfig = {
          humanDeck: 'practice',
          aiDeck: 'practice',
          rules: game.setup.rules ?? 'modern',
          seed: game.setup.seed,
          humanSeat: HUMAN,
          level: DEFAULT_LEVEL,
        }
        if (game.responses && game.responses.length > 0) return load(game.setup, game.responses, config)
        setup = game.setup
        aiDeck = game.setup.decks[AI].slice()
        const { state, events } = engine.newGame(game.setup)
        set({
          config,
          decks: null,
          status: 'playing',
          log: [],
          pendingEvents: [],
          error: null,
          myDecision: null,
          view: null,
        })
        g = state
        show(state, events, 0)
      },

      moves() {
        return responses.length
      },

      rewind(moves) {
        if (!setup || !g) return
        const config = get().config
        const back = responses.slice(0, Math.max(0, moves))
        const from = setup
        reset()
        if (config) load(from, back, config)
      },

      whenIdle() {
        return new Promise<void>((resolve) => {
          const done = () => {
            if (get().aiThinking) return false
            unsub?.()
            void saving.then(() => resolve())
            return true
          }
          let unsub: (() => void) | null = null
          if (!done()) unsub = store.subscribe(() => void done())
        })
      },
    }
  })

  if (options.checkSavedOnStart) void store.getState().checkSaved()
  return store
}

function warn(e: unknown) {
  console.warn('[coinflip store]', e)
}

/** `?fast` in the page URL: the computer plays without pauses (e2e tests). */
function fastFlag(): boolean {
  try {
    return typeof location !== 'undefined' && new URLSearchParams(location.search).has('fast')
  } catch {
    return false
  }
}

/** The app's game store: the AI in a Web Worker, saves in IndexedDB, the pace from the animation setting. */
export const useGame: UseBoundStore<StoreApi<FullGameStore>> = createGameStore({
  ai: workerAi(() => inProcessAi(cardDb())),
  saves: typeof window === 'undefined' ? null : browserSaves(),
  pace: () => (fastFlag() ? 0 : AI_BASE_DELAY_MS * ANIMATION_FACTOR[useSettings.getState().animationSpeed]),
  checkSavedOnStart: typeof window !== 'undefined',
})

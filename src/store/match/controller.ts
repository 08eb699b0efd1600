/**
 * The match controller: one game against the computer, framework-free (no React, no Zustand). It holds the
 * authoritative GameState privately and publishes a snapshot for the human seat only: its view (`viewFor`), its
 * pending decision, the redacted events to animate and the log. The human answers with `respond`/`act`; the
 * computer's seat is played by ai-seat.ts; every accepted step goes to the save slot (save-slot.ts); a guided game
 * (the tutorial) swaps in its own opponent and a guard on the human's answers and is never saved.
 *
 * Listeners (`subscribe`) are called synchronously after every change, like a Zustand store's: the app's store
 * (src/store/game.ts) is this controller bound to Zustand, as boardgame.io's React client binds its plain client.
 */
import {
  IllegalDeckError,
  viewEvents,
  viewFor,
  makeCardDb,
  type CardDb,
  type Decision,
  type GameEvent,
  type GameSetup,
  type GameState,
  type Response,
  type StepResult,
} from '../../engine'
import { cardDb } from '../../cards/registry'
import { gameSetIds } from '../../cards/ai-hints'
import { configDeck } from './config-decks'
import {
  DEFAULT_LEVEL,
  type GameConfig,
  type GameStore,
  type GameStoreExtras,
  type GameStoreState,
  type GuidedGame,
  type OtherTab,
  type SaveProblem,
} from '../game-contract'
import { whyNot } from '../why-not'
import { inProcessAi, type AiClient } from '../ai-client'
import { inProcessHints, type HintClient, type HintQuery } from '../hint-client'
import type { Hint } from '../../ai/hint'
import { createAiSeat } from './ai-seat'
import { cardShelf, type CardSource, type MatchCards } from './cards'
import { logEntries, MAX_LOG } from './log'
import { actionsInvolving, findActionOption } from './main-actions'
import { rebuildGame, type RebuiltGame } from './rebuild'
import { newGameId, saveRecordOf, type SaveRecord, type SaveRevision } from './save-record'
import { createSaveSlot, RestoreLater, type RebuildFrom } from './save-slot'
import type { SaveStorage } from './save-storage'
import { soloOwner, type TabOwner } from './tab-owner'
import { COMPUTER, HUMAN } from './seats'
import { coachNote } from './coach'
import { derivedAiSeed, newAiSeed } from './ai-seed'
import { warn } from './warn'

export interface MatchOptions {
  /** The cards: one database (default: every set's), or a loader awaited before each game (cards.ts). */
  db?: CardSource
  /** The computer player. Default: in process (src/ai/levels.ts agents at their default budgets). */
  ai?: AiClient
  /** The player's hints (issue 21). Default: in process, at Expert's budget. */
  hints?: HintClient
  /** The coach's questions (issue 21), apart from the player's hints. Default: in process, at Expert's budget. */
  coachHints?: HintClient
  /** Whether the coach is on (re-read at each decision). Default: off. */
  coach?: () => boolean
  /** Where games are saved. Default: none (nothing persists). */
  saves?: SaveStorage | null
  /** Default pause before each computer decision, in ms (re-read each time). Default 0. */
  pace?: () => number
  /** While the pace is above 0, how long the computer waits at most for pendingEvents to be animated. Default 5000. */
  animationWaitMs?: number
  /** Source of new games' seeds. Default Math.random. (The computer's own seed is drawn apart: ai-seed.ts.) */
  random?: () => number
  /** How this tab owns the game it plays against other tabs of the app (tab-owner.ts). Default: alone. */
  owner?: TabOwner
  /** Look for a saved game as soon as the controller is created. */
  checkSavedOnStart?: boolean
}

/** What the human's side of the table sees: the store contract's state. */
export type MatchSnapshot = GameStoreState &
  Pick<GameStoreExtras, 'decks' | 'otherTab' | 'saveProblem' | 'aiFailure' | 'hint' | 'coach'>
/** What the table may do: the store contract's actions. */
export type MatchActions = Omit<GameStore & GameStoreExtras, keyof MatchSnapshot>

export interface MatchController extends MatchActions {
  getSnapshot(): MatchSnapshot
  /** Called after every change with the new and the previous snapshot. Returns the unsubscribe function. */
  subscribe(listener: (now: MatchSnapshot, before: MatchSnapshot) => void): () => void
}

const MAX_PENDING_EVENTS = 400
/** For explaining a refused action when no game was ever loaded (whyNot needs no card then). */
const NO_CARDS = makeCardDb([])

const IDLE: MatchSnapshot = {
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
  otherTab: null,
  saveProblem: null,
  aiFailure: null,
  hint: null,
  coach: null,
}

/** Cards that did not load are no fault of a saved game: it is kept in place, not set aside. */
const later = (e: unknown): never => {
  throw new RestoreLater(`The cards could not be loaded: ${e instanceof Error ? e.message : String(e)}`)
}

export function createMatch(options: MatchOptions = {}): MatchController {
  const shelf = cardShelf(options.db ?? cardDb())
  const defaultAi = new WeakMap<CardDb, AiClient>()
  const aiFor = (db: CardDb): AiClient => {
    if (options.ai) return options.ai
    let ai = defaultAi.get(db)
    if (!ai) defaultAi.set(db, (ai = inProcessAi(db)))
    return ai
  }
  /** Storage failing (save-slot.ts reports it); published as `saveProblem` except in a guided game (never saved). */
  let storageProblem: SaveProblem = null
  const publishProblem = () => set({ saveProblem: guided ? null : storageProblem })
  const owner = options.owner ?? soloOwner()
  const slot = createSaveSlot(options.saves ?? null, {
    // Another tab saved this game or another since: this tab stops, rather than overwrite what it has not seen.
    refused: (_, gameId) => lose(gameId, 'superseded'),
    problem(kind) {
      storageProblem = kind
      publishProblem()
    },
  })
  owner.onLost((gameId) => lose(gameId, 'moved'))
  const random = options.random ?? Math.random
  const animationWaitMs = options.animationWaitMs ?? 5000
  let paceOverride: number | null = null
  const pace = () => Math.max(0, paceOverride ?? options.pace?.() ?? 0)

  // ---- the published snapshot ----
  type Listener = (now: MatchSnapshot, before: MatchSnapshot) => void
  let snap: MatchSnapshot = IDLE
  const listeners = new Set<Listener>()
  const set = (patch: Partial<MatchSnapshot> | ((s: MatchSnapshot) => Partial<MatchSnapshot>)) => {
    const before = snap
    snap = { ...snap, ...(typeof patch === 'function' ? patch(snap) : patch) }
    for (const l of [...listeners]) l(snap, before)
  }
  const subscribe = (l: Listener) => {
    listeners.add(l)
    return () => void listeners.delete(l)
  }

  // ---- the authoritative game, private ----
  /** The cards of the game in play (kept after it, for the next game with the same cards). */
  let cards: MatchCards | null = shelf.ready
  let g: GameState | null = null
  let setup: GameSetup | null = null
  /** The position `responses` start from when the game continued from a save's snapshot; null: the deal. */
  let origin: GameState | null = null
  let responses: Response[] = []
  /** What the computer's seat has seen of the game (events redacted for it) and its own deck list. */
  let aiLog: GameEvent[] = []
  let aiDeck: string[] = []
  /** What the human's seat has seen (events redacted for it): a hint knows no more (issue 21). */
  let humanLog: GameEvent[] = []
  /** Changes whenever a game starts, resumes or is left, so a game whose cards arrive late is not shown. */
  let token = 0
  let logId = 0
  /** The last save found by checkSaved, already replayed. */
  let found: { record: SaveRecord; game: RebuiltGame & { cards: MatchCards }; from: RebuildFrom } | null = null
  /** The game's id and the revision its next save gets (a new game starts at 0, a resumed one after its record). */
  let saveAt: SaveRevision = { gameId: '', revision: 0 }
  /** Another tab has the game on this table now (`otherTab`): it is neither played nor saved here any more. */
  let away = false
  /** The guided game being played (the tutorial), or null: its opponent replaces the AI, its guard vets answers. */
  let guided: GuidedGame | null = null
  const opponent = (): AiClient | null => guided?.opponent ?? (cards ? aiFor(cards.db) : null)
  const db = () => cards?.db ?? NO_CARDS

  /** Wait for cards still loading; undefined (with `error` set) when they cannot be loaded. */
  const withCards = async (loading: Promise<MatchCards>): Promise<MatchCards | undefined> => {
    try {
      return await loading
    } catch (e) {
      set({ error: `The cards could not be loaded: ${e instanceof Error ? e.message : String(e)}` })
      return undefined
    }
  }

  const persist = () => {
    // A guided game is never saved in the save slot: the tutorial keeps its own progress.
    if (!g || !setup || guided || away) return
    if (g.result) return slot.clear({ gameId: saveAt.gameId, revision: saveAt.revision - 1 })
    const config = snap.config
    if (!config) return
    slot.write(saveRecordOf(config, setup, responses, g, saveAt, origin))
    saveAt = { gameId: saveAt.gameId, revision: saveAt.revision + 1 }
  }

  /** Show a new state after events; then hand the turn to whoever decides next. */
  const show = (state: GameState, events: GameEvent[], turnBefore: number, extra: Partial<MatchSnapshot> = {}) => {
    const d = db()
    g = state
    aiLog.push(...viewEvents(events, COMPUTER))
    const mine = viewEvents(events, HUMAN)
    humanLog.push(...mine)
    const entries = logEntries(d, mine, turnBefore, state, () => ++logId)
    set((s) => ({
      view: viewFor(state, HUMAN, d),
      pendingEvents: [...s.pendingEvents, ...mine].slice(-MAX_PENDING_EVENTS),
      log: [...s.log, ...entries].slice(-MAX_LOG),
      ...extra,
    }))
    advance()
  }

  const accept = (response: Response, r: Extract<StepResult, { ok: true }>, extra: Partial<MatchSnapshot> = {}) => {
    const before = g?.turn ?? 0
    responses.push(response)
    g = r.state
    persist()
    show(r.state, r.events, before, extra)
  }

  // ---- the player's hints (issue 21) ----
  const defaultHints = new WeakMap<CardDb, HintClient>()
  const hintsFor = (d: CardDb): HintClient => {
    if (options.hints) return options.hints
    let h = defaultHints.get(d)
    if (!h) defaultHints.set(d, (h = inProcessHints(d)))
    return h
  }
  /** Counts hint requests: only the latest one's answer is shown. */
  let hintAsk = 0
  /** Stop the hint in progress and hide it. */
  const dropHint = () => {
    hintAsk++
    if (snap.hint?.status === 'thinking' && cards) hintsFor(cards.db).cancel()
    if (snap.hint) set({ hint: null })
  }
  const askHint = () => {
    const state = g
    const d = state?.pending
    if (!state || !d || !cards || state.result || d.seat !== HUMAN || away) return
    dropHint()
    const mine = ++hintAsk
    const client = hintsFor(cards.db)
    const c = cards
    set({ hint: { decision: d.id, status: 'thinking' } })
    // Only what the player may know: their view, the log redacted for them, their own deck list.
    client
      .ask({
        view: viewFor(state, HUMAN, c.db),
        decision: d,
        log: humanLog.slice(),
        deck: state.decklists[HUMAN].slice(),
        // The computer's seed, not the game's: the game's would deal the computer's hand to the hint (ai-seed.ts).
        seed: snap.config?.aiSeed ?? 0,
        sets: gameSetIds(state.decklists),
      })
      .then(
        (hint) => {
          if (mine === hintAsk && g === state) set({ hint: { decision: d.id, status: 'ready', hint } })
        },
        (e: unknown) => {
          if (mine !== hintAsk || g !== state) return
          warn(e instanceof Error ? e : new Error(String(e)))
          set({ hint: { decision: d.id, status: 'failed', error: 'The hint could not be worked out' } })
        },
      )
  }

  // ---- the coach (issue 21) ----
  const defaultCoach = new WeakMap<CardDb, HintClient>()
  const coachFor = (d: CardDb): HintClient => {
    if (options.coachHints) return options.coachHints
    let h = defaultCoach.get(d)
    if (!h) defaultCoach.set(d, (h = inProcessHints(d)))
    return h
  }
  /** The player's main-menu decisions of the turn in play, from their own view, with the option chosen. */
  let turnChoices: { turn: number; query: Omit<HintQuery, 'deck' | 'seed' | 'sets'> }[] = []
  /** Counts reviews: only the latest one's note is shown. */
  let coachAsk = 0
  const recordChoice = (state: GameState, d: Decision, picks: readonly number[]) => {
    if (guided || d.ask !== 'main' || d.options.length < 2 || picks.length !== 1 || !options.coach?.()) return
    turnChoices.push({
      turn: state.turn,
      query: { view: viewFor(state, HUMAN, db()), decision: d, log: humanLog.slice(), played: picks[0]! },
    })
  }
  const stopCoach = () => {
    coachAsk++
    turnChoices = []
    if (cards) coachFor(cards.db).cancel()
  }
  /** The turn is over: rank its decisions in the background and show the note, if any, when they are ranked. */
  const review = (state: GameState) => {
    const asked = turnChoices
    turnChoices = []
    if (!cards || asked.length === 0) return
    const mine = ++coachAsk
    const client = coachFor(cards.db)
    const game = token
    if (snap.coach) set({ coach: null })
    const common = {
      deck: state.decklists[HUMAN].slice(),
      seed: snap.config?.aiSeed ?? 0,
      sets: gameSetIds(state.decklists),
    }
    void (async () => {
      const hints: Hint[] = []
      for (const a of asked) {
        try {
          hints.push(await client.ask({ ...a.query, ...common }))
        } catch (e) {
          if (mine !== coachAsk) return
          // A decision the hint could not rank is left out of the review; the others still count.
          if (!(e instanceof Error && e.message === 'cancelled')) warn(e instanceof Error ? e : new Error(String(e)))
        }
        if (mine !== coachAsk || game !== token) return
      }
      const note = coachNote(asked[0]!.turn, hints)
      if (note && !away) set({ coach: note })
    })()
  }

  const advance = () => {
    const state = g
    if (!state) return
    // The player's turn has passed (or the game ended): the coach looks back on it without delaying anything.
    if (turnChoices.length > 0 && (state.result || state.turn !== turnChoices[0]!.turn)) review(state)
    // A hint answers one decision: the next one (either player's) drops it, and stops its search.
    if (snap.hint && (state.result || state.pending?.seat !== HUMAN || state.pending.id !== snap.hint.decision))
      dropHint()
    if (state.result || !state.pending) {
      owner.release()
      set({
        status: 'over',
        myDecision: null,
        aiThinking: false,
        savedGame: { exists: false, corrupt: snap.savedGame.corrupt },
      })
      return
    }
    if (away) return
    if (state.pending.seat === HUMAN) {
      set({ status: 'playing', myDecision: state.pending, aiThinking: false })
      return
    }
    set({ status: 'playing', myDecision: null, aiThinking: true })
    aiSeat.wake()
  }

  const waitForAnimations = (stale: () => boolean) =>
    new Promise<void>((resolve) => {
      if (snap.pendingEvents.length === 0) return resolve()
      const timer = setTimeout(finish, animationWaitMs)
      const unsub = subscribe((s) => {
        if (s.pendingEvents.length === 0 || stale()) finish()
      })
      function finish() {
        clearTimeout(timer)
        unsub()
        resolve()
      }
    })

  const aiSeat = createAiSeat({
    position: () => g,
    ask(state, decision) {
      const c = snap.config
      const d = db()
      return opponent()!.choose({
        level: c?.level ?? DEFAULT_LEVEL,
        view: viewFor(state, COMPUTER, d),
        decision,
        log: aiLog,
        deck: aiDeck,
        // Its own seed, never the game's: the game's would deal it the player's cards again (ai-seed.ts).
        seed: c?.aiSeed ?? 0,
        sets: gameSetIds(state.decklists),
      })
    },
    step: (state, response) => cards!.engine.step(state, response),
    pace,
    waitForAnimations,
    accept: (response, r) => accept(response, r, { aiFailure: null }),
    // The reason went to the console; the player is told plainly that the computer is trying again.
    failed: () => set({ aiFailure: 'The computer could not think — retrying…' }),
    idle: () => set({ aiThinking: false, aiFailure: null }),
  })

  /** The game `gameId` went to another tab (`why`): if it is the one on this table and not over, stop playing it. */
  const lose = (gameId: string, why: Exclude<OtherTab, 'elsewhere' | null>) => {
    if (away || !g || guided || g.result || gameId !== saveAt.gameId) return
    away = true
    dropHint()
    stopCoach()
    aiSeat.stop()
    opponent()?.cancel()
    if (why === 'superseded') owner.release()
    set({ otherTab: why, myDecision: null, aiThinking: false, aiFailure: null })
  }

  const reset = () => {
    token++
    away = false
    aiSeat.stop()
    if (snap.aiFailure) set({ aiFailure: null })
    opponent()?.reset()
    g = null
    setup = null
    origin = null
    responses = []
    aiLog = []
    aiDeck = []
    humanLog = []
    dropHint()
    stopCoach()
    if (snap.coach) set({ coach: null })
  }

  /** Deal a new game from `gameSetup` with `c`'s cards and show it from its first event. */
  const deal = (c: MatchCards, gameSetup: GameSetup, config: GameConfig, decks: MatchSnapshot['decks']) => {
    cards = c
    setup = gameSetup
    saveAt = { gameId: newGameId(), revision: 0 }
    // A new id: no other tab has it, so it is taken at once (without asking the other tabs first).
    void owner.claim(saveAt.gameId, true)
    aiDeck = gameSetup.decks[COMPUTER].slice()
    const { state, events } = c.engine.newGame(gameSetup)
    set({
      config,
      decks,
      otherTab: null,
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

  const start = async (config: GameConfig): Promise<void> => {
    guided = null
    publishProblem()
    reset()
    found = null
    logId = 0
    let human, computer
    try {
      human = configDeck(config, 'human')
      computer = configDeck(config, 'ai')
    } catch (e) {
      set({ error: e instanceof Error ? e.message : String(e) })
      return
    }
    const decks: [string[], string[]] = HUMAN === 0 ? [human.cards, computer.cards] : [computer.cards, human.cards]
    const gameSetup: GameSetup = {
      decks,
      seed: config.seed,
      rules: config.rules,
      // only a 2-on-2 Battle names its format: a 1-on-1 game saves the same setup as before
      ...(config.format ? { format: config.format } : {}),
    }
    const t = token
    const loading = shelf.forGame(gameSetup)
    const c = loading instanceof Promise ? await withCards(loading) : loading
    if (!c || t !== token) return
    try {
      deal(c, gameSetup, config, { human: human.id, ai: computer.id })
    } catch (e) {
      // The engine refuses a deck that breaks the deck rules (a player's own deck): no game, the reason shown.
      if (!(e instanceof IllegalDeckError)) throw e
      reset()
      const whose = e.seat === HUMAN ? 'Your deck' : "The computer's deck"
      set({ error: `${whose} cannot be played: ${e.errors.join(' ')}` })
    }
  }

  /** Rebuild the game from `from` and `moves` (no animations: the position is shown as it is), then go on. */
  const load = (c: MatchCards, from: GameSetup, moves: Response[], config: GameConfig, base: GameState | null) => {
    const rebuilt = rebuildGame(c, from, moves, base)
    cards = c
    setup = from
    origin = base
    responses = moves.slice()
    aiLog = rebuilt.aiLog
    humanLog = rebuilt.humanLog
    aiDeck = from.decks[COMPUTER].slice()
    logId = rebuilt.log.at(-1)?.id ?? 0
    g = rebuilt.state
    set({
      config,
      status: 'playing',
      pendingEvents: [],
      log: rebuilt.log,
      view: viewFor(rebuilt.state, HUMAN, c.db),
      myDecision: null,
      error: null,
    })
    advance()
  }

  const match: MatchController = {
    getSnapshot: () => snap,
    subscribe,

    async newGame(c) {
      const seed = c.seed ?? Math.floor(random() * 0x7fffffff)
      // The computer's seed is drawn apart from the game's; a game with a given seed derives it, to replay exactly.
      const aiSeed = c.seed === undefined ? newAiSeed() : derivedAiSeed(c.seed)
      await start({
        humanDeck: c.humanDeck,
        aiDeck: c.aiDeck,
        // Only when there are some: a game of prebuilt decks saves the same record as before.
        ...(c.customDecks?.length ? { customDecks: c.customDecks } : {}),
        rules: c.rules,
        seed,
        aiSeed,
        humanSeat: HUMAN,
        level: c.level ?? DEFAULT_LEVEL,
        ...(c.format ? { format: c.format } : {}),
      })
    },

    respond(picks, decision) {
      const state = g
      const d = state?.pending
      // An answer to a question that is no longer pending (a double click) is dropped without a word.
      if (decision !== undefined && d?.id !== decision) return
      if (away) return set({ error: 'This game is open in another tab' })
      if (!state || !d) return set({ error: state?.result ? 'The game is over' : 'There is nothing to answer' })
      if (d.seat !== HUMAN) return set({ error: "It's not your turn to choose" })
      const guard = guided?.guard
      if (guard && !guard.check(d, picks)) return set({ error: null })
      const response: Response = { decision: d.id, picks: [...picks] }
      const r = cards!.engine.step(state, response)
      if (!r.ok) return set({ error: r.error })
      recordChoice(state, d, picks)
      accept(response, r, { error: null })
      guard?.accepted?.(d, picks)
    },

    act(action, decision) {
      const state = g
      const d = state?.pending
      if (decision !== undefined && d?.id !== decision) return false
      if (away) return false
      if (!state || !d || d.seat !== HUMAN || d.ask !== 'main') {
        set({ error: whyNot(db(), state ? viewFor(state, HUMAN, db()) : null, action) })
        return false
      }
      const i = findActionOption(d, action)
      if (i < 0) {
        set({ error: whyNot(db(), viewFor(state, HUMAN, db()), action) })
        return false
      }
      match.respond([i])
      return g !== state
    },

    actionsFor(uid) {
      const state = g
      const d = state?.pending
      if (!state || !d || d.seat !== HUMAN || d.ask !== 'main') return []
      return actionsInvolving(state, d, uid)
    },

    eventsAnimated(count) {
      if (count <= 0) return
      set((s) => ({ pendingEvents: s.pendingEvents.slice(count) }))
    },

    async checkSaved() {
      found = null
      const restored = await slot.restore(async (record, from) => {
        const loading = shelf.forGame(record.setup)
        const c = loading instanceof Promise ? await loading.catch(later) : loading
        const game =
          from === 'moves'
            ? rebuildGame(c, record.setup, record.responses, record.start ?? null)
            : rebuildGame(c, record.setup, [], record.snapshot ?? null)
        return { ...game, cards: c }
      })
      if (restored.kind === 'later') warn(restored.reason)
      if (restored.kind === 'found') {
        found = { record: restored.record, game: restored.game, from: restored.from }
        // Said on the start screen before the player picks it (a table showing a game keeps what it says).
        const elsewhere = await owner.heldElsewhere(restored.record.gameId)
        return set((s) => ({
          savedGame: { exists: true, corrupt: null },
          otherTab: g ? s.otherTab : elsewhere ? 'elsewhere' : null,
        }))
      }
      const message = restored.kind === 'corrupt' || restored.kind === 'kept' ? restored.message : null
      set({ savedGame: { exists: false, corrupt: message } })
    },

    async resumeSaved(takeOver = false) {
      if (!found || takeOver) await match.checkSaved()
      let f = found
      if (!f) return false
      const gameId = f.record.gameId
      if (!(await owner.claim(gameId, takeOver))) {
        set({ otherTab: 'elsewhere' })
        return false
      }
      if (takeOver) {
        // The other tab may have moved since the save was read: read it again, now that it no longer writes.
        await match.checkSaved()
        f = found
        if (!f || f.record.gameId !== gameId) {
          owner.release()
          return false
        }
      }
      found = null
      reset()
      const { record, game, from } = f
      cards = game.cards
      setup = record.setup
      saveAt = { gameId: record.gameId, revision: record.revision + 1 }
      // A game that no longer replays goes on from its snapshot: later saves replay from there.
      origin = from === 'moves' ? (record.start ?? null) : (record.snapshot ?? null)
      responses = from === 'moves' ? record.responses.slice() : []
      aiLog = game.aiLog
      humanLog = game.humanLog
      aiDeck = record.setup.decks[COMPUTER]!.slice()
      logId = game.log.at(-1)?.id ?? 0
      g = game.state
      // The log as it was; the current position is shown without replaying animations.
      set({
        config: record.config,
        decks: {
          human: configDeck(record.config, 'human').id,
          ai: configDeck(record.config, 'ai').id,
        },
        status: 'playing',
        pendingEvents: [],
        log: game.log,
        view: viewFor(game.state, HUMAN, game.cards.db),
        error: null,
        savedGame: { exists: false, corrupt: null },
        otherTab: null,
      })
      // Rewrite a save that continued from its snapshot, so the next resume replays it without falling back.
      if (from === 'snapshot') persist()
      advance()
      return true
    },

    async discardSaved() {
      found = null
      await slot.discard()
      set({ savedGame: { exists: false, corrupt: null } })
    },

    async rematch() {
      if (guided) return match.startGuided({ ...guided, responses: [] })
      const c = snap.config
      if (!c) return
      await match.newGame({
        humanDeck: c.humanDeck,
        aiDeck: c.aiDeck,
        customDecks: c.customDecks,
        rules: c.rules,
        level: c.level,
        format: c.format,
      })
    },

    leave() {
      const wasGuided = !!guided
      const wasAway = away
      const unfinished = !!g && !g.result && !wasGuided && !wasAway
      reset()
      owner.release()
      guided = null
      set({ ...IDLE, saveProblem: storageProblem, savedGame: { exists: unfinished && slot.persistent, corrupt: null } })
      // The unfinished game stays saved; look it up again so "Resume" works from the start screen. After a
      // guided game the save slot holds whatever real game was saved before it, after a game another tab took
      // whatever that tab saved.
      if ((unfinished || wasGuided || wasAway) && slot.persistent) void slot.settled().then(() => match.checkSaved())
    },

    concede() {
      const state = g
      if (!state || !cards || state.result || guided || away) return false
      const r = cards.engine.concede(state, HUMAN)
      if (!r.ok) return false
      // The computer's search for a question that is gone: its late answer is dropped (ai-seat.ts), the work stopped.
      aiSeat.stop()
      opponent()?.cancel()
      const before = state.turn
      g = r.state
      persist() // a finished game clears the save: it is never offered for resume
      show(r.state, r.events, before, { error: null, aiFailure: null })
      return true
    },

    clearError() {
      set({ error: null })
    },

    retrySave: () => slot.retry(),
    retryAi() {
      aiSeat.retry()
    },

    askHint,
    closeHint: dropHint,
    dismissCoach() {
      if (snap.coach) set({ coach: null })
    },

    setPace(ms) {
      paceOverride = ms === null ? null : Math.max(0, ms)
    },

    async startGuided(game) {
      reset()
      owner.release()
      found = null
      logId = 0
      guided = game
      set({ decks: null, saveProblem: null })
      const config: GameConfig = {
        humanDeck: 'practice',
        aiDeck: 'practice',
        rules: game.setup.rules ?? 'modern',
        seed: game.setup.seed,
        aiSeed: derivedAiSeed(game.setup.seed),
        humanSeat: HUMAN,
        level: DEFAULT_LEVEL,
      }
      const t = token
      const loading = shelf.forGame(game.setup)
      const c = loading instanceof Promise ? await withCards(loading) : loading
      if (!c || t !== token) return
      if (game.responses && game.responses.length > 0) return load(c, game.setup, game.responses, config, null)
      deal(c, game.setup, config, null)
    },

    moves() {
      return responses.length
    },

    rewind(moves) {
      if (!setup || !g || !cards) return
      const config = snap.config
      const back = responses.slice(0, Math.max(0, moves))
      const from = setup
      const base = origin
      const c = cards
      reset()
      if (config) load(c, from, back, config, base)
    },

    whenIdle() {
      return new Promise<void>((resolve) => {
        const done = () => {
          if (snap.aiThinking) return false
          unsub?.()
          void slot.settled().then(() => resolve())
          return true
        }
        let unsub: (() => void) | null = null
        if (!done()) unsub = subscribe(() => void done())
      })
    },
  }

  if (options.checkSavedOnStart) void match.checkSaved()
  return match
}

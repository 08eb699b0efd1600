/**
 * The contract between the game store (src/store/game.ts) and the table UI (src/ui): what the UI may read and
 * call. The match controller behind the store (src/store/match/) holds the authoritative GameState and drives the
 * AI; components see only the human seat's view, never the full state.
 */
import type { GameView, GameEvent, MainAction, RuleSetId, Seat, Decision, GameSetup, Response } from '../engine'
import type { Level } from '../ai/levels'
import type { AiClient } from './ai-client'
import type { Hint } from '../ai/hint'
import type { CoachNote } from './match/coach'

export type { Hint, HintChoice } from '../ai/hint'
export type { CoachNote } from './match/coach'

/**
 * The player's "What would you do?" (issue 21) for the decision `decision`: being computed, ready, or failed. Null
 * when none was asked for the decision pending now (a new decision drops the last one's hint).
 */
export type HintState =
  | { decision: number; status: 'thinking' }
  | { decision: number; status: 'ready'; hint: Hint }
  | { decision: number; status: 'failed'; error: string }
  | null

/** The computer's strength (docs/ai.md, "Levels"). */
export type AiLevel = Level
export const AI_LEVELS: readonly AiLevel[] = ['beginner', 'normal', 'hard', 'expert']
export const DEFAULT_LEVEL: AiLevel = 'normal'

/** A player's own deck as a game names it: its list travels with the game (and its save), whole. */
export interface CustomDeckRef {
  /** A `custom-…` id (src/store/decks), the id `humanDeck`/`aiDeck` use. */
  id: string
  name: string
  /** Card ids, one per copy. */
  cards: string[]
}

export interface GameConfig {
  /** Deck ids from the deck catalogue (src/cards/decks), 'random', or the id of one of `customDecks`. */
  humanDeck: string
  aiDeck: string
  /** The player's own decks this game plays (absent when it plays only prebuilt decks). */
  customDecks?: CustomDeckRef[]
  rules: RuleSetId
  /** The game's seed (GameSetup.seed): the engine's generator and a 'random' deck follow from it. */
  seed: number
  /**
   * The computer's own seed (match/ai-seed.ts), drawn apart from `seed`: its agent's generator (and the hint's) is
   * derived from this, so nothing the AI Web Worker holds leads back to the game's seed. Saves from before it load
   * with one derived from `seed` (save-record.ts).
   */
  aiSeed: number
  /** The human always plays seat 0. */
  humanSeat: Seat
  /** The computer's level. Saves from before levels have none: they load as 'normal'. */
  level: AiLevel
  /** 'double': a 2-on-2 Battle (GameSetup.format, store/format-choice.ts). Absent: 1-on-1, as in older saves. */
  format?: 'double'
}

/** One line of the game log, already redacted for the human seat. */
export interface LogEntry {
  id: number
  turn: number
  seat: Seat | null
  text: string
}

export type GameStatus = 'idle' | 'playing' | 'over'

export interface GameStoreState {
  status: GameStatus
  config: GameConfig | null
  /** The human seat's view of the game (viewFor). */
  view: GameView | null
  /** The decision the human must answer now, or null while the computer is deciding / animating. */
  myDecision: Decision | null
  /** Events not yet animated, redacted for the human seat, oldest first. The UI calls `eventsAnimated(n)`. */
  pendingEvents: GameEvent[]
  log: LogEntry[]
  /** The last rejected move, in a few words, for a toast; cleared by the next accepted move. */
  error: string | null
  aiThinking: boolean
  /** A saved game was found at start-up (offered on the start screen), or a save could not be read. */
  savedGame: { exists: boolean; corrupt: string | null }
}

export interface GameStoreActions {
  /**
   * Start a game; `level` defaults to 'normal'. Without `seed` both the game's seed and the computer's are drawn;
   * with one (`?seed=N`: tests, bug reports) the computer's is derived from it, so the game replays exactly.
   */
  newGame(
    config: Omit<GameConfig, 'seed' | 'aiSeed' | 'humanSeat' | 'level'> & { seed?: number; level?: AiLevel },
  ): Promise<void>
  /**
   * Answer the pending decision by option indices. Invalid answers set `error` and change nothing. With `decision`
   * (the id of the decision the answer was made for), an answer to a decision that is no longer pending is ignored.
   */
  respond(picks: number[], decision?: number): void
  /**
   * Main phase: play the option whose action matches (e.g. the drag of card 17 onto the Bench). Returns false if it
   * is not legal, setting `error` with the reason; with `decision`, false without a word when that decision is no
   * longer pending.
   */
  act(action: MainAction, decision?: number): boolean
  /** Legal main-phase actions for a card in hand or a Pokémon in play, for highlighting drop targets. */
  actionsFor(uid: number): MainAction[]
  eventsAnimated(count: number): void
  /**
   * Resume the saved game. False when there is none, or when it is open in another tab (`otherTab` says so then);
   * `takeOver` takes it from that tab (which stops playing it) and resumes it from its latest save.
   */
  resumeSaved(takeOver?: boolean): Promise<boolean>
  discardSaved(): Promise<void>
  rematch(): Promise<void>
  leave(): void
  /**
   * The player gives up (rules.md W-5): the game ends at once as a loss, whoever is deciding (the computer's search
   * is dropped), the log says so and the save is cleared, so it cannot be resumed. False (nothing changes) when there
   * is no game in play here: none, over, a guided game, or one another tab took.
   */
  concede(): boolean
}

export type GameStore = GameStoreState & GameStoreActions

/**
 * Added by the store engineer: what src/store/game.ts (`useGame`) offers beyond `GameStore`. Kept apart so a
 * stand-in implementing only `GameStore` still type-checks; `useGame` is typed `GameStore & GameStoreExtras`.
 */
export interface GameStoreExtras {
  /**
   * The decks actually dealt ('random' resolved), by catalogue id (src/cards/decks: `deckById(id).name`), or null
   * while idle.
   */
  decks: { human: string; ai: string } | null
  /**
   * One tab owns a game (issue 19). 'elsewhere': the saved game is open in another tab (`resumeSaved(true)` takes
   * it over). 'moved': another tab took over the game on this table. 'superseded': another tab saved a newer game,
   * or a newer move of this one, than this table shows. After 'moved' or 'superseded' this tab no longer plays or
   * saves its game; `resumeSaved(true)` continues from the latest save. null otherwise.
   */
  otherTab: OtherTab
  /**
   * The computer could not think (its worker did not load or failed, or its answer was refused): a sentence for the
   * player while it tries again, with a growing pause; null otherwise. Nothing is played for it meanwhile.
   */
  aiFailure: string | null
  /** Ask the computer again now instead of at the end of the pause after a failure. */
  retryAi(): void
  /** The hint for the player's pending decision (issue 21), or null. */
  hint: HintState
  /**
   * "What would you do?": Expert's suggestion for the player's pending decision, from the player's own view (in a
   * worker). Asking again, or any new decision, cancels the hint in progress. Nothing happens without a decision.
   */
  askHint(): void
  /** Hide the hint (and stop computing it). */
  closeHint(): void
  /**
   * The coach's note on the player's last turn (issue 21, with the Coach setting on): a clearly better line than the
   * one played, or null. Worked out in the background once the turn has passed; the next turn's review replaces it.
   */
  coach: CoachNote | null
  /** Hide the coach's note. */
  dismissCoach(): void
  /** Look for a saved game and fill `savedGame`. `useGame` does this once by itself at start-up. */
  checkSaved(): Promise<void>
  /**
   * Storage failed, so the game in play is not being saved (issue 19); null while saves work, and during a guided
   * game (never saved). The table shows it with `retrySave` (or a reload, for 'newer').
   */
  saveProblem: SaveProblem
  /** Try the latest save again (or, with none pending, whether storage is back). Resolves when it landed or failed. */
  retrySave(): Promise<void>
  /** Hide the current error (the toast was dismissed). */
  clearError(): void
  /**
   * Milliseconds the computer waits before each of its decisions; null = the default, 700 × ANIMATION_FACTOR of
   * the animation-speed setting (0 when animations are off, or always when the page URL has `?fast`). While the
   * pace is above 0 the computer also waits (up to 5 s) for `pendingEvents` to be animated (`eventsAnimated`).
   */
  setPace(ms: number | null): void
  /** Resolves once the computer is not thinking and the last save is written (tests, e2e hooks). */
  whenIdle(): Promise<void>
  /**
   * Start a guided game (the tutorial): an explicit engine setup (fixed deck order, fixed flips), `responses`
   * replayed at once (to resume it part-way), another player for the computer's seat and a guard on the player's
   * answers. A guided game is never saved in the save slot and leaves a real saved game alone.
   */
  startGuided(game: GuidedGame): Promise<void>
  /** How many answers (both seats) the current game has had: a point to `rewind` to. */
  moves(): number
  /** Go back to the position after the first `moves` answers of the current game (restart a tutorial step). */
  rewind(moves: number): void
}

export type OtherTab = 'elsewhere' | 'moved' | 'superseded' | null

/**
 * Why games are not being saved: 'unavailable' (this browser's IndexedDB cannot be used: private mode, blocked,
 * full, its store missing), 'blocked' (an older Coinflip tab holds the saves open, so this version cannot upgrade
 * them), 'newer' (a newer Coinflip upgraded the saves in another tab: this one may not write them; reload).
 */
export type SaveProblem = 'unavailable' | 'blocked' | 'newer' | null

/** Vets the player's answers in a guided game. */
export interface ResponseGuard {
  /** May the player's `picks` for `decision` be played? On false nothing changes (the guard explains why itself). */
  check(decision: Decision, picks: readonly number[]): boolean
  /** The engine accepted the answer (the position has moved on). */
  accepted?(decision: Decision, picks: readonly number[]): void
}

export interface GuidedGame {
  setup: GameSetup
  responses?: Response[]
  /** Plays the computer's seat, at the same seam (and with the same information) as the AI. */
  opponent: AiClient
  guard?: ResponseGuard
}

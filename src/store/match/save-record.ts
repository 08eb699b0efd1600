/**
 * What a saved game is: the game's config, its engine setup and the answers so far (the engine's replay input), so
 * a resumed game is rebuilt by replaying it and a tampered or damaged save is detected instead of trusted. A
 * fingerprint of the state JSON catches edits that still replay. Since issue 19 a record also carries the versions
 * that wrote it and the state itself (`snapshot`, 7–15 KB of JSON): a game that a newer version no longer replays
 * (a rules fix) continues from there. Where records are kept is save-storage.ts; when they are written and how they
 * are checked, save-slot.ts.
 */
import { ENGINE_VERSION, type GameSetup, type GameState, type Response, type RuleSetId } from '../../engine'
import { AI_LEVELS, DEFAULT_LEVEL, type AiLevel, type GameConfig } from '../game-contract'
import { deckById, RANDOM_DECK } from '../../cards/decks'
import { derivedAiSeed, isAiSeed } from './ai-seed'

export const SAVE_VERSION = 1

export interface SaveRecord {
  version: typeof SAVE_VERSION
  config: GameConfig
  setup: GameSetup
  responses: Response[]
  savedAt: number
  /** fingerprint(JSON of the state after the responses). */
  stateHash: string
  /** Which game this is: a random id given when the game starts and kept by every later save of it. */
  gameId: string
  /**
   * How many saves of this game came before this one (0: its first). A write lands only over the record it follows
   * (same game, one revision less), so a tab never replaces a newer save it has not seen (save-storage.ts).
   */
  revision: number
  /** The app's version (package.json) that wrote the record. Records from before issue 19 have none. */
  app?: string
  /** The ENGINE_VERSION that wrote the record. */
  engine?: number
  /** The state after the responses, as written: where the game continues when this version cannot replay it. */
  snapshot?: GameState
  /**
   * Where `responses` start when the game once continued from a snapshot (after an update): the position it
   * continued from. Absent: from the deal (`setup`).
   */
  start?: GameState
}

/** Which save of which game a record is: what a write expects to find in the slot before it lands. */
export type SaveRevision = Pick<SaveRecord, 'gameId' | 'revision'>

/**
 * Which save of which game a stored record is, or null when it is not a record of ours. A save from before
 * revisions is revision 0 of a game named by when it was saved (as `parseSave` reads it).
 */
export function revisionOf(raw: unknown): SaveRevision | null {
  if (!isObj(raw) || typeof raw.savedAt !== 'number') return null
  const gameId = raw.gameId ?? `before-revisions-${raw.savedAt}`
  const revision = raw.revision ?? 0
  return typeof gameId === 'string' && isInt(revision) ? { gameId, revision } : null
}

/** A new game's id: random, short, never shown. */
export function newGameId(): string {
  const bytes = new Uint8Array(8)
  globalThis.crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

// Declared here too: e2e's Node project imports this file without the app's vite-env.d.ts.
declare const __APP_VERSION__: string | undefined
/** package.json's version (vite.config.ts defines it for the app and Vitest; 'unknown' elsewhere). */
export const APP_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'unknown'

/** FNV-1a (32-bit) of a string, as 8 hex digits: cheap, enough to notice a changed state. */
export function fingerprint(text: string): string {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return (h >>> 0).toString(16).padStart(8, '0')
}

/**
 * The record of a game in progress: `state` is where `responses` lead from `start` (when the game continued from a
 * snapshot) or else from `setup`.
 */
export function saveRecordOf(
  config: GameConfig,
  setup: GameSetup,
  responses: readonly Response[],
  state: GameState,
  at: SaveRevision,
  start: GameState | null = null,
): SaveRecord {
  return {
    gameId: at.gameId,
    revision: at.revision,
    version: SAVE_VERSION,
    config,
    setup,
    responses: responses.slice(),
    savedAt: Date.now(),
    stateHash: fingerprint(JSON.stringify(state)),
    app: APP_VERSION,
    engine: ENGINE_VERSION,
    snapshot: state,
    ...(start ? { start } : {}),
  }
}

/** Our ids are 16 hex digits; a longer stored one is not ours. */
const MAX_GAME_ID = 64
const RULES: RuleSetId[] = ['modern', 'swsh', 'classic1999', 'ex2003']
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v)
const isStrList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string')
/** The player's own decks a config carries: bounded like the deck store's records (src/store/decks). */
const isCustomDecks = (v: unknown): boolean =>
  Array.isArray(v) &&
  v.length <= 2 &&
  v.every(
    (d) =>
      isObj(d) &&
      typeof d.id === 'string' &&
      d.id.length <= 80 &&
      typeof d.name === 'string' &&
      d.name.length <= 60 &&
      isStrList(d.cards) &&
      d.cards.length <= 200,
  )

/**
 * Does the record name a deck this version's catalogue does not have (a save from a newer version)? Returns the
 * reason for the player, or null. Such a record is not damaged: it is kept for the version that knows the deck.
 * The id itself is never echoed (a stored string).
 */
export function unknownDeck(config: GameConfig): string | null {
  const known = (id: string) =>
    id === RANDOM_DECK || deckById(id) !== undefined || !!config.customDecks?.some((d) => d.id === id)
  if (known(config.humanDeck) && known(config.aiDeck)) return null
  return 'it uses a deck this version does not know (it may come from a newer version of Coinflip)'
}

/** Check the shape of a stored record. Returns the record, or a short reason it is unusable. */
export function parseSave(raw: unknown): SaveRecord | string {
  if (!isObj(raw)) return 'the save is not a game record'
  if (raw.version !== SAVE_VERSION)
    // The stored value is named only when it is a plain version number: a save's text is never echoed unbounded.
    return Number.isSafeInteger(raw.version) && (raw.version as number) > 0
      ? `the save has an unknown version (${raw.version as number})`
      : 'the save has an unknown version'
  const c = raw.config
  if (
    !isObj(c) ||
    typeof c.humanDeck !== 'string' ||
    typeof c.aiDeck !== 'string' ||
    !RULES.includes(c.rules as RuleSetId) ||
    !isInt(c.seed) ||
    (c.humanSeat !== 0 && c.humanSeat !== 1) ||
    (c.level !== undefined && !AI_LEVELS.includes(c.level as AiLevel)) ||
    (c.customDecks !== undefined && !isCustomDecks(c.customDecks)) ||
    (c.format !== undefined && c.format !== 'double')
  )
    return 'the game settings in the save are damaged'
  const s = raw.setup
  if (
    !isObj(s) ||
    !Array.isArray(s.decks) ||
    s.decks.length !== 2 ||
    !s.decks.every(isStrList) ||
    !isInt(s.seed) ||
    !RULES.includes(s.rules as RuleSetId) ||
    (s.format !== undefined && s.format !== 'single' && s.format !== 'double')
  )
    return 'the decks in the save are damaged'
  if (
    !Array.isArray(raw.responses) ||
    !raw.responses.every((r) => isObj(r) && isInt(r.decision) && Array.isArray(r.picks) && r.picks.every(isInt))
  )
    return 'the moves in the save are damaged'
  if (typeof raw.savedAt !== 'number' || typeof raw.stateHash !== 'string') return 'the save is incomplete'
  if (
    (raw.gameId !== undefined && (typeof raw.gameId !== 'string' || raw.gameId.length > MAX_GAME_ID)) ||
    (raw.revision !== undefined && !(isInt(raw.revision) && raw.revision >= 0))
  )
    return 'the save is incomplete'
  if (raw.start !== undefined && !isObj(raw.start)) return 'the position the moves start from is damaged'
  // Saves from before levels: the computer played the default level. Saves from before the computer had a seed of
  // its own (ai-seed.ts): one derived from the game's, the same at every resume; the next save keeps it. A damaged
  // one is derived the same way, not held against the game: it only steers the computer's randomness.
  const config = {
    ...(c as unknown as GameConfig),
    level: (c.level as AiLevel | undefined) ?? DEFAULT_LEVEL,
    aiSeed: isAiSeed(c.aiSeed) ? c.aiSeed : derivedAiSeed(c.seed),
  }
  // Saves from before revisions: one game, named by when it was saved, at its first revision.
  const record = { ...(raw as unknown as SaveRecord), config, ...revisionOf(raw)! }
  // What only tells or helps is dropped when malformed, not held against the moves (the engine checks a snapshot).
  if (raw.snapshot !== undefined && !isObj(raw.snapshot)) delete record.snapshot
  if (raw.app !== undefined && !(typeof raw.app === 'string' && raw.app.length <= 40)) delete record.app
  if (raw.engine !== undefined && !Number.isSafeInteger(raw.engine)) delete record.engine
  return record
}

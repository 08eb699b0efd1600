/**
 * The save slot: when the match writes its game and how a saved game is found again. Writes are queued (an older
 * record never lands after a newer one) and never block play: a failed write is only warned about. `restore` reads
 * the record, has the caller rebuild the game from it (by replay) and checks the result against the record's
 * fingerprint. A record that no longer replays to the same state (a rules change in an update) continues from its
 * snapshot, the state it recorded, once the engine has checked it; a record that cannot be used either way is moved
 * aside (kept, never deleted) and reported in a sentence.
 *
 * This is the one place between the match and its storage adapter (save-storage.ts): record versions, state
 * snapshots and one tab owning a game belong here and in the adapter, not in the controller.
 */
import type { GameState } from '../../engine'
import { fingerprint, parseSave, unknownDeck, type SaveRecord, type SaveRevision } from './save-record'
import { faultOf, type SaveStorage, type StorageFaultKind } from './save-storage'
import { warn } from './warn'

/**
 * How a saved game is rebuilt: 'moves' replays its answers (from the deal, or from `record.start`); 'snapshot'
 * starts from `record.snapshot`, the position it recorded, with no answers.
 */
export type RebuildFrom = 'moves' | 'snapshot'

export type Restored<T> =
  | { kind: 'none' }
  | { kind: 'found'; record: SaveRecord; game: T; from: RebuildFrom }
  /** `message` is for the player: what was wrong, and where the record was kept. */
  | { kind: 'corrupt'; message: string }
  /** The record could not be checked now (its cards did not load): it stays where it is, to be tried again. */
  | { kind: 'later'; reason: string }
  /**
   * This version cannot resume the record, which is not damaged (a deck of a newer version): it stays where it is,
   * not resumable, and `message` tells the player so. Replacing it goes through the new-game confirmation.
   */
  | { kind: 'kept'; message: string }

/**
 * Thrown by a `restore` rebuild that cannot check the record now for a reason that is not the record's fault (a
 * card set that did not load offline): the record is left in place instead of being set aside.
 */
export class RestoreLater extends Error {}

export interface SaveSlot {
  /** False when there is no storage at all (nothing persists; nothing is ever found). */
  readonly persistent: boolean
  /**
   * Queue a write of the game in progress. It lands only over the record it follows; once a write of a game is
   * refused (another tab saved since), no later write of that game is tried: the tab is told (`refused`) instead.
   */
  write(record: SaveRecord): void
  /** Queue clearing the slot (the game ended): only while it still holds `at`, this tab's last save of the game. */
  clear(at: SaveRevision): void
  /** Resolves once every queued write or clear has landed or failed. */
  settled(): Promise<void>
  /**
   * Look for a saved game. `rebuild` replays the record or loads its snapshot (it may load cards first) and throws
   * with a reason when a move is not legal or the snapshot is refused. A replay that fails or differs from the
   * record's fingerprint falls back to the snapshot; a game already over is not resumable.
   */
  restore<T extends { state: GameState }>(
    rebuild: (record: SaveRecord, from: RebuildFrom) => T | Promise<T>,
  ): Promise<Restored<T>>
  /** Remove the saved game (the player chose not to resume it). Never rejects. */
  discard(): Promise<void>
  /**
   * Try again after storage failed: the latest save or clear that did not land (or, with none, a read to see whether
   * storage is back). Resolves once it has landed or failed; `problem` is reported either way.
   */
  retry(): Promise<void>
}

export interface SaveSlotEvents {
  /**
   * A write or clear of this tab's game was refused: the slot holds `found` (another tab's newer save of it, or
   * another game), which stays. Called once per game, with the id of the game refused.
   */
  refused?(found: SaveRevision | null, gameId: string): void
  /**
   * Storage failed (the game is not being saved), or works again (null). Called on every change: a failed write or
   * read, a write that lands after failures, the database taken by a newer version in another tab.
   */
  problem?(kind: StorageFaultKind | null): void
}

export function createSaveSlot(storage: SaveStorage | null, events: SaveSlotEvents = {}): SaveSlot {
  let queue: Promise<void> = Promise.resolve()
  /** The game whose chain of saves was broken by a refused write: its later writes would land on a stranger's. */
  let broken: string | null = null
  /** The last save of a game that this tab saw in storage (written, or found): the next write of it follows it. */
  let landed: SaveRevision | null = null
  /** A new game whose first save failed, none of its saves landed yet: its next save is its first. */
  let neverLanded: string | null = null
  /** The latest write or clear that failed (storage down), for `retry`; null once one lands. */
  let unsaved: SaveOp | null = null
  let problem: StorageFaultKind | null = null
  const report = (kind: StorageFaultKind | null) => {
    if (kind === problem) return
    problem = kind
    events.problem?.(kind)
  }
  storage?.onLost?.((fault) => {
    warn(fault)
    report(fault.kind)
  })

  /**
   * The op as it may land now. A write that failed never landed, so the next one follows the last that did (or is
   * the game's first): the gap is not mistaken for another tab's save. A clear of a game none of whose saves
   * landed clears nothing (null).
   */
  const follow = (op: SaveOp): SaveOp | null => {
    const gameId = op.kind === 'save' ? op.record.gameId : op.at.gameId
    const next = landed?.gameId === gameId ? landed.revision + 1 : neverLanded === gameId ? 0 : null
    if (next === null) return op
    if (op.kind === 'clear') return next === 0 ? null : { kind: 'clear', at: { gameId, revision: next - 1 } }
    return op.record.revision > next ? { kind: 'save', record: { ...op.record, revision: next } } : op
  }

  const enqueue = (op: SaveOp) => {
    if (!storage) return
    const s = storage
    const gameId = op.kind === 'save' ? op.record.gameId : op.at.gameId
    queue = queue.then(async () => {
      if (broken === gameId) return
      const now = follow(op)
      if (!now) return
      try {
        const r = now.kind === 'save' ? await s.save(now.record) : await s.clear(now.at)
        // Each save is the whole game: once a later one lands (or is refused), an earlier failure is moot.
        unsaved = null
        report(null)
        if (r.ok) {
          if (now.kind === 'save') landed = { gameId, revision: now.record.revision }
          if (neverLanded === gameId) neverLanded = null
          return
        }
        if (broken === gameId) return
        broken = gameId
        events.refused?.(r.found, gameId)
      } catch (e) {
        warn(e)
        unsaved = op
        if (now.kind === 'save' && now.record.revision === 0) neverLanded = gameId
        report(faultOf(e).kind)
      }
    })
  }
  return {
    persistent: storage !== null,
    write(record) {
      // A new game (revision 0) starts a new chain, even of an id once refused.
      if (record.revision === 0 && broken === record.gameId) broken = null
      enqueue({ kind: 'save', record })
    },
    clear: (at) => enqueue({ kind: 'clear', at }),
    settled: () => queue,

    async restore(rebuild) {
      /** This tab has now seen the record: its game may be saved again from here. */
      const seen = <R extends { record: SaveRecord }>(found: R): R => {
        if (broken === found.record.gameId) broken = null
        landed = { gameId: found.record.gameId, revision: found.record.revision }
        return found
      }
      if (!storage) return { kind: 'none' }
      let raw: unknown
      try {
        raw = await storage.load()
      } catch (e) {
        // Storage itself unavailable (blocked, private mode): nothing to resume; the play screen says it is not saving.
        warn(e)
        report(faultOf(e).kind)
        return { kind: 'none' }
      }
      if (raw === null || raw === undefined) return { kind: 'none' }
      let reason: string
      const record = parseSave(raw)
      const newer = typeof record === 'string' ? null : unknownDeck(record.config)
      if (newer)
        return {
          kind: 'kept',
          message: `Your saved game cannot be resumed here: ${newer}. It is kept; a new game will ask before replacing it.`,
        }
      if (typeof record === 'string') reason = record
      else {
        try {
          const replayed = await rebuildChecked(rebuild, record, 'moves')
          if (typeof replayed !== 'string') return seen(replayed)
          reason = replayed
          if (record.snapshot && reason !== OVER) {
            const resumed = await rebuildChecked(rebuild, record, 'snapshot')
            if (typeof resumed !== 'string') return seen(resumed)
            // Short enough for the start screen's status line (240 characters) to end with where it was kept.
            warn(`saved game: ${replayed}; its snapshot: ${resumed}`)
            const detail = resumed.replace(/^This game state cannot be loaded: /, '')
            reason = `its moves no longer replay, and the position it saved could not be loaded (${cut(detail, 64)})`
          }
        } catch (e) {
          if (e instanceof RestoreLater) return { kind: 'later', reason: e.message }
          throw e
        }
      }
      let where = ''
      try {
        const key = await storage.moveAside(raw)
        where = ` It was set aside (kept as "${key}").`
      } catch (e) {
        warn(e)
      }
      return { kind: 'corrupt', message: `Your saved game could not be restored: ${reason}.${where}` }
    },

    async discard() {
      try {
        await storage?.clear()
      } catch (e) {
        warn(e)
      }
    },

    async retry() {
      if (!storage) return
      const s = storage
      if (unsaved) enqueue(unsaved)
      else
        queue = queue.then(async () => {
          try {
            await s.load()
            report(null)
          } catch (e) {
            warn(e)
            report(faultOf(e).kind)
          }
        })
      await queue
    },
  }
}

/** A write or clear of the slot, as queued. */
type SaveOp = { kind: 'save'; record: SaveRecord } | { kind: 'clear'; at: SaveRevision }

const OVER = 'the saved game is already over'
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

/**
 * Rebuild `record` one way and check the result: the found game, or why it is not resumable. A snapshot must also
 * be the very state the record's fingerprint names (not damaged since it was written). RestoreLater is rethrown.
 */
async function rebuildChecked<T extends { state: GameState }>(
  rebuild: (record: SaveRecord, from: RebuildFrom) => T | Promise<T>,
  record: SaveRecord,
  from: RebuildFrom,
): Promise<Extract<Restored<T>, { kind: 'found' }> | string> {
  // A snapshot is checked as written: the engine may bring an older state up to date as it loads it.
  if (from === 'snapshot' && fingerprint(JSON.stringify(record.snapshot)) !== record.stateHash)
    return 'it does not match the rest of the save'
  try {
    const game = await rebuild(record, from)
    if (from === 'moves' && fingerprint(JSON.stringify(game.state)) !== record.stateHash)
      return 'the replayed game does not match the save'
    if (game.state.result) return OVER
    return { kind: 'found', record, game, from }
  } catch (e) {
    if (e instanceof RestoreLater) throw e
    return e instanceof Error ? e.message : String(e)
  }
}

/**
 * Is there a saved game that looks resumable? A cheap check for the start screen that loads neither the engine nor
 * the cards (only the shape is checked; `restore` replays it). Never rejects.
 */
export async function peekSave(storage: SaveStorage): Promise<boolean> {
  try {
    const r = parseSave(await storage.load())
    return typeof r !== 'string' && unknownDeck(r.config) === null
  } catch {
    return false
  }
}

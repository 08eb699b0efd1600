/**
 * The save slot: when the match writes its game and how a saved game is found again. Writes are queued (an older
 * record never lands after a newer one) and never block play: a failed write is only warned about. `restore` reads
 * the record, has the caller rebuild the game from it (by replay) and checks the result against the record's
 * fingerprint; a record that cannot be used is moved aside (kept, never deleted) and reported in a sentence.
 *
 * This is the one place between the match and its storage adapter (save-storage.ts): record versions, state
 * snapshots and one tab owning a game belong here and in the adapter, not in the controller.
 */
import type { GameState } from '../../engine'
import { fingerprint, parseSave, unknownDeck, type SaveRecord, type SaveRevision } from './save-record'
import type { SaveOutcome, SaveStorage } from './save-storage'
import { warn } from './warn'

export type Restored<T> =
  | { kind: 'none' }
  | { kind: 'found'; record: SaveRecord; game: T }
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
   * Look for a saved game. `rebuild` replays the record (it may load cards first) and throws with a reason when a
   * move is not legal; a rebuilt game whose state differs from the record's fingerprint, or is already over, is not
   * resumable either.
   */
  restore<T extends { state: GameState }>(rebuild: (record: SaveRecord) => T | Promise<T>): Promise<Restored<T>>
  /** Remove the saved game (the player chose not to resume it). Never rejects. */
  discard(): Promise<void>
}

export interface SaveSlotEvents {
  /**
   * A write or clear of this tab's game was refused: the slot holds `found` (another tab's newer save of it, or
   * another game), which stays. Called once per game.
   */
  refused?(found: SaveRevision | null): void
}

export function createSaveSlot(storage: SaveStorage | null, events: SaveSlotEvents = {}): SaveSlot {
  let queue: Promise<void> = Promise.resolve()
  /** The game whose chain of saves was broken by a refused write: its later writes would land on a stranger's. */
  let broken: string | null = null
  const enqueue = (gameId: string, f: (s: SaveStorage) => Promise<SaveOutcome>) => {
    if (!storage) return
    const s = storage
    queue = queue
      .then(async () => {
        if (broken === gameId) return
        const r = await f(s)
        if (r.ok || broken === gameId) return
        broken = gameId
        events.refused?.(r.found)
      })
      .catch(warn)
  }
  return {
    persistent: storage !== null,
    write(record) {
      // A new game (revision 0) starts a new chain, even of an id once refused.
      if (record.revision === 0 && broken === record.gameId) broken = null
      enqueue(record.gameId, (s) => s.save(record))
    },
    clear: (at) => enqueue(at.gameId, (s) => s.clear(at)),
    settled: () => queue,

    async restore(rebuild) {
      if (!storage) return { kind: 'none' }
      let raw: unknown
      try {
        raw = await storage.load()
      } catch (e) {
        // Storage itself unavailable (blocked, private mode): nothing to resume, nothing to report.
        warn(e)
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
          const game = await rebuild(record)
          if (fingerprint(JSON.stringify(game.state)) !== record.stateHash)
            reason = 'the replayed game does not match the save'
          else if (game.state.result) reason = 'the saved game is already over'
          else {
            // This tab has now seen the record: its game may be saved again from here.
            if (broken === record.gameId) broken = null
            return { kind: 'found', record, game }
          }
        } catch (e) {
          if (e instanceof RestoreLater) return { kind: 'later', reason: e.message }
          reason = e instanceof Error ? e.message : String(e)
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

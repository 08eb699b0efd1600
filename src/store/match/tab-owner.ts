/**
 * One tab owns a game (issue 19): a tab playing a saved game holds it, so a second tab resuming the same game is
 * told it is open elsewhere and may take it over, and the first tab learns that it lost it (and stops saving). With
 * the Web Locks API a game is a lock named after its id, held for as long as the tab plays it (a closed or crashed
 * tab lets go by itself; `steal` takes it over). Without Web Locks a BroadcastChannel asks the other tabs instead;
 * without either, nothing is enforced here and the save slot's revision check alone keeps saves from overwriting
 * each other (save-storage.ts).
 */

export interface TabOwner {
  /** How ownership is kept in this browser. */
  readonly kind: 'locks' | 'broadcast' | 'none'
  /**
   * Own `gameId` in this tab, letting go of the game owned before. Without `takeOver` it resolves false, owning
   * nothing, when another tab holds the game; with it the other tab loses the game (its `onLost` runs).
   */
  claim(gameId: string, takeOver: boolean): Promise<boolean>
  /** Does another tab hold `gameId` now? */
  heldElsewhere(gameId: string): Promise<boolean>
  /** Let go of the game owned (left, finished, replaced). */
  release(): void
  /** `listener(gameId)` runs when another tab takes over the game this tab owns. */
  onLost(listener: (gameId: string) => void): void
}

/** The subset of the Web Locks API used here (navigator.locks). */
export interface Locks {
  request(
    name: string,
    options: { ifAvailable?: boolean; steal?: boolean },
    callback: (lock: unknown) => Promise<void> | void,
  ): Promise<unknown>
  query(): Promise<{ held?: { name?: string }[] }>
}

const lockName = (gameId: string) => `coinflip-game-${gameId}`

/** Ownership by Web Locks: the lock is held until released, stolen, or the tab goes away. */
export function lockOwner(locks: Locks): TabOwner {
  /** The claim in force: its game, how to end it, and when its lock is free again. */
  let held: { gameId: string; letGo(): void; done: Promise<unknown> } | null = null
  let lost: (gameId: string) => void = () => {}
  /**
   * Locks let go of but maybe not yet free: this tab's own questions wait for them, so a game it just left is not
   * taken for one open in another tab.
   */
  let freeing: Promise<unknown> = Promise.resolve()

  const release = () => {
    if (!held) return
    held.letGo()
    freeing = Promise.all([freeing, held.done])
    held = null
  }

  return {
    kind: 'locks',
    async claim(gameId, takeOver) {
      release()
      let letGo!: () => void
      const released = new Promise<void>((r) => (letGo = r))
      let granted!: (yes: boolean) => void
      const answer = new Promise<boolean>((r) => (granted = r))
      const mine = { gameId, letGo, done: answer as Promise<unknown> }
      held = mine
      await freeing
      if (held !== mine) {
        // Released (or replaced) before it was asked for.
        granted(false)
        return answer
      }
      mine.done = new Promise<boolean>((resolve) => {
        locks
          .request(lockName(gameId), takeOver ? { steal: true } : { ifAvailable: true }, async (lock) => {
            if (!lock) {
              if (held === mine) held = null
              return granted(false)
            }
            granted(held === mine)
            // Held until released; a claim released before the lock came lets go at once.
            await released
          })
          .catch(() => {
            // The request rejects (AbortError) when another tab steals the lock.
            if (held === mine) {
              held = null
              lost(gameId)
            }
            granted(false)
          })
          .finally(() => resolve(true))
      })
      return answer
    },
    async heldElsewhere(gameId) {
      if (held?.gameId === gameId) return false
      await freeing
      const state = await locks.query()
      return (state.held ?? []).some((l) => l.name === lockName(gameId))
    },
    release,
    onLost(listener) {
      lost = listener
    },
  }
}

/** The subset of BroadcastChannel used here. */
export interface Channel {
  postMessage(message: unknown): void
  addEventListener(type: 'message', listener: (e: { data: unknown }) => void): void
}

type Message =
  | { type: 'who'; gameId: string; ask: string }
  | { type: 'mine'; gameId: string; ask: string }
  | { type: 'take'; gameId: string }

const isMessage = (d: unknown): d is Message =>
  typeof d === 'object' && d !== null && typeof (d as { gameId?: unknown }).gameId === 'string'

/**
 * Ownership by asking the other tabs over a BroadcastChannel (no Web Locks): "who has this game?" is answered by
 * the tab that has it within `waitMs`; "I take it" makes that tab let go. A tab that crashed answers nothing, so
 * its game counts as free.
 */
export function broadcastOwner(channel: Channel, waitMs = 250): TabOwner {
  let held: string | null = null
  let lost: (gameId: string) => void = () => {}
  const answers = new Map<string, () => void>()
  let asked = 0
  const tab = Math.random().toString(36).slice(2)

  channel.addEventListener('message', (e) => {
    const m = e.data
    if (!isMessage(m)) return
    if (m.type === 'who' && m.gameId === held) channel.postMessage({ type: 'mine', gameId: m.gameId, ask: m.ask })
    if (m.type === 'mine') answers.get(m.ask)?.()
    if (m.type === 'take' && m.gameId === held) {
      held = null
      lost(m.gameId)
    }
  })

  const heldElsewhere = (gameId: string) =>
    new Promise<boolean>((resolve) => {
      if (held === gameId) return resolve(false)
      const ask = `${tab}-${asked++}`
      const timer = setTimeout(() => done(false), waitMs)
      const done = (yes: boolean) => {
        clearTimeout(timer)
        answers.delete(ask)
        resolve(yes)
      }
      answers.set(ask, () => done(true))
      channel.postMessage({ type: 'who', gameId, ask })
    })

  return {
    kind: 'broadcast',
    async claim(gameId, takeOver) {
      held = null
      if (takeOver) channel.postMessage({ type: 'take', gameId })
      else if (await heldElsewhere(gameId)) return false
      held = gameId
      return true
    },
    heldElsewhere,
    release() {
      held = null
    },
    onLost(listener) {
      lost = listener
    },
  }
}

/** No way to know other tabs: every claim succeeds (the save slot still refuses to overwrite unseen saves). */
export function soloOwner(): TabOwner {
  return {
    kind: 'none',
    claim: async () => true,
    heldElsewhere: async () => false,
    release() {},
    onLost() {},
  }
}

/** Web Locks when the browser has them, else a BroadcastChannel, else nothing (said once in the console). */
export function browserOwner(): TabOwner {
  const nav = typeof navigator === 'undefined' ? undefined : (navigator as { locks?: Locks })
  if (nav?.locks) return lockOwner(nav.locks)
  if (typeof BroadcastChannel !== 'undefined') return broadcastOwner(new BroadcastChannel('coinflip-games'))
  console.warn(
    'Coinflip: this browser has neither Web Locks nor BroadcastChannel, so two tabs are not told about each other; a save still never overwrites one it has not seen.',
  )
  return soloOwner()
}

/**
 * Where the player is in the tutorial, kept in localStorage under TUTORIAL_KEY so it can be left and resumed:
 * the id of the step being played (the duel is rebuilt by replaying the taught moves up to that step, see
 * src/tutorial/walkthrough.ts), plus its number and lesson title for the start screen. Tiny on purpose: the start
 * screen reads it without loading the engine or the tutorial. A missing or damaged record means "not started".
 */
import type { StorageLike } from './settings'

export const TUTORIAL_KEY = 'coinflip.tutorial'

/**
 * Where one lesson's progress is kept (Tutorial.id): each lesson has its own, so leaving one does not lose the
 * other. The classic duel keeps the first key, which holds progress saved before there were two lessons.
 */
export const progressKey = (tutorial: string): string =>
  tutorial === 'classic' ? TUTORIAL_KEY : `${TUTORIAL_KEY}.${tutorial}`

/** Bounds of a sound record: no tutorial has more steps, no step id or lesson title is longer. */
const MAX_STEPS = 1000
const MAX_TEXT = 120

export interface TutorialProgress {
  /** The tutorial data's version (Tutorial.version): progress of another version starts over. */
  version: number
  step: string
  /** 0-based step number and the number of steps, for "step 9 of 25". */
  index: number
  total: number
  lesson: string
}

export function parseProgress(raw: string | null | undefined): TutorialProgress | null {
  let data: unknown
  try {
    data = raw ? JSON.parse(raw) : null
  } catch {
    return null
  }
  if (typeof data !== 'object' || data === null) return null
  const o = data as Record<string, unknown>
  // Shown on the start screen ("step 9 of 25"): numbers within what a tutorial can have, the step before the end,
  // short strings. Anything else is a damaged record, not something to echo ("step 1e+21 of 3").
  const int = (v: unknown, max: number) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max
  const text = (v: unknown): v is string => typeof v === 'string' && v.length <= MAX_TEXT
  if (!int(o.version, 1e6) || !text(o.step) || !int(o.total, MAX_STEPS) || !text(o.lesson)) return null
  if (!int(o.index, MAX_STEPS) || (o.index as number) >= (o.total as number)) return null
  return {
    version: o.version as number,
    step: o.step as string,
    index: o.index as number,
    total: o.total as number,
    lesson: o.lesson as string,
  }
}

/** The progress of each lesson, by its id (Tutorial.id). */
export interface ProgressStore {
  load(tutorial: string): TutorialProgress | null
  /** null forgets the progress (finished, skipped, started over). */
  save(tutorial: string, p: TutorialProgress | null): void
}

/** Progress in Web Storage (localStorage in the browser); storage errors are ignored (nothing persists). */
export function storageProgress(storage: (StorageLike & { removeItem?(key: string): void }) | null): ProgressStore {
  return {
    load(tutorial) {
      try {
        return parseProgress(storage?.getItem(progressKey(tutorial)))
      } catch {
        return null
      }
    },
    save(tutorial, p) {
      try {
        if (p) storage?.setItem(progressKey(tutorial), JSON.stringify(p))
        else storage?.removeItem?.(progressKey(tutorial))
      } catch {
        // private mode or quota: the tutorial still works, it just starts over next time
      }
    },
  }
}

/** The browser's progress store (localStorage when available). */
export function browserProgress(): ProgressStore {
  try {
    return storageProgress(typeof localStorage === 'undefined' ? null : localStorage)
  } catch {
    return storageProgress(null)
  }
}

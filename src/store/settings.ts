// Player settings: theme, animation speed, sound and the coach, kept in localStorage under SETTINGS_KEY.
// A missing, unreadable or corrupt stored value never breaks the app: each field falls back to its default on its
// own. index.html reads the same key before the first paint to pick the theme (keep the two in step).
import { create } from 'zustand'

export const THEMES = ['system', 'light', 'dark'] as const
export type ThemeChoice = (typeof THEMES)[number]

export const ANIMATION_SPEEDS = ['slow', 'normal', 'fast', 'off'] as const
export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number]

/** Multiplier for animation durations (0 = no animation). */
export const ANIMATION_FACTOR: Record<AnimationSpeed, number> = { slow: 1.6, normal: 1, fast: 0.5, off: 0 }

export interface Settings {
  theme: ThemeChoice
  animationSpeed: AnimationSpeed
  /** Sound effects volume, 0–100. */
  soundVolume: number
  /** Sound muted; null while the player has not chosen (then muted only if the system asks for reduced motion). */
  soundMuted: boolean | null
  /** The coach (issue 21): after the player's turn, point out a clearly better line. Off unless chosen. */
  coach: boolean
}

export const DEFAULT_SETTINGS: Readonly<Settings> = {
  theme: 'system',
  animationSpeed: 'normal',
  soundVolume: 60,
  soundMuted: null,
  coach: false,
}
export const SETTINGS_KEY = 'coinflip.settings'
// 1: theme, animationSpeed. 2: soundVolume, soundMuted (a version 1 value loads with the sound defaults).
// 3: coach (an older value loads with the coach off).
const VERSION = 3

const validVolume = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 100

/** The part of the Web Storage API the store uses (localStorage in the browser, a Map in tests). */
export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

const isOneOf = <T extends string>(list: readonly T[], v: unknown): v is T => list.includes(v as T)

/** Parse a stored value; never throws. Unknown or invalid fields take their default. */
export function parseSettings(raw: string | null | undefined): Settings {
  let data: unknown = null
  try {
    data = raw ? JSON.parse(raw) : null
  } catch {
    data = null
  }
  const obj = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {}
  return {
    theme: isOneOf(THEMES, obj.theme) ? obj.theme : DEFAULT_SETTINGS.theme,
    animationSpeed: isOneOf(ANIMATION_SPEEDS, obj.animationSpeed)
      ? obj.animationSpeed
      : DEFAULT_SETTINGS.animationSpeed,
    soundVolume: validVolume(obj.soundVolume) ? Math.round(obj.soundVolume) : DEFAULT_SETTINGS.soundVolume,
    soundMuted: typeof obj.soundMuted === 'boolean' ? obj.soundMuted : DEFAULT_SETTINGS.soundMuted,
    coach: typeof obj.coach === 'boolean' ? obj.coach : DEFAULT_SETTINGS.coach,
  }
}

export function serializeSettings(s: Settings): string {
  return JSON.stringify({
    version: VERSION,
    theme: s.theme,
    animationSpeed: s.animationSpeed,
    soundVolume: s.soundVolume,
    soundMuted: s.soundMuted,
    coach: s.coach,
  })
}

/** Whether sound is muted: the player's choice, else silent when the system asks for reduced motion. */
export function soundIsMuted(s: Pick<Settings, 'soundMuted'>, prefersReducedMotion: boolean): boolean {
  return s.soundMuted ?? prefersReducedMotion
}

/** The volume sounds play at, 0–1 (0: play nothing). */
export function effectiveVolume(s: Pick<Settings, 'soundMuted' | 'soundVolume'>, prefersReducedMotion: boolean) {
  return soundIsMuted(s, prefersReducedMotion) ? 0 : s.soundVolume / 100
}

export interface SettingsState extends Settings {
  setTheme(theme: ThemeChoice): void
  setAnimationSpeed(speed: AnimationSpeed): void
  setSoundVolume(volume: number): void
  setSoundMuted(muted: boolean): void
  setCoach(on: boolean): void
}

export function createSettingsStore(storage: StorageLike | null) {
  let initial: Settings = { ...DEFAULT_SETTINGS }
  try {
    initial = parseSettings(storage?.getItem(SETTINGS_KEY))
  } catch {
    // storage blocked (private mode, sandboxed iframe): run on defaults
  }
  const save = (s: Settings) => {
    try {
      storage?.setItem(SETTINGS_KEY, serializeSettings(s))
    } catch {
      // quota or blocked storage: the setting still applies for this session
    }
  }
  return create<SettingsState>()((set, get) => ({
    ...initial,
    setTheme(theme) {
      if (!isOneOf(THEMES, theme)) return
      set({ theme })
      save(get())
    },
    setAnimationSpeed(animationSpeed) {
      if (!isOneOf(ANIMATION_SPEEDS, animationSpeed)) return
      set({ animationSpeed })
      save(get())
    },
    setSoundVolume(volume) {
      if (!validVolume(volume)) return
      set({ soundVolume: Math.round(volume) })
      save(get())
    },
    setSoundMuted(soundMuted) {
      if (typeof soundMuted !== 'boolean') return
      set({ soundMuted })
      save(get())
    },
    setCoach(coach) {
      if (typeof coach !== 'boolean') return
      set({ coach })
      save(get())
    },
  }))
}

function browserStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

export const useSettings = createSettingsStore(browserStorage())

/** Whether the page should be dark, for a theme choice and the system preference. */
export function resolveDark(theme: ThemeChoice, systemPrefersDark: boolean): boolean {
  return theme === 'dark' || (theme === 'system' && systemPrefersDark)
}

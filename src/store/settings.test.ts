import { describe, expect, it } from 'vitest'
import {
  createSettingsStore,
  DEFAULT_SETTINGS,
  effectiveVolume,
  parseSettings,
  resolveDark,
  SETTINGS_KEY,
  type StorageLike,
} from './settings'

function memoryStorage(initial?: string): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>()
  if (initial !== undefined) data.set(SETTINGS_KEY, initial)
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) }
}

describe('settings store', () => {
  it('starts from defaults and persists changes', () => {
    const storage = memoryStorage()
    const store = createSettingsStore(storage)
    expect(store.getState()).toMatchObject(DEFAULT_SETTINGS)
    store.getState().setTheme('dark')
    store.getState().setAnimationSpeed('fast')
    const again = createSettingsStore(storage)
    expect(again.getState()).toMatchObject({ theme: 'dark', animationSpeed: 'fast' })
    expect(JSON.parse(storage.data.get(SETTINGS_KEY)!)).toEqual({
      version: 3,
      theme: 'dark',
      animationSpeed: 'fast',
      soundVolume: 60,
      soundMuted: null,
      coach: false,
    })
  })

  it.each([
    ['not json', '{oops'],
    ['null', 'null'],
    ['an array', '[1,2]'],
    ['a number', '42'],
    ['wrong types', '{"theme":7,"animationSpeed":{"x":1}}'],
  ])('recovers from a corrupt stored value (%s)', (_name, raw) => {
    expect(createSettingsStore(memoryStorage(raw)).getState()).toMatchObject(DEFAULT_SETTINGS)
  })

  it('keeps the valid fields of a partly corrupt value', () => {
    expect(parseSettings('{"theme":"purple","animationSpeed":"off"}')).toMatchObject({
      theme: 'system',
      animationSpeed: 'off',
    })
    expect(parseSettings('{"theme":"light","animationSpeed":"warp"}')).toMatchObject({
      theme: 'light',
      animationSpeed: 'normal',
    })
    expect(parseSettings('{"soundVolume":250,"soundMuted":"yes"}')).toMatchObject({ soundVolume: 60, soundMuted: null })
    expect(parseSettings('{"soundVolume":"loud","soundMuted":true}')).toMatchObject({
      soundVolume: 60,
      soundMuted: true,
    })
  })

  it('loads version 1 settings (before sound) with the sound defaults', () => {
    const old = JSON.stringify({ version: 1, theme: 'dark', animationSpeed: 'off' })
    expect(createSettingsStore(memoryStorage(old)).getState()).toMatchObject({
      theme: 'dark',
      animationSpeed: 'off',
      soundVolume: 60,
      soundMuted: null,
    })
  })

  it('has the coach off until the player turns it on, and keeps the choice (issue 21)', () => {
    const storage = memoryStorage()
    expect(createSettingsStore(storage).getState().coach).toBe(false)
    createSettingsStore(storage).getState().setCoach(true)
    expect(createSettingsStore(storage).getState().coach).toBe(true)
    // Version 2 (before the coach) loads with the coach off and everything else kept.
    const old = JSON.stringify({
      version: 2,
      theme: 'light',
      animationSpeed: 'fast',
      soundVolume: 30,
      soundMuted: true,
    })
    expect(parseSettings(old)).toEqual({
      theme: 'light',
      animationSpeed: 'fast',
      soundVolume: 30,
      soundMuted: true,
      coach: false,
    })
    expect(parseSettings('{"coach":"yes"}').coach).toBe(false)
  })

  it('keeps the sound volume and mute', () => {
    const storage = memoryStorage()
    createSettingsStore(storage).getState().setSoundVolume(25)
    createSettingsStore(storage).getState().setSoundMuted(true)
    expect(createSettingsStore(storage).getState()).toMatchObject({ soundVolume: 25, soundMuted: true })
    createSettingsStore(storage).getState().setSoundVolume(-3)
    expect(createSettingsStore(storage).getState().soundVolume).toBe(25)
  })

  it('is silent under reduced motion until the player turns sound on', () => {
    expect(effectiveVolume(DEFAULT_SETTINGS, true)).toBe(0)
    expect(effectiveVolume(DEFAULT_SETTINGS, false)).toBe(0.6)
    expect(effectiveVolume({ soundMuted: false, soundVolume: 40 }, true)).toBe(0.4)
    expect(effectiveVolume({ soundMuted: true, soundVolume: 40 }, false)).toBe(0)
  })

  it('survives storage that throws', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    const store = createSettingsStore(broken)
    expect(store.getState().theme).toBe('system')
    store.getState().setTheme('light')
    expect(store.getState().theme).toBe('light')
  })

  it('ignores invalid values from callers', () => {
    const store = createSettingsStore(memoryStorage())
    store.getState().setTheme('neon' as never)
    expect(store.getState().theme).toBe('system')
  })

  it('resolves dark mode from the choice and the system preference', () => {
    expect(resolveDark('system', true)).toBe(true)
    expect(resolveDark('system', false)).toBe(false)
    expect(resolveDark('light', true)).toBe(false)
    expect(resolveDark('dark', false)).toBe(true)
  })
})

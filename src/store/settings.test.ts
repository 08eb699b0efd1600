import { describe, expect, it } from 'vitest'
import {
  createSettingsStore,
  DEFAULT_SETTINGS,
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
    expect(JSON.parse(storage.data.get(SETTINGS_KEY)!)).toEqual({ version: 1, theme: 'dark', animationSpeed: 'fast' })
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
    expect(parseSettings('{"theme":"purple","animationSpeed":"off"}')).toEqual({
      theme: 'system',
      animationSpeed: 'off',
    })
    expect(parseSettings('{"theme":"light","animationSpeed":"warp"}')).toEqual({
      theme: 'light',
      animationSpeed: 'normal',
    })
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

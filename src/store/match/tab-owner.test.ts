import { afterEach, describe, expect, it, vi } from 'vitest'
import { broadcastOwner, browserOwner, lockOwner, soloOwner, type Locks, type TabOwner } from './tab-owner'

/**
 * The Web Locks API as the spec describes the parts used here, shared by the "tabs" of one test: `ifAvailable`
 * grants null when the name is held, `steal` rejects the holder's request with an AbortError and grants at once,
 * a lock is held until its callback's promise settles.
 */
function lockManager(): () => Locks {
  const held = new Map<string, { token: symbol; reject(e: Error): void }>()
  return () => ({
    request: (name, options, callback) =>
      new Promise((resolve, reject) => {
        if (held.has(name) && !options.steal) return void Promise.resolve(callback(null)).then(resolve, reject)
        held.get(name)?.reject(Object.assign(new Error('stolen'), { name: 'AbortError' }))
        const token = Symbol(name)
        held.set(name, { token, reject })
        const free = () => held.get(name)?.token === token && held.delete(name)
        Promise.resolve(callback({ name })).then(
          (v) => (free(), resolve(v)),
          (e: unknown) => (free(), reject(e as Error)),
        )
      }),
    query: async () => ({ held: [...held.keys()].map((name) => ({ name })) }),
  })
}

const channels: BroadcastChannel[] = []
afterEach(() => {
  for (const c of channels.splice(0)) c.close()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})
const channel = () => {
  const c = new BroadcastChannel('coinflip-games-test')
  channels.push(c)
  return c
}

const kinds: [string, () => () => TabOwner][] = [
  [
    'Web Locks',
    () => {
      const locks = lockManager()
      return () => lockOwner(locks())
    },
  ],
  ['BroadcastChannel', () => () => broadcastOwner(channel(), 50)],
]

for (const [name, browser] of kinds)
  describe(`one tab owns a game (${name})`, () => {
    it('a second tab is told the game is open elsewhere; taking it over tells the first tab it lost it', async () => {
      const tab = browser()
      const a = tab()
      const b = tab()
      const lostA = vi.fn()
      a.onLost(lostA)
      expect(await a.claim('g1', false)).toBe(true)
      expect(await b.heldElsewhere('g1')).toBe(true)
      expect(await b.claim('g1', false)).toBe(false)
      expect(lostA).not.toHaveBeenCalled()

      expect(await b.claim('g1', true)).toBe(true)
      await vi.waitFor(() => expect(lostA).toHaveBeenCalledWith('g1'))
      expect(await a.heldElsewhere('g1')).toBe(true)
      expect(await b.heldElsewhere('g1')).toBe(false)
      // Taking it back works the same way.
      const lostB = vi.fn()
      b.onLost(lostB)
      expect(await a.claim('g1', true)).toBe(true)
      await vi.waitFor(() => expect(lostB).toHaveBeenCalledWith('g1'))
    })

    it('a game let go of, or left for another game, is free for the next tab', async () => {
      const tab = browser()
      const a = tab()
      const b = tab()
      expect(await a.claim('g1', false)).toBe(true)
      expect(await a.claim('g2', false)).toBe(true)
      // A lock is let go of once its holder's callback has returned: a moment later.
      await vi.waitFor(async () => expect(await b.heldElsewhere('g1')).toBe(false))
      expect(await b.heldElsewhere('g2')).toBe(true)
      a.release()
      await vi.waitFor(async () => expect(await b.claim('g2', false)).toBe(true))
      expect(await a.heldElsewhere('g2')).toBe(true)
    })
  })

describe('one tab owns a game (Web Locks), within a tab', () => {
  it('a game this tab just left is not taken for one open in another tab, nor is a claim left pending', async () => {
    const locks = lockManager()
    const a = lockOwner(locks())
    expect(await a.claim('g1', false)).toBe(true)
    a.release()
    expect(await a.heldElsewhere('g1')).toBe(false)
    expect(await a.claim('g1', false)).toBe(true)
    // A claim let go of before its lock was asked for answers false and frees nothing it never had.
    const late = a.claim('g2', false)
    a.release()
    expect(await late).toBe(false)
    expect(await a.heldElsewhere('g1')).toBe(false)
    expect(await lockOwner(locks()).claim('g2', false)).toBe(true)
  })
})

describe('no way to know other tabs', () => {
  it('every claim succeeds and nothing is held elsewhere', async () => {
    const solo = soloOwner()
    expect(solo.kind).toBe('none')
    expect(await solo.claim('g1', false)).toBe(true)
    expect(await solo.heldElsewhere('g1')).toBe(false)
  })
})

describe('which way this browser keeps ownership', () => {
  it('Web Locks first, then a BroadcastChannel, else nothing, said in the console', () => {
    vi.stubGlobal('navigator', { locks: lockManager()() })
    expect(browserOwner().kind).toBe('locks')
    vi.stubGlobal('navigator', {})
    const owner = browserOwner()
    expect(owner.kind).toBe('broadcast')
    vi.stubGlobal('BroadcastChannel', undefined)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(browserOwner().kind).toBe('none')
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/never overwrites/))
  })
})

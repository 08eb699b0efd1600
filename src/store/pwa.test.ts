import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { RegisterSWOptions } from 'vite-plugin-pwa/types'
import { startPwa, usePwa, type PwaEnv } from './pwa'

/** A fake navigator.serviceWorker plus a fake vite-plugin-pwa registerSW. */
function fakeBrowser(initialController: object | null = { id: 'v1' }) {
  const container = new EventTarget() as EventTarget & { controller: object | null }
  container.controller = initialController
  let opts: RegisterSWOptions = {}
  const takeOver = (id: string) => {
    container.controller = { id }
    container.dispatchEvent(new Event('controllerchange'))
  }
  const activate = vi.fn(async () => takeOver('v2')) // the waiting worker activates and claims the page
  const register = (o: RegisterSWOptions) => {
    opts = o
    return activate
  }
  const reload = vi.fn()
  const env = { reload, serviceWorker: container as unknown as PwaEnv['serviceWorker'] }
  return { register, activate, reload, env, takeOver, options: () => opts }
}

describe('PWA update policy', () => {
  beforeEach(() => usePwa.setState({ needRefresh: false, updatedElsewhere: false, offlineReady: false }))

  it('shows the prompt and reloads only after the player clicks Reload', async () => {
    const b = fakeBrowser()
    startPwa(b.register, b.env)
    b.options().onNeedRefresh?.()
    expect(usePwa.getState().needRefresh).toBe(true)
    expect(b.activate).not.toHaveBeenCalled()
    expect(b.reload).not.toHaveBeenCalled()
    usePwa.getState().reload()
    await Promise.resolve()
    expect(b.activate).toHaveBeenCalledOnce()
    b.options().onNeedReload?.() // vite-plugin-pwa reports the same controller change: still one reload
    expect(b.reload).toHaveBeenCalledOnce()
  })

  it('never reloads when the new version was activated from another tab', () => {
    const b = fakeBrowser()
    startPwa(b.register, b.env)
    b.options().onNeedRefresh?.()
    b.takeOver('v2')
    b.options().onNeedReload?.()
    expect(b.reload).not.toHaveBeenCalled()
    expect(usePwa.getState()).toMatchObject({ needRefresh: false, updatedElsewhere: true })
  })

  it('does nothing when the very first install takes control of the page', () => {
    const b = fakeBrowser(null)
    startPwa(b.register, b.env)
    b.options().onOfflineReady?.()
    b.takeOver('v1')
    expect(b.reload).not.toHaveBeenCalled()
    expect(usePwa.getState()).toMatchObject({ needRefresh: false, updatedElsewhere: false, offlineReady: true })
  })

  it('Later hides the prompt without activating anything', () => {
    const b = fakeBrowser()
    startPwa(b.register, b.env)
    b.options().onNeedRefresh?.()
    usePwa.getState().dismiss()
    expect(usePwa.getState().needRefresh).toBe(false)
    expect(b.activate).not.toHaveBeenCalled()
    expect(b.reload).not.toHaveBeenCalled()
  })
})

// Service-worker update policy (docs/architecture.md, "PWA updates"):
// - A new version never reloads the page by itself. When one is installed and waiting, `needRefresh` turns on and
//   the UI shows "A new version is ready" with Reload / Later. Only `reload()` (a player's click) activates it.
// - "Later" hides the prompt; the waiting version starts the next time Coinflip is opened, or when the player
//   accepts a later prompt (every further update found while the app is open prompts again).
// - If the player accepts the update in another tab, this tab's worker changes under it. We still do not reload:
//   `updatedElsewhere` turns on and the UI asks the player to reload when convenient.
import { create } from 'zustand'
import type { RegisterSWOptions } from 'vite-plugin-pwa/types'

type RegisterSW = (options: RegisterSWOptions) => (reloadPage?: boolean) => Promise<void>

export interface PwaState {
  /** a new version is installed and waiting for the player's go-ahead */
  needRefresh: boolean
  /** another tab activated a new version; this page still runs the old one */
  updatedElsewhere: boolean
  /** the app is cached and works offline */
  offlineReady: boolean
  /** player clicked Reload: activate the waiting version (if any), then reload */
  reload(): void
  /** player clicked Later */
  dismiss(): void
}

/** What startPwa needs from the browser (injectable for unit tests). */
export interface PwaEnv {
  reload(): void
  serviceWorker?: Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'>
}

let env: PwaEnv = { reload: () => {} }
let activate: ((reloadPage?: boolean) => Promise<void>) | null = null
let playerAskedReload = false
let reloading = false
let lastController: unknown = null

function reloadOnce() {
  if (reloading) return
  reloading = true
  env.reload()
}

export const usePwa = create<PwaState>()((set, get) => ({
  needRefresh: false,
  updatedElsewhere: false,
  offlineReady: false,
  reload() {
    playerAskedReload = true
    // With a waiting worker: tell it to take over; the controller change below then reloads.
    if (activate && get().needRefresh) void activate(true)
    else reloadOnce()
  },
  dismiss() {
    set({ needRefresh: false, updatedElsewhere: false })
  },
}))

/** The page's service worker changed (after an update was activated, here or in another tab). */
function onControllerChange() {
  const controller = env.serviceWorker?.controller ?? null
  if (controller === lastController) return // already handled (two listeners report the same change)
  const firstInstall = lastController === null
  lastController = controller
  if (firstInstall) return // the very first install claiming this page: nothing to reload
  if (playerAskedReload) reloadOnce()
  else usePwa.setState({ needRefresh: false, updatedElsewhere: true })
}

const HOUR = 60 * 60 * 1000

/**
 * Register the service worker. Call once at start-up with `registerSW` from 'virtual:pwa-register'.
 */
export function startPwa(
  registerSW: RegisterSW,
  environment: PwaEnv = { reload: () => window.location.reload(), serviceWorker: navigator.serviceWorker },
) {
  env = environment
  playerAskedReload = false
  reloading = false
  lastController = env.serviceWorker?.controller ?? null
  env.serviceWorker?.addEventListener('controllerchange', onControllerChange)
  activate = registerSW({
    immediate: true,
    onNeedRefresh: () => usePwa.setState({ needRefresh: true }),
    onOfflineReady: () => usePwa.setState({ offlineReady: true }),
    // vite-plugin-pwa's "reload now" hook: we decide ourselves (never reload unless the player asked).
    onNeedReload: onControllerChange,
    onRegisteredSW: (_url, registration) => {
      if (!registration) return
      // Every newly installed version prompts, also after "Later" (vite-plugin-pwa only reports the first one).
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed' && env.serviceWorker?.controller) usePwa.setState({ needRefresh: true })
        })
      })
      // Look for a new version once an hour while the app stays open (this only downloads; it never reloads).
      setInterval(() => {
        if (navigator.onLine && !registration.installing) void registration.update().catch(() => {})
      }, HOUR)
    },
  })
}

import { usePwa } from '../store/pwa'

/**
 * "A new version is ready — Reload / Later". Shown when a new service worker is waiting; nothing reloads until
 * the player clicks Reload (see src/store/pwa.ts for the policy).
 */
export function UpdateToast() {
  const needRefresh = usePwa((s) => s.needRefresh)
  const updatedElsewhere = usePwa((s) => s.updatedElsewhere)
  const reload = usePwa((s) => s.reload)
  const dismiss = usePwa((s) => s.dismiss)
  const open = needRefresh || updatedElsewhere

  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 pb-[max(1rem,env(safe-area-inset-bottom))]"
    >
      {open && (
        <section
          aria-label="Update"
          data-testid="update-toast"
          className="pointer-events-auto flex w-full max-w-md flex-wrap items-center gap-3 rounded-2xl border border-coin-500/60 bg-white px-4 py-3 text-felt-950 shadow-xl shadow-black/20 dark:bg-felt-900 dark:text-felt-50"
        >
          <p className="min-w-0 flex-1 text-sm font-semibold">
            {updatedElsewhere
              ? 'Coinflip was updated in another tab. Reload when you are ready.'
              : 'A new version of Coinflip is ready.'}
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              onClick={dismiss}
              className="rounded-lg px-3 py-2 text-sm font-semibold text-felt-800 hover:bg-felt-100 dark:text-felt-100 dark:hover:bg-felt-800"
            >
              Later
            </button>
            <button
              type="button"
              onClick={reload}
              className="rounded-lg bg-felt-700 px-4 py-2 text-sm font-bold text-white shadow hover:bg-felt-800 dark:bg-coin-400 dark:text-felt-950 dark:hover:bg-coin-300"
            >
              Reload
            </button>
          </div>
        </section>
      )}
    </div>
  )
}

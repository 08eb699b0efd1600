import { Component, type ErrorInfo, type ReactNode } from 'react'

/**
 * A screen that fails to load or to render shows a way out instead of a blank page (issue 19). The usual cause is a
 * lazily loaded screen whose file is gone: Coinflip was updated (in another tab, or on the server) while this page
 * kept the old version. Then the way out is a reload, which loads the new version; the game in progress is saved
 * after every move, so the reload loses nothing. Any other error offers the same reload and a way back to the start.
 */
export class ScreenBoundary extends Component<{ children: ReactNode; onBack: () => void }, { error: Error | null }> {
  state: { error: Error | null } = { error: null }

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Coinflip: a screen failed', error, info.componentStack)
  }

  render() {
    const { error } = this.state
    if (!error) return this.props.children
    const update = isChunkLoadError(error)
    return (
      <div className="felt-table grid min-h-dvh place-items-center p-4">
        <section
          role="alert"
          aria-labelledby="screen-error-title"
          className="w-[min(100%,30rem)] rounded-2xl bg-white p-5 text-felt-950 shadow-2xl dark:bg-felt-900 dark:text-felt-50"
        >
          <h1 id="screen-error-title" className="font-display text-2xl font-semibold">
            {update ? 'Coinflip has been updated' : 'Something went wrong'}
          </h1>
          <p className="mt-2 text-sm">
            {update
              ? 'This page still runs the old version, and part of it is no longer there. Reload to update: your game is saved.'
              : 'This screen stopped working. Reload to start it again: your game is saved.'}
          </p>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <button
              type="button"
              onClick={() => {
                this.setState({ error: null })
                this.props.onBack()
              }}
              className="rounded-xl border-2 border-felt-300 px-4 py-2 font-bold dark:border-felt-600"
            >
              Back to start
            </button>
            <button
              type="button"
              autoFocus
              onClick={() => location.reload()}
              className="rounded-xl bg-felt-700 px-4 py-2 font-extrabold text-white shadow dark:bg-coin-400 dark:text-felt-950"
            >
              {update ? 'Reload to update' : 'Reload'}
            </button>
          </div>
        </section>
      </div>
    )
  }
}

/** A failed `import()` of a lazy chunk, as Chromium, Firefox and Safari word it (or Vite's preload helper). */
function isChunkLoadError(e: Error): boolean {
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload CSS/i.test(
    e.message,
  )
}

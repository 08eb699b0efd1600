import { useState } from 'react'
import type { SaveProblem } from '../../store/game-contract'

/** What the start screen says, by why saving fails (game-contract.ts `SaveProblem`); the table says it per game. */
const TEXT: Record<NonNullable<SaveProblem>, string> = {
  unavailable: "Games are not being saved: this browser's storage cannot be used right now. You can still play.",
  blocked:
    'Games are not being saved: an older version of Coinflip, open in another tab, is holding the saves. Close it, then retry.',
  newer: 'Games are not being saved here: a newer version of Coinflip opened in another tab. Reload to use it.',
}

/**
 * The start screen's notice when storage failed at start-up (issue 19, item 4), as the table's banner says it in a
 * game: the player knows before starting one. Retry looks again (and offers a saved game once storage is back);
 * after a newer version took the saves over, only a reload helps.
 */
export function StorageNotice({ problem, onRetry }: { problem: SaveProblem; onRetry(): Promise<void> }) {
  const [retrying, setRetrying] = useState(false)
  const [failedOnce, setFailedOnce] = useState(false)
  if (!problem) return null
  const retry = async () => {
    setRetrying(true)
    await onRetry()
    setRetrying(false)
    setFailedOnce(true) // shown only while the problem is still there
  }
  return (
    <div
      data-testid="storage-notice"
      className="mt-3 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 rounded-xl bg-amber-300 px-3 py-2 text-center text-sm font-semibold text-felt-950"
    >
      <p className="min-w-0">
        {TEXT[problem]}
        {failedOnce && problem !== 'newer' && ' (Still not working.)'}
      </p>
      <button
        type="button"
        disabled={retrying}
        onClick={() => (problem === 'newer' ? location.reload() : void retry())}
        className="rounded-lg bg-felt-800 px-3 py-1 font-bold text-white hover:bg-felt-900 disabled:opacity-60"
      >
        {problem === 'newer' ? 'Reload' : retrying ? 'Retrying…' : 'Retry'}
      </button>
    </div>
  )
}

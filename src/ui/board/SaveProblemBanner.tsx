import { useState } from 'react'
import { useGame } from '../useGame'
import type { SaveProblem } from '../../store/game-contract'

/** What the player is told, by why saving fails (game-contract.ts `SaveProblem`). */
const TEXT: Record<NonNullable<SaveProblem>, string> = {
  unavailable: "Your game is not being saved: this browser's storage cannot be used right now.",
  blocked:
    'Your game is not being saved: an older version of Coinflip, open in another tab, is holding the saves. Close it, then retry.',
  newer:
    'Your game is not being saved here: a newer version of Coinflip opened in another tab. Reload to play on with it; your last saved move is kept.',
}

/**
 * A strip above the table while the game is not being saved (issue 19): the game goes on, and the player knows.
 * Retry writes the latest move again; after a newer version took the saves over, only a reload helps.
 */
export function SaveProblemBanner() {
  const problem = useGame((s) => s.saveProblem)
  return (
    <div role="status" aria-live="polite" data-testid="save-problem">
      {problem && <Banner problem={problem} />}
    </div>
  )
}

/** Its own component, so "Still not saved" is forgotten once saving works again. */
function Banner({ problem }: { problem: NonNullable<SaveProblem> }) {
  const retrySave = useGame((s) => s.retrySave)
  const [retrying, setRetrying] = useState(false)
  const [failedOnce, setFailedOnce] = useState(false)
  const retry = async () => {
    setRetrying(true)
    await retrySave()
    setRetrying(false)
    setFailedOnce(true) // shown only while the problem is still there
  }
  return (
    <section
      aria-label="Saving"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-amber-300 px-3 py-1.5 text-sm font-semibold text-felt-950"
    >
      <p className="min-w-0">
        {TEXT[problem]}
        {failedOnce && problem !== 'newer' && ' (Still not saved.)'}
      </p>
      {problem === 'newer' ? (
        <button
          type="button"
          onClick={() => location.reload()}
          className="rounded-lg bg-felt-800 px-3 py-1 font-bold text-white hover:bg-felt-900"
        >
          Reload
        </button>
      ) : (
        <button
          type="button"
          disabled={retrying}
          onClick={() => void retry()}
          className="rounded-lg bg-felt-800 px-3 py-1 font-bold text-white hover:bg-felt-900 disabled:opacity-60"
        >
          {retrying ? 'Retrying…' : 'Retry'}
        </button>
      )}
    </section>
  )
}

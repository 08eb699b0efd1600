import { useGame } from '../useGame'

/**
 * Over the table while the computer cannot think (its worker did not load after an update, or failed): says so
 * plainly and offers to try again now. The computer's seat retries by itself with a growing pause; nothing is
 * played for it meanwhile (issue 19).
 */
export function AiFailureNotice() {
  const failure = useGame((s) => s.aiFailure)
  const retry = useGame((s) => s.retryAi)
  if (!failure) return null
  return (
    <div
      role="alert"
      className="absolute inset-x-0 top-2 z-30 mx-auto flex w-fit max-w-[calc(100%-1rem)] flex-wrap items-center justify-center gap-3 rounded-xl bg-felt-950/90 px-4 py-2 text-sm font-semibold text-white shadow-lg"
    >
      <span>{failure}</span>
      <button
        type="button"
        onClick={retry}
        className="rounded-lg bg-coin-300 px-3 py-1 font-bold text-felt-950 hover:bg-coin-200 focus-visible:outline-2 focus-visible:outline-white"
      >
        Retry now
      </button>
    </div>
  )
}

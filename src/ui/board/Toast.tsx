import { useEffect } from 'react'
import { useGame } from '../useGame'
import { useSelection } from './selection'

/**
 * Why a move was refused (the store's `error`, in red) or a hint of ours (where a dragged card can go, in a calm
 * colour: a hint is not a mistake, and the tutorial shows the same hints to newcomers).
 */
export function Toast() {
  const error = useGame((s) => s.error)
  const hint = useSelection((s) => s.hint)
  const setHint = useSelection((s) => s.setHint)
  const clearError = useGame((s) => s.clearError)
  useEffect(() => {
    if (!hint) return
    clearError() // the newer message wins: an older refusal must not hide the hint
    const t = setTimeout(() => setHint(null), 2500)
    return () => clearTimeout(t)
  }, [hint, setHint, clearError])
  const text = error ?? hint
  const tone = error ? 'bg-red-700' : 'bg-slate-800 ring-1 ring-white/20'
  return (
    <div role="alert" className="pointer-events-none absolute inset-x-0 bottom-2 z-50 flex justify-center px-3">
      {text && (
        <p
          data-tone={error ? 'error' : 'hint'}
          className={`rounded-xl px-4 py-2 text-sm font-bold text-white shadow-lg ${tone}`}
        >
          {text}
        </p>
      )}
    </div>
  )
}

import { useEffect } from 'react'
import { useGame } from '../useGame'
import { useSelection } from './selection'

/** Why a move was refused (the store's `error`) or a hint of ours, in a few words. */
export function Toast() {
  const error = useGame((s) => s.error)
  const hint = useSelection((s) => s.hint)
  const setHint = useSelection((s) => s.setHint)
  useEffect(() => {
    if (!hint) return
    const t = setTimeout(() => setHint(null), 2500)
    return () => clearTimeout(t)
  }, [hint, setHint])
  const text = error ?? hint
  return (
    <div role="alert" className="pointer-events-none absolute inset-x-0 bottom-2 z-50 flex justify-center px-3">
      {text && <p className="rounded-xl bg-red-700 px-4 py-2 text-sm font-bold text-white shadow-lg">{text}</p>}
    </div>
  )
}

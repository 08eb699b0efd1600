import { useEffect } from 'react'
import { useGame } from '../useGame'
import type { HintChoice } from '../../store/game-contract'
import { hintedSelectors, winText } from './hint-text'

/**
 * "What would you do?" (issue 21): Expert's suggestion for the player's decision over the table — the option, its
 * reason, the next two options with the estimated chance to win after each — and the card and target it points at
 * outlined on the table. Closed by its ✕; any move closes it too, since it answers one decision.
 */
export function HintPanel() {
  const hint = useGame((s) => s.hint)
  const close = useGame((s) => s.closeHint)
  useHighlight(hint?.status === 'ready' ? hint.hint.best : null)
  if (!hint) return null
  return (
    <section
      role="region"
      aria-label="Hint"
      aria-live="polite"
      data-hint-picks={hint.status === 'ready' ? hint.hint.best.picks.join(',') : undefined}
      className="absolute inset-x-0 top-2 z-30 mx-auto w-[min(100%-1rem,26rem)] rounded-xl bg-felt-950/95 p-3 text-sm text-white shadow-xl ring-2 ring-coin-300"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="font-display text-base font-semibold text-coin-200">What would Expert do?</h2>
        <button
          type="button"
          onClick={close}
          aria-label={hint.status === 'thinking' ? 'Stop the hint' : 'Close the hint'}
          className="-m-1 rounded-lg px-2 py-1 font-bold hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-coin-300"
        >
          ✕
        </button>
      </div>
      {hint.status === 'thinking' && <p className="mt-1">Thinking about your move…</p>}
      {hint.status === 'failed' && <p className="mt-1">{hint.error}</p>}
      {hint.status === 'ready' && (
        <>
          <p className="mt-1 text-base font-bold">
            {hint.hint.best.label}
            <Win c={hint.hint.best} />
          </p>
          <p className="text-white/90">{hint.hint.best.reason}</p>
          {hint.hint.alternatives.length > 0 && (
            <>
              <h3 className="mt-2 text-xs font-bold tracking-wide text-white/70 uppercase">Or</h3>
              <ol className="mt-0.5 flex flex-col gap-0.5">
                {hint.hint.alternatives.map((a) => (
                  <li key={a.picks.join(',')}>
                    <span className="font-semibold">{a.label}</span>
                    <Win c={a} />
                    <span className="block text-xs text-white/75">{a.reason}</span>
                  </li>
                ))}
              </ol>
            </>
          )}
        </>
      )}
    </section>
  )
}

function Win({ c }: { c: HintChoice }) {
  const w = winText(c.win)
  if (!w) return null
  return (
    <span className="ml-2 rounded bg-white/15 px-1.5 py-0.5 text-xs font-bold whitespace-nowrap">
      {w}
      <span className="sr-only"> estimated chance to win</span>
    </span>
  )
}

/**
 * Outline what the suggestion points at. The places and cards are rendered by many components (hand, slots);
 * marking them by their existing data attributes keeps the hint out of all of them.
 */
function useHighlight(c: HintChoice | null) {
  useEffect(() => {
    if (!c) return
    const marked: Element[] = []
    for (const sel of hintedSelectors(c))
      for (const el of document.querySelectorAll(sel)) {
        el.setAttribute('data-hinted', '')
        marked.push(el)
      }
    return () => marked.forEach((el) => el.removeAttribute('data-hinted'))
  }, [c])
}

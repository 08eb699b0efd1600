import { useEffect } from 'react'
import type { Decision } from '../../engine'

/**
 * The first control of a decision where the player answers it: a question's first option (or its Done button) in
 * the decision panel that is drawn at this size (PlayScreen has one for narrow screens and one in the side column),
 * or the action bar's first button in the main phase.
 */
function firstControl(d: Decision): HTMLElement | null {
  const selector =
    d.ask === 'main'
      ? '[role="toolbar"][aria-label="Actions"] button:not(:disabled)'
      : 'section[aria-label="Decision"] button:not(:disabled)'
  return [...document.querySelectorAll<HTMLElement>(selector)].find((el) => el.getClientRects().length > 0) ?? null
}

/** The focus is nowhere: the element that had it left the page (a question or a bar replaced by the next one). */
const focusLost = () => !document.activeElement || document.activeElement === document.body

/**
 * Keeps a keyboard player in the game: an answer replaces the decision panel or the action bar (each is keyed by its
 * decision), and the focus of the button that answered went to the page body with it, many Tabs away from the next
 * choice. When the player's next decision comes and the focus is nowhere, it goes to that decision's first control
 * (as the 2-on-2 target buttons take it from the attack button they replace). Focus that is somewhere (a card, a
 * place, a dialog) is left where the player put it.
 *
 * Moving the focus onto the next question must not let a held Enter (or Space) answer it: the key repeats, and each
 * repeat would press the newly focused button. Repeated presses therefore do not activate the table's buttons; the
 * table has no control that a held key should press again and again.
 */
export function useAnswerFocus(decision: Decision | null) {
  useEffect(() => {
    if (!decision) return
    // after the frame: the bar may render again first (a new decision puts back what was picked up)
    const frame = requestAnimationFrame(() => {
      if (focusLost()) firstControl(decision)?.focus({ preventScroll: true })
    })
    return () => cancelAnimationFrame(frame)
  }, [decision])
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.repeat && (e.key === 'Enter' || e.key === ' ') && e.target instanceof HTMLButtonElement) e.preventDefault()
    }
    window.addEventListener('keydown', onKey, true)
    return () => window.removeEventListener('keydown', onKey, true)
  }, [])
}

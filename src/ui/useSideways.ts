/**
 * Whether the window is a phone held sideways: landscape and at most 500 px high (844×390), the same media query as
 * the `sideways` variant of src/index.css. The table moves its actions to the side column then (PlayScreen), which
 * CSS alone cannot do; it follows the window when the phone turns.
 */
import { useSyncExternalStore } from 'react'

export const SIDEWAYS = '(orientation: landscape) and (max-height: 500px)'

const media = () => (typeof window === 'undefined' || !window.matchMedia ? null : window.matchMedia(SIDEWAYS))

function subscribe(onChange: () => void) {
  const m = media()
  m?.addEventListener('change', onChange)
  return () => m?.removeEventListener('change', onChange)
}

const isSideways = (): boolean => media()?.matches ?? false

/** Whether the window is held sideways, re-rendering when that changes. */
export function useSideways(): boolean {
  return useSyncExternalStore(subscribe, isSideways, () => false)
}

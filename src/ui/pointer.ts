/**
 * The word for pressing something on this device: "Tap" where the main pointer is a finger (a phone or a tablet,
 * `(pointer: coarse)`), "Click" with a mouse or a trackpad. Hints and prompts use it so they say what the player
 * does; it follows the device when that changes (a tablet docked to a keyboard and trackpad).
 */
import { useSyncExternalStore } from 'react'

const COARSE = '(pointer: coarse)'

const media = () => (typeof window === 'undefined' || !window.matchMedia ? null : window.matchMedia(COARSE))

function subscribe(onChange: () => void) {
  const m = media()
  m?.addEventListener('change', onChange)
  return () => m?.removeEventListener('change', onChange)
}

/** Whether the main pointer is a finger. */
export const isCoarsePointer = (): boolean => media()?.matches ?? false

/** "Tap" or "Click", capitalised, for the start of a sentence; lower-case it for the middle of one. */
export const pressWord = (coarse: boolean): 'Tap' | 'Click' => (coarse ? 'Tap' : 'Click')

/** `pressWord` for this device, re-rendering when the pointer kind changes. */
export function usePressWord(): 'Tap' | 'Click' {
  return pressWord(useSyncExternalStore(subscribe, isCoarsePointer, () => false))
}

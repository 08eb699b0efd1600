/**
 * A modal over whatever is open (a card's zoom) takes Back for itself: it opens an overlay of the nav (one history
 * entry, src/store/nav.ts), so the browser's or the phone's Back closes it and leaves the deck's view, the builder or
 * the table under it as they were; a second Back closes what is under it. Before, the zoom had no entry of its own and
 * Back closed the dialog it was opened in, zoom and all.
 */
import { useEffect, useRef } from 'react'
import { useNav } from '../store/nav'

/**
 * Opens the overlay while the component is mounted and calls `close` when Back closes it. Returns `release`, for the
 * modal's own close (Escape, its button): it takes the overlay's entry with it, so no Back is spent on nothing.
 */
export function useBackCloses(close: () => void): () => void {
  const held = useRef(false)
  const mounted = useRef(false)
  const onBack = useRef(close)
  useEffect(() => {
    onBack.current = close
  })
  const release = () => {
    if (!held.current) return
    held.current = false
    useNav.getState().closeOverlay()
  }
  useEffect(() => {
    mounted.current = true
    if (!held.current) held.current = useNav.getState().openOverlay('zoom')
    const stop = useNav.subscribe((s) => {
      if (held.current && s.overlay === null) {
        held.current = false
        onBack.current()
      }
    })
    return () => {
      stop()
      mounted.current = false
      // unmounted without closing (its owner went away): give the entry back. Later, not now: React's development
      // double mount (StrictMode) unmounts and mounts again at once, and the overlay stays.
      queueMicrotask(() => {
        if (!mounted.current) release()
      })
    }
  }, [])
  return release
}

import { useEffect, useState } from 'react'
import type { GameStore } from '../../store/game-contract'

type Saved = GameStore['savedGame']

/**
 * Whether a saved game can be resumed, for the start screen. The game store (with the engine) loads lazily, after
 * the start screen is up, so it stays out of the start screen's size budget.
 */
export function useSavedGame(): { saved: Saved | null; resume: () => Promise<boolean> } {
  const [saved, setSaved] = useState<Saved | null>(null)
  const [store, setStore] = useState<{ resume: () => Promise<boolean> } | null>(null)
  useEffect(() => {
    let off = () => {}
    let live = true
    void import('../useGame').then(({ useGame }) => {
      if (!live) return
      setSaved(useGame.getState().savedGame)
      setStore({ resume: () => useGame.getState().resumeSaved() })
      off = useGame.subscribe((s) => setSaved(s.savedGame))
    })
    return () => {
      live = false
      off()
    }
  }, [])
  return { saved, resume: async () => (store ? store.resume() : false) }
}

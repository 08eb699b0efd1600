import { useEffect, useState } from 'react'
import type { GameStore, OtherTab } from '../../store/game-contract'

type Saved = GameStore['savedGame']
type Resumed = 'resumed' | 'elsewhere' | 'failed'

/**
 * Whether a saved game can be resumed, for the start screen, and whether it is open in another tab (`elsewhere`;
 * `resume(true)` takes it over). The game store (with the engine) loads lazily, after the start screen is up, so
 * it stays out of the start screen's size budget.
 */
export function useSavedGame(): {
  saved: Saved | null
  elsewhere: boolean
  /** 'elsewhere': not resumed because the game is open in another tab. */
  resume: (takeOver?: boolean) => Promise<Resumed>
} {
  const [saved, setSaved] = useState<Saved | null>(null)
  const [otherTab, setOtherTab] = useState<OtherTab>(null)
  const [store, setStore] = useState<{ resume: (takeOver?: boolean) => Promise<Resumed> } | null>(null)
  useEffect(() => {
    let off = () => {}
    let live = true
    void import('../useGame').then(({ useGame }) => {
      if (!live) return
      setSaved(useGame.getState().savedGame)
      setOtherTab(useGame.getState().otherTab)
      setStore({
        resume: async (takeOver) => {
          if (await useGame.getState().resumeSaved(takeOver)) return 'resumed'
          return useGame.getState().otherTab === 'elsewhere' ? 'elsewhere' : 'failed'
        },
      })
      off = useGame.subscribe((s) => {
        setSaved(s.savedGame)
        setOtherTab(s.otherTab)
      })
    })
    return () => {
      live = false
      off()
    }
  }, [])
  return {
    saved,
    elsewhere: otherTab === 'elsewhere',
    resume: async (takeOver) => (store ? store.resume(takeOver) : 'failed'),
  }
}

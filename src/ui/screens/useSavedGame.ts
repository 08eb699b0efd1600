import { useEffect, useState } from 'react'
import type { GameStore, OtherTab, SaveProblem } from '../../store/game-contract'

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
  /** Why games are not being saved (storage failed when the saved game was looked for), or null. */
  saveProblem: SaveProblem
  /** Try storage again and, if it is back, look for the saved game again. */
  retryStorage: () => Promise<void>
} {
  const [saved, setSaved] = useState<Saved | null>(null)
  const [otherTab, setOtherTab] = useState<OtherTab>(null)
  const [saveProblem, setSaveProblem] = useState<SaveProblem>(null)
  const [store, setStore] = useState<{
    resume: (takeOver?: boolean) => Promise<Resumed>
    retryStorage: () => Promise<void>
  } | null>(null)
  useEffect(() => {
    let off = () => {}
    let live = true
    void import('../useGame').then(({ useGame }) => {
      if (!live) return
      setSaved(useGame.getState().savedGame)
      setOtherTab(useGame.getState().otherTab)
      setSaveProblem(useGame.getState().saveProblem)
      setStore({
        retryStorage: async () => {
          await useGame.getState().retrySave()
          if (!useGame.getState().saveProblem) await useGame.getState().checkSaved()
        },
        resume: async (takeOver) => {
          if (await useGame.getState().resumeSaved(takeOver)) return 'resumed'
          return useGame.getState().otherTab === 'elsewhere' ? 'elsewhere' : 'failed'
        },
      })
      off = useGame.subscribe((s) => {
        setSaved(s.savedGame)
        setOtherTab(s.otherTab)
        setSaveProblem(s.saveProblem)
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
    saveProblem,
    retryStorage: async () => store?.retryStorage(),
  }
}

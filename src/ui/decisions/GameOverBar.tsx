import type { GameResult } from '../../engine'
import { resultTitle } from './result-title'

const BTN =
  'rounded-xl px-2.5 py-1.5 text-xs font-extrabold sm:px-3 sm:py-2 sm:text-sm sideways:px-2.5 sideways:py-1 sideways:text-xs shadow focus-visible:outline-4 focus-visible:outline-coin-300'

/**
 * In place of the action bar once the game-over dialog is closed to look at the final board: who won, and the ways
 * on (the result again, a rematch, the menu). The board stays as it ended; nothing on it can be played.
 */
export function GameOverBar({
  result,
  onShow,
  onRematch,
  onLeave,
}: {
  result: GameResult
  onShow: () => void
  onRematch: () => void
  onLeave: () => void
}) {
  return (
    <div
      role="group"
      aria-label="Game over"
      className="flex flex-wrap items-center justify-center gap-1.5 px-2 py-1 sm:gap-2"
    >
      <p className="font-display text-sm font-bold text-white sm:text-base">{resultTitle(result)}</p>
      <button type="button" autoFocus onClick={onShow} className={`${BTN} bg-coin-400 text-felt-950`}>
        Show result
      </button>
      <button type="button" onClick={onRematch} className={`${BTN} bg-white/90 text-felt-900`}>
        Rematch
      </button>
      <button type="button" onClick={onLeave} className={`${BTN} bg-white/90 text-felt-900`}>
        Menu
      </button>
    </div>
  )
}

import type { GameResult } from '../../engine'
import { ResultDialog } from './ResultDialog'
import { resultText, resultTitle } from './result-title'

/**
 * Who won and why, with Rematch and a way back to the menu. `onClose` (Escape, or "See the board") hides it to look
 * at the final board; the table then offers it again (GameOverBar).
 */
export function GameOver({
  result,
  onRematch,
  onLeave,
  onClose,
}: {
  result: GameResult
  onRematch: () => void
  onLeave: () => void
  onClose: () => void
}) {
  return (
    <ResultDialog
      titleId="game-over-title"
      title={resultTitle(result)}
      text={resultText(result)}
      onClose={onClose}
      actions={[
        { label: 'See the board', onClick: onClose },
        { label: 'Menu', onClick: onLeave },
        { label: 'Rematch', onClick: onRematch, primary: true },
      ]}
    />
  )
}

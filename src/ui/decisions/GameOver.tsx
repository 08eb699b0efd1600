import type { GameResult } from '../../engine'
import { ResultDialog } from './ResultDialog'

/** Who won and why, with Rematch and a way back to the menu. */
export function GameOver({
  result,
  onRematch,
  onLeave,
}: {
  result: GameResult
  onRematch: () => void
  onLeave: () => void
}) {
  const title = result.winner === 0 ? 'You win!' : result.winner === 1 ? 'You lose' : 'Draw'
  return (
    <ResultDialog
      titleId="game-over-title"
      title={title}
      text={result.text}
      actions={[
        { label: 'Menu', onClick: onLeave },
        { label: 'Rematch', onClick: onRematch, primary: true },
      ]}
    />
  )
}

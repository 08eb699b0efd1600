import type { GameResult } from '../../engine'

/** The title of a finished game, from the player's side (seat 0). */
export function resultTitle(result: GameResult): string {
  if (result.winner === null) return 'Draw'
  if (result.winner === 0) return 'You win!'
  return result.reason === 'concede' ? 'You conceded' : 'You lose'
}

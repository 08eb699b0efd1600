/**
 * Who the table is waiting for, in words. It follows the player of the pending decision, not whose turn it is: a
 * Prize card taken or a new Active Pokémon chosen in the opponent's turn (a Knock Out by Poison, by an Ability that
 * strikes back) is the player's to do, so the opponent is not "playing" or "thinking" then (issue 20).
 */
import type { GameView } from '../../engine'

type Table = Pick<GameView, 'viewer' | 'pending' | 'result'>

/** Who must answer now: 'you' (this view's player), 'opponent', or null (nothing asked, or the game is over). */
export function whoIsAsked(view: Table | null): 'you' | 'opponent' | null {
  if (!view || view.result || !view.pending) return null
  return view.pending.seat === view.viewer ? 'you' : 'opponent'
}

/**
 * The top bar's "thinking…": the computer has been asked (`aiThinking`), the question really is its own, and it is
 * not made to wait (the tutorial holds it while a tip is read).
 */
export function opponentThinking(view: Table | null, aiThinking: boolean, opponentWaits = false): boolean {
  return aiThinking && !opponentWaits && whoIsAsked(view) === 'opponent'
}

/** The guide's line while its step is not on show yet (the table is still playing out what happened). */
export function guideWaitingLine(view: Table | null): string {
  switch (whoIsAsked(view)) {
    case 'opponent':
      return 'Your opponent is playing. Watch the table…'
    case 'you':
      return 'Watch what happened on the table: your move comes next…'
    default:
      return 'Watch the table…'
  }
}

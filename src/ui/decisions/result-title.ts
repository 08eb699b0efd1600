import type { GameResult } from '../../engine'

/** The title of a finished game, from the player's side (seat 0). */
export function resultTitle(result: GameResult): string {
  if (result.winner === null) return 'Draw'
  if (result.winner === 0) return 'You win!'
  return result.reason === 'concede' ? 'You conceded' : 'You lose'
}

/**
 * The sentence under the title, from the player's side: the engine's result text is written for either seat ("took
 * the last Prize card"), so the dialog says who did what ("The computer took its last Prize card.").
 */
export function resultText(result: GameResult): string {
  const won = result.winner === 0
  if (result.winner !== null)
    switch (result.reason) {
      case 'prizes': {
        const took = won ? 'You took your last Prize card' : 'The computer took its last Prize card'
        const emptied = result.text.includes('no Pokémon')
        return emptied ? `${took} and left ${won ? 'the computer' : 'you'} with no Pokémon in play.` : `${took}.`
      }
      case 'no-pokemon':
        return won ? 'The computer has no Pokémon left in play.' : 'You have no Pokémon left in play.'
      case 'deck-out':
        return won
          ? 'The computer could not draw a card at the start of its turn.'
          : 'You could not draw a card at the start of your turn.'
      case 'concede':
        return won ? 'The computer conceded.' : 'The computer wins this game.'
    }
  return `${result.text.charAt(0).toUpperCase()}${result.text.slice(1)}.`
}

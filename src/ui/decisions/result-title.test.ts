import { describe, expect, it } from 'vitest'
import type { GameResult } from '../../engine'
import { resultText, resultTitle } from './result-title'

const r = (winner: 0 | 1 | null, reason: GameResult['reason'], text: string): GameResult => ({ winner, reason, text })

describe('the game-over dialog speaks to the player, as a sentence', () => {
  it('says who took the last Prize card, not the engine\u2019s fragment', () => {
    expect(resultTitle(r(0, 'prizes', 'took the last Prize card'))).toBe('You win!')
    expect(resultText(r(0, 'prizes', 'took the last Prize card'))).toBe('You took your last Prize card.')
    expect(resultText(r(1, 'prizes', 'took the last Prize card'))).toBe('The computer took its last Prize card.')
    expect(resultText(r(0, 'prizes', 'took the last Prize card and left the opponent with no Pokémon'))).toBe(
      'You took your last Prize card and left the computer with no Pokémon in play.',
    )
  })

  it('names the other ways a game ends from the player\u2019s side', () => {
    expect(resultText(r(1, 'no-pokemon', 'the opponent has no Pokémon left in play'))).toBe(
      'You have no Pokémon left in play.',
    )
    expect(resultText(r(0, 'deck-out', 'x'))).toBe('The computer could not draw a card at the start of its turn.')
    expect(resultTitle(r(1, 'concede', 'the opponent conceded'))).toBe('You conceded')
    expect(resultText(r(1, 'concede', 'the opponent conceded'))).toBe('The computer wins this game.')
    expect(resultText(r(null, 'prizes', 'both players took their last Prize card'))).toBe(
      'Both players took their last Prize card.',
    )
  })
})

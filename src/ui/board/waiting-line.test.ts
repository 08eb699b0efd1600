import { describe, expect, it } from 'vitest'
import { viewFor, type GameView } from '../../engine'
import { engine, game } from '../../engine/mechanics-tests/helpers'
import { guideWaitingLine, opponentThinking, whoIsAsked } from './waiting-line'

/**
 * The opponent's turn ends with its Poisoned Active Pokémon Knocked Out at the Pokémon Checkup (rules.md PC-2: one
 * damage counter; KO-1, KO-3: the other player takes a Prize card): the player takes the Prize.
 */
function prizeInOpponentsTurn() {
  const d = game({
    current: 1,
    players: [
      { active: 'big-basic', bench: ['water-basic'] },
      { active: { card: 'fire-basic', damage: 40, conditions: ['poisoned'] }, bench: ['water-basic'] },
    ],
  })
  d.pick('End turn')
  return d
}

describe('the waiting line follows the player of the pending decision (issue 20)', () => {
  it('a Prize card taken after a Knock Out in the opponent’s turn: the player is asked, the opponent is not playing', () => {
    const d = prizeInOpponentsTurn()
    expect(d.state.pending).toMatchObject({ seat: 0, ask: 'take-prize' })
    const mine = viewFor(d.state, 0, engine.db)
    expect(whoIsAsked(mine)).toBe('you')
    expect(guideWaitingLine(mine)).not.toMatch(/opponent/i)
    // a "thinking" flag left over from the opponent's turn does not make the top bar say so
    expect(opponentThinking(mine, true)).toBe(false)
  })

  it('while the opponent has a question of its own it is playing, and thinking unless it is made to wait', () => {
    const d = game({ current: 1, players: [{ active: 'big-basic' }, { active: 'big-basic' }] })
    const mine = viewFor(d.state, 0, engine.db)
    expect(whoIsAsked(mine)).toBe('opponent')
    expect(guideWaitingLine(mine)).toBe('Your opponent is playing. Watch the table…')
    expect(opponentThinking(mine, true)).toBe(true)
    expect(opponentThinking(mine, true, true)).toBe(false)
    expect(opponentThinking(mine, false)).toBe(false)
  })

  it('nobody is waited for once the game is over', () => {
    const d = game({ players: [{ active: 'big-basic' }, { active: 'big-basic' }] })
    const view = viewFor(d.state, 0, engine.db)
    const over: GameView = { ...view, result: { winner: 0, reason: 'prizes', text: 'You took your last Prize card' } }
    expect(whoIsAsked(over)).toBeNull()
    expect(guideWaitingLine(over)).toBe('Watch the table…')
  })
})

import { describe, expect, it } from 'vitest'
import { active, game, pile, ss } from './helpers'

describe('ex2-86 Double Full Heal', () => {
  it('removes every Special Condition from your Active Pokémon, not from the opponent’s', () => {
    const d = game({
      players: [
        { active: { card: ss(75), conditions: ['confused', 'poisoned', 'burned'] }, hand: [ss(86)] },
        { active: { card: ss(75), conditions: ['asleep', 'poisoned'] } },
      ],
    })
    d.pick('Play Double Full Heal')
    const mine = active(d.state, 0).conditions
    expect([mine.rotation, mine.poisoned, mine.burned]).toEqual([null, false, false])
    expect(pile(d.state, 0, 'discard')).toEqual([ss(86)])
    const theirs = active(d.state, 1).conditions
    expect([theirs.rotation, theirs.poisoned]).toEqual(['asleep', true])
  })
})

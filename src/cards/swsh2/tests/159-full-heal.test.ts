import { describe, expect, it } from 'vitest'
import { active, game, swsh2 } from './helpers'

const MACHOP = 'base1-52'

describe('swsh2-159 Full Heal', () => {
  it('the Active Pokémon recovers from every Special Condition, Burned included', () => {
    const d = game({
      players: [
        { active: { card: MACHOP, conditions: ['confused', 'poisoned', 'burned'] }, hand: [swsh2(159)] },
        { active: MACHOP },
      ],
    })
    d.pick('Play Full Heal')
    expect(active(d.state, 0).conditions).toEqual({ rotation: null, poisoned: false, burned: false })
  })
})

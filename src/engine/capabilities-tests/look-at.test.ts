/** Capability: looking at one's own hidden cards privately (EffectCtx.lookAt, reveal to 'self'). */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { TrainerDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import { viewEvents } from '../view'
import { harness } from '../testing/harness'

const peek: TrainerDef = {
  kind: 'trainer',
  id: 'cap-peek',
  name: 'Peek',
  trainerKind: 'item',
  play: (c) => c.lookAt(c.me.prizes, 'Prize cards'),
}
const { game } = harness(makeCardDb([...TEST_CARDS, peek]))

describe('lookAt', () => {
  it('shows the cards to their owner only', () => {
    const d = game({
      players: [
        { active: 'water-basic', hand: ['cap-peek'], prizes: ['fire-basic', 'energy-water'] },
        { active: 'water-basic' },
      ],
    }).pick('Play Peek')
    const mine = viewEvents(d.events, 0).find((e) => e.type === 'reveal')
    const theirs = viewEvents(d.events, 1).find((e) => e.type === 'reveal')
    expect(mine?.type === 'reveal' && mine.cards.map((c) => c.def)).toEqual(['fire-basic', 'energy-water'])
    expect(theirs?.type === 'reveal' && theirs.cards).toEqual([])
    expect(d.state.players[0].prizes.length).toBe(2) // they stay where they are
  })
})

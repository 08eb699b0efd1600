import { describe, expect, it } from 'vitest'
import { E, game, pile, swsh2 } from './helpers'

const SUPPORTER = swsh2(158) // Dan
const CHATOT = swsh2(142)

const benchChatot = (flips: boolean[], discard: string[]) =>
  game({
    flips,
    players: [{ active: swsh2(12), hand: [CHATOT], discard }, { active: swsh2(12) }],
  }).pick('Put Chatot on the Bench')

describe('swsh2-142 Chatot', () => {
  it('Lucky Match heads: a Supporter card from the discard pile into the hand', () => {
    const d = benchChatot([true], [SUPPORTER, E.fire]).pick('Yes')
    if (d.decision.ask !== 'main') d.pick('Dan')
    expect(pile(d.state, 0, 'hand')).toEqual([SUPPORTER])
    expect(pile(d.state, 0, 'discard')).toEqual([E.fire])
  })

  it('Lucky Match tails: nothing', () => {
    const d = benchChatot([false], [SUPPORTER]).pick('Yes')
    expect(pile(d.state, 0, 'hand')).toEqual([])
    expect(pile(d.state, 0, 'discard')).toEqual([SUPPORTER])
  })

  it('Lucky Match may be declined, and is not offered without a Supporter in the discard pile', () => {
    const d = benchChatot([true], [SUPPORTER]).pick('No')
    expect(pile(d.state, 0, 'discard')).toEqual([SUPPORTER])
    expect(benchChatot([true], [E.fire]).decision.ask).toBe('main')
  })
})

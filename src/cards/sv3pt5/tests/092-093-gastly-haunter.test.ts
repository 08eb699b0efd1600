import { describe, expect, it } from 'vitest'
import { E, game, menu, pile, sv } from './helpers'

const DAISY = 'sv3pt5-158'
const CHARISMA = 'sv3pt5-161'

describe('sv3pt5-93 Haunter', () => {
  it("Spirit Return: evolving from the hand, you may put a Supporter from the opponent's discard pile into their hand", () => {
    const d = game({
      players: [
        { active: sv(92), hand: [sv(93)] },
        { active: sv(96), discard: [E.fire, DAISY, CHARISMA] },
      ],
    })
    d.pick('Evolve Gastly into Haunter').pick('Yes')
    // Only Supporters are offered.
    expect(d.labels().sort()).toEqual(["Daisy's Help", "Giovanni's Charisma"])
    d.pick("Giovanni's Charisma")
    expect(pile(d.state, 1, 'hand')).toEqual([CHARISMA])
    expect(pile(d.state, 1, 'discard')).toEqual([E.fire, DAISY])
    expect(menu(d)).not.toContain('Use Spirit Return')
  })

  it('Spirit Return may be declined', () => {
    const d = game({
      players: [
        { active: sv(92), hand: [sv(93)] },
        { active: sv(96), discard: [DAISY] },
      ],
    })
    d.pick('Evolve Gastly into Haunter').pick('No')
    expect(pile(d.state, 1, 'hand')).toEqual([])
  })

  it('Spirit Return is not offered without a Supporter in the opponent’s discard pile', () => {
    const d = game({
      players: [
        { active: sv(92), hand: [sv(93)] },
        { active: sv(96), discard: [E.fire] },
      ],
    })
    d.pick('Evolve Gastly into Haunter')
    expect(d.decision.ask).toBe('main')
  })
})

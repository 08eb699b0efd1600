/**
 * Capability: the card drawn at the start of the turn is known until the player's first action
 * (TurnFlags.drawnForTurn), so a Trainer can say "you can play this card only if you drew it from your deck at the
 * beginning of your turn, before you put it into your hand" (Nugget): it is playable as the turn's first action.
 */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { TrainerDef } from '../api/card'
import { viewFor } from '../view'
import { TEST_CARDS } from '../testing/cards'
import { harness } from '../testing/harness'
import { menu } from '../testing/menu'

const nugget: TrainerDef = {
  kind: 'trainer',
  id: 'cap-nugget',
  name: 'Fresh Nugget',
  trainerKind: 'item',
  canPlay: (c) => c.me.turn.drawnForTurn === c.src.card,
  play: (c) => {
    c.draw(3)
  },
}
const { game } = harness(makeCardDb([...TEST_CARDS, nugget]))
const filler = ['energy-fire', 'energy-fire', 'energy-fire', 'energy-fire']

describe('the card drawn for the turn', () => {
  it('is playable as the first action of the turn', () => {
    const d = game({
      players: [
        { active: 'fire-basic', deck: filler },
        { active: 'water-basic', hand: ['energy-water'], deck: ['cap-nugget', ...filler] },
      ],
    })
    d.pick('End turn')
    expect(menu(d)).toContain('Play Fresh Nugget')
    // Which card was drawn is the drawer's own knowledge: the other seat's view leaves it out.
    expect(viewFor(d.state, 1).me.turn.drawnForTurn).toBeDefined()
    expect(viewFor(d.state, 0).opponent.turn.drawnForTurn).toBeUndefined()
    d.pick('Play Fresh Nugget')
    expect(d.state.players[1].hand).toHaveLength(1 + 3)
  })
  it('is no longer "just drawn" once the player has done something else', () => {
    const d = game({
      players: [
        { active: 'fire-basic', deck: filler },
        { active: 'water-basic', hand: ['energy-water'], deck: ['cap-nugget', ...filler] },
      ],
    })
    d.pick('End turn')
    d.pick('Attach Water Energy to Splashling')
    expect(menu(d)).not.toContain('Play Fresh Nugget')
  })
  it('a copy already in the hand is not the card drawn', () => {
    const d = game({
      players: [
        { active: 'fire-basic', deck: filler },
        { active: 'water-basic', hand: ['cap-nugget'], deck: filler },
      ],
    })
    d.pick('End turn')
    expect(menu(d)).not.toContain('Play Fresh Nugget')
  })
})

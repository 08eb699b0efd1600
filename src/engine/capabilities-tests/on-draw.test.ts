/**
 * Capability: an Ability that triggers when its card is drawn at the beginning of its owner's turn (AbilityDef.onDraw,
 * e.g. "… before you put it into your hand, you may put it onto your Bench").
 */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import type { Driver } from '../testing/scenario'
import { harness } from '../testing/harness'

const jumper: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-jumper',
  name: 'Jumper',
  stage: 'stage1',
  evolvesFrom: 'Flamelet',
  hp: 80,
  types: ['fire'],
  retreat: 1,
  attacks: [],
  abilities: [
    {
      name: 'Leap In',
      onDraw: { may: true },
      canUse: (c) => c.benchRoom() > 0,
      use: (c) => void c.putOnBench(c.src.card!),
    },
  ],
}
const { game } = harness(makeCardDb([...TEST_CARDS, jumper]))

/** Seat 0 ends its turn; seat 1 draws `top` for its turn. */
function endTurnDrawing(top: string, bench: string[] = []): Driver {
  return game({
    players: [
      { active: 'fire-basic', deck: ['energy-fire'] },
      { active: 'water-basic', bench, deck: [top, 'energy-fire'] },
    ],
  }).pick('End turn')
}
const benchIds = (d: Driver) => d.state.players[1].bench.map((s) => d.state.cards[s.stack.at(-1)!]!.def)
const handIds = (d: Driver) => d.state.players[1].hand.map((u) => d.state.cards[u]!.def)

describe('onDraw Abilities', () => {
  it('the owner is asked right after the draw; yes runs the Ability (here: onto the Bench, not into the hand)', () => {
    const d = endTurnDrawing('cap-jumper')
    expect(d.decision.seat).toBe(1)
    expect(d.decision.ask).toBe('yes-no')
    d.pick('Yes')
    expect(benchIds(d)).toEqual(['cap-jumper'])
    expect(handIds(d)).toEqual([])
    expect(d.decision.ask).toBe('main')
  })

  it('no keeps the card in the hand', () => {
    const d = endTurnDrawing('cap-jumper').pick('No')
    expect(handIds(d)).toEqual(['cap-jumper'])
    expect(benchIds(d)).toEqual([])
  })

  it('not asked when canUse says no (a full Bench), nor for another card, and never offered in the main menu', () => {
    const full = endTurnDrawing('cap-jumper', Array(5).fill('water-basic'))
    expect(full.decision.ask).toBe('main')
    expect(handIds(full)).toEqual(['cap-jumper'])
    expect(full.labels().some((l) => l.includes('Leap In'))).toBe(false)
    expect(endTurnDrawing('fire-basic').decision.ask).toBe('main')
  })
})

/** Capability: a Stadium's once-per-turn action for each player (TrainerDef.stadiumAction, MainAction 'use-stadium'). */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { TrainerDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import { harness } from '../testing/harness'

const library: TrainerDef = {
  kind: 'trainer',
  id: 'cap-library',
  name: 'Library',
  trainerKind: 'stadium',
  stadiumAction: { canUse: (c) => c.me.hand.length > 0, use: (c) => void c.draw(1) },
}
const arena: TrainerDef = { ...library, id: 'cap-arena', name: 'Arena' }
const { game } = harness(makeCardDb([...TEST_CARDS, library, arena]))
const deck = ['energy-fire', 'energy-fire', 'energy-fire', 'energy-fire']

const start = (hand: string[]) =>
  game({
    stadium: { card: 'cap-library', owner: 1 },
    players: [
      { active: 'water-basic', hand, deck },
      { active: 'water-basic', hand: ['energy-fire'], deck },
    ],
  })

describe('Stadium action', () => {
  it('is offered to the player whose turn it is, once per turn, whoever owns the Stadium', () => {
    const d = start(['energy-water'])
    expect(d.labels()).toContain('Use Library')
    d.pick('Use Library')
    expect(d.state.players[0].hand.length).toBe(2)
    expect(d.labels()).not.toContain('Use Library')
    d.pick('End turn')
    expect(d.state.current).toBe(1)
    expect(d.labels()).toContain('Use Library') // the opponent's own use
  })
  it('is not offered when its condition fails', () => {
    expect(start([]).labels()).not.toContain('Use Library')
  })
  it('a new Stadium played after using the old one has its own once-per-turn use', () => {
    const d = start(['energy-water', 'cap-arena'])
    d.pick('Use Library').pick('Play Arena')
    expect(d.labels()).toContain('Use Arena')
    d.pick('Use Arena')
    expect(d.labels()).not.toContain('Use Arena')
  })
})

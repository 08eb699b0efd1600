/**
 * Capability: a hook knows the card it belongs to (HookCtx.card), and the hooks that act may cure Special Conditions,
 * discard an attached card and draw (HookActCtx.cure, discardAttached, draw): Tools that discard themselves after
 * use ("…, and discard this card") or draw when their Pokémon is Knocked Out.
 */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { TrainerDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import { harness } from '../testing/harness'
import { pile } from '../testing/read'

const berry: TrainerDef = {
  kind: 'trainer',
  id: 'cap-berry',
  name: 'Cure Berry',
  trainerKind: 'tool',
  hooks: {
    endOfTurn: (h) => {
      if (!h.self || !h.card || !h.hasCondition(h.self, 'poisoned')) return
      h.cure(h.self)
      h.discardAttached(h.card)
    },
  },
}
const egg: TrainerDef = {
  kind: 'trainer',
  id: 'cap-egg',
  name: 'Draw Egg',
  trainerKind: 'tool',
  hooks: {
    onKnockOut: (h) => {
      h.draw(3)
    },
  },
}
const { game } = harness(makeCardDb([...TEST_CARDS, berry, egg]))
const deck = ['energy-water', 'energy-water', 'energy-water', 'energy-water', 'energy-water']

describe('hooks that act on their own card', () => {
  it('a Tool cures its Pokémon at the end of the turn and discards itself; the Pokémon keeps its other cards', () => {
    const d = game({
      players: [
        {
          active: {
            card: 'fire-basic',
            conditions: ['poisoned', 'confused'],
            tools: ['cap-berry'],
            energy: ['energy-fire'],
          },
          deck,
        },
        { active: 'water-basic', deck },
      ],
    })
    d.pick('End turn')
    const a = d.state.players[0].active!
    expect(a.conditions.poisoned).toBeFalsy()
    expect(a.conditions.rotation).toBeFalsy()
    expect(a.damage).toBe(0) // cured before Pokémon Checkup: no Poison damage
    expect(a.tools).toEqual([])
    expect(a.energy).toHaveLength(1)
    expect(pile(d.state, 0, 'discard')).toEqual(['cap-berry'])
  })
  it('does nothing and stays attached when there is nothing to cure', () => {
    const d = game({
      players: [
        { active: { card: 'fire-basic', tools: ['cap-berry'] }, deck },
        { active: 'water-basic', deck },
      ],
    })
    d.pick('End turn')
    expect(d.state.players[0].active!.tools).toHaveLength(1)
  })
  it("a Tool's onKnockOut draws cards for its owner before the Pokémon leaves play", () => {
    const d = game({
      current: 1,
      players: [
        { active: { card: 'fire-basic', damage: 20, tools: ['cap-egg'] }, bench: ['water-basic'], deck },
        { active: { card: 'water-basic', energy: ['energy-water'] }, deck },
      ],
    })
    const hand = d.state.players[0].hand.length
    d.pick('Attack: Bubble') // 20 ×2 = 40: Knocked Out
    expect(d.state.players[0].hand.length).toBe(hand + 3)
    expect(pile(d.state, 0, 'discard')).toContain('cap-egg')
  })
})

/**
 * Capability: the hooks that act may give a Special Condition (HookActCtx.condition) and discard the top of a deck
 * (HookActCtx.discardTopOfDeck): Tools that burn the Attacking Pokémon when their holder is damaged, or discard the
 * top of the opponent's deck when it is Knocked Out.
 */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { TrainerDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import { harness } from '../testing/harness'
import { pile } from '../testing/read'

const scarf: TrainerDef = {
  kind: 'trainer',
  id: 'cap-scarf',
  name: 'Hot Scarf',
  trainerKind: 'tool',
  hooks: {
    afterDamagedByAttack: (h, d) => {
      if (d.attacker) h.condition(d.attacker, 'burned')
    },
  },
}
const shovel: TrainerDef = {
  kind: 'trainer',
  id: 'cap-shovel',
  name: 'Grave Shovel',
  trainerKind: 'tool',
  hooks: {
    onKnockOut: (h, ko) => {
      if (ko.byAttack) h.discardTopOfDeck(h.owner === 0 ? 1 : 0, 2)
    },
  },
}
const { game } = harness(makeCardDb([...TEST_CARDS, scarf, shovel]))
const deck = ['energy-water', 'energy-grass', 'energy-fire', 'energy-fire', 'energy-fire']

describe('hooks that give a Special Condition or discard from a deck', () => {
  it('a Tool burns the Attacking Pokémon when its holder is damaged', () => {
    const d = game({
      flips: [false], // the Burn flip at Pokémon Checkup: tails, it stays Burned
      players: [
        { active: { card: 'fire-basic', energy: ['energy-fire'] }, deck },
        { active: { card: 'big-basic', tools: ['cap-scarf'] }, deck },
      ],
    })
    d.pick('Attack: Scratch')
    expect(d.state.players[0].active!.conditions.burned).toBe(true)
    expect(d.state.players[0].active!.damage).toBe(20) // Burned at the Checkup right after the attack
  })
  it("a Tool discards the top 2 cards of the opponent's deck when its holder is Knocked Out by an attack", () => {
    const d = game({
      players: [
        { active: { card: 'fire-basic', energy: ['energy-fire', 'energy-fire'] }, deck },
        { active: { card: 'colorless-basic', tools: ['cap-shovel'] }, bench: ['big-basic'], deck },
      ],
    })
    d.pick('Attack: Ember')
    expect(pile(d.state, 0, 'discard')).toEqual(['energy-water', 'energy-grass'])
    expect(pile(d.state, 0, 'deck')).toHaveLength(3)
  })
})

import { describe, expect, it } from 'vitest'
import { E, active, game, menu, pile, swsh2 } from './helpers'

const GREEDENT = [swsh2(151), swsh2(152)]
const TOOL = swsh2(155) // Burning Scarf

describe('swsh2-151 Skwovet', () => {
  it('Bite: 20 damage', () => {
    const d = game({ players: [{ active: { card: swsh2(151), energy: [E.fire, E.fire] } }, { active: swsh2(108) }] })
    d.pick('Attack: Bite')
    expect(active(d.state, 1).damage).toBe(20)
  })
})

describe('swsh2-152 Greedent', () => {
  it('Greedy Tail: a Pokémon Tool card from the deck into the hand, once a turn', () => {
    const d = game({
      players: [{ active: { card: GREEDENT }, deck: [E.fire, TOOL, swsh2(158), TOOL] }, { active: swsh2(108) }],
    })
    d.pick('Use Greedy Tail')
    // Only the Tools are offered (not Dan, a Supporter).
    expect(d.labels().every((l) => l === 'Burning Scarf')).toBe(true)
    d.pick('Burning Scarf')
    expect(pile(d.state, 0, 'hand')).toEqual([TOOL])
    expect(menu(d)).not.toContain('Use Greedy Tail')
  })

  it('Tail Smack: 80 damage', () => {
    const d = game({
      players: [{ active: { card: GREEDENT, energy: [E.fire, E.fire, E.fire] } }, { active: swsh2(108) }],
    })
    d.pick('Attack: Tail Smack')
    expect(active(d.state, 1).damage).toBe(80)
  })
})

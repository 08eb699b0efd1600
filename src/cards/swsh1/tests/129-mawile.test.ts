import { describe, expect, it } from 'vitest'
import { E, active, energyOf, game, pile, swsh1 } from './helpers'

const TARGET = [swsh1(97), swsh1(98), swsh1(99)] // Rhyperior: 190 HP, weak to Grass only

describe('swsh1-129 Mawile', () => {
  it('Find a Friend: a Pokémon card from the deck into the hand (only Pokémon are offered)', () => {
    const d = game({
      players: [
        { active: { card: swsh1(129), energy: [E.fire] }, deck: [E.water, swsh1(130), 'swsh1-183'] },
        { active: { card: TARGET } },
      ],
    })
    d.pick('Attack: Find a Friend')
    expect(d.labels()).toEqual(['Ferroseed'])
    d.pick('Ferroseed')
    expect(pile(d.state, 0, 'hand')).toEqual([swsh1(130)])
    expect(pile(d.state, 0, 'deck')).toHaveLength(2)
  })

  it('Crunch: 40 damage and the attacker discards an Energy of their choice from the Defending Pokémon', () => {
    const d = game({
      players: [
        { active: { card: swsh1(129), energy: [E.metal, E.fire] } },
        { active: { card: TARGET, energy: [E.fighting, E.water] } },
      ],
    })
    d.pick('Attack: Crunch').pick('Basic Water Energy')
    expect(active(d.state, 1).damage).toBe(40)
    expect(energyOf(d.state, active(d.state, 1))).toEqual([E.fighting])
    expect(pile(d.state, 1, 'discard')).toEqual([E.water])
  })

  it('Crunch on a Pokémon without Energy only does the damage', () => {
    const d = game({
      players: [{ active: { card: swsh1(129), energy: [E.metal, E.fire] } }, { active: { card: TARGET } }],
    })
    d.pick('Attack: Crunch')
    expect(active(d.state, 1).damage).toBe(40)
    expect(d.labels()).toContain('End turn')
  })
})

import { describe, expect, it } from 'vitest'
import { E, active, bench, game, pile, swsh2, top } from './helpers'

describe('swsh2-121 Malamar V', () => {
  it("Drag Off: a Benched Pokémon of the opponent's becomes Active and takes 30", () => {
    const d = game({
      players: [
        { active: { card: swsh2(121), energy: [E.darkness, E.fire] } },
        { active: swsh2(111), bench: [swsh2(100)] },
      ],
    })
    d.pick('Attack: Drag Off').pick('Whiscash')
    expect(top(d.state, active(d.state, 1))).toBe(swsh2(100))
    expect(active(d.state, 1).damage).toBe(30)
    expect(bench(d.state, 1, 0).damage).toBe(0)
  })

  it('Brain Shake: 130 damage and Confused', () => {
    const d = game({
      players: [
        { active: { card: swsh2(121), energy: [E.darkness, E.darkness, E.fire] } },
        { active: { card: [swsh2(92), swsh2(93)] } },
      ],
    })
    d.pick('Attack: Brain Shake')
    // Dragapult VMAX is weak to Darkness.
    expect(active(d.state, 1).damage).toBe(260)
    expect(active(d.state, 1).conditions.rotation).toBe('confused')
  })
})

describe('swsh2-122 Malamar VMAX', () => {
  it('Max Jammer: 180 damage; a card you choose from their shown hand goes under their deck', () => {
    const d = game({
      players: [
        { active: { card: [swsh2(121), swsh2(122)], energy: [E.darkness, E.darkness, E.fire] } },
        { active: swsh2(108), hand: [E.water, swsh2(96)], deck: [E.fire, E.fire] },
      ],
    })
    d.pick('Attack: Max Jammer')
    expect(d.labels()).toEqual(['Basic Water Energy', 'Nosepass'])
    d.pick('Nosepass')
    // Their hand keeps the Water Energy (and the card drawn for their turn).
    expect(pile(d.state, 1, 'hand')).toContain(E.water)
    expect(pile(d.state, 1, 'hand')).not.toContain(swsh2(96))
    expect(pile(d.state, 1, 'deck').at(-1)).toBe(swsh2(96))
    expect(active(d.state, 1).damage).toBe(180)
  })
})

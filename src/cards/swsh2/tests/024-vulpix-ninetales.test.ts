import { describe, expect, it } from 'vitest'
import { E, active, game, pile, swsh2 } from './helpers'

describe('swsh2-24 Vulpix, swsh2-25 Ninetales', () => {
  it('Confuse Ray: Confused, no damage', () => {
    const d = game({
      players: [{ active: { card: swsh2(24), energy: [E.fire] } }, { active: { card: [swsh2(35), swsh2(36)] } }],
    })
    d.pick('Attack: Confuse Ray')
    expect(active(d.state, 1).conditions.rotation).toBe('confused')
    expect(active(d.state, 1).damage).toBe(0)
  })

  for (const cond of [null, 'poisoned', 'asleep'] as const)
    it(`Hex: 30, or 120 against a Pokémon with a Special Condition (${cond ?? 'none'})`, () => {
      const d = game({
        flips: [false],
        players: [
          { active: { card: [swsh2(24), swsh2(25)], energy: [E.fire] } },
          { active: { card: [swsh2(35), swsh2(36)], conditions: cond ? [cond] : [] } },
        ],
      })
      d.pick('Attack: Hex')
      expect(active(d.state, 1).damage).toBe((cond ? 120 : 30) + (cond === 'poisoned' ? 10 : 0))
    })

  it('Flickering Flames: 90 damage, then Asleep', () => {
    const d = game({
      flips: [false],
      players: [
        { active: { card: [swsh2(24), swsh2(25)], energy: [E.fire, E.fire, E.fire] } },
        { active: { card: [swsh2(35), swsh2(36)] } },
      ],
    })
    d.pick('Attack: Flickering Flames')
    expect(active(d.state, 1).damage).toBe(90)
    expect(active(d.state, 1).conditions.rotation).toBe('asleep')
  })
})

describe('swsh2-26 Ninetales V', () => {
  it("Nine-Tailed Shapeshifter uses the chosen attack of the opponent's Active Pokémon", () => {
    const d = game({
      flips: [false],
      players: [
        { active: { card: swsh2(26), energy: [E.fire, E.fire, E.fire] } },
        { active: { card: [swsh2(35), swsh2(36)] } },
      ],
    })
    d.pick('Attack: Nine-Tailed Shapeshifter')
    expect(d.labels()).toEqual(['Counter', 'Max Pyro Ball'])
    d.pick('Max Pyro Ball')
    expect(active(d.state, 1).damage).toBe(170 + 20)
    expect(active(d.state, 1).conditions.burned).toBe(true)
  })

  it('Flamethrower: 180 damage, then an Energy of Ninetales V is discarded', () => {
    const d = game({
      players: [
        { active: { card: swsh2(26), energy: [E.fire, E.fire, E.fire, E.fire] } },
        { active: { card: [swsh2(35), swsh2(36)] } },
      ],
    })
    d.pick('Attack: Flamethrower')
    expect(active(d.state, 1).damage).toBe(180)
    expect(active(d.state, 0).energy).toHaveLength(3)
    expect(pile(d.state, 0, 'discard')).toEqual([E.fire])
  })
})

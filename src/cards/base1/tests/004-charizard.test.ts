import { describe, expect, it } from 'vitest'
import { E, P, active, both, game, menu, pile } from './helpers'

describe('base1-4 Charizard', () => {
  for (const rules of both) {
    it(`Energy Burn makes all attached Energy Fire for the turn, so Fire Spin can be paid (${rules})`, () => {
      const d = game({
        rules,
        players: [
          { active: { card: P.charizard, energy: [E.water, E.water, E.fire, E.grass] } },
          { active: P.chansey },
        ],
      })
      expect(menu(d)).not.toContain('Attack: Fire Spin')
      d.pick('Use Energy Burn')
      expect(menu(d)).not.toContain('Use Energy Burn') // nothing left to turn into Fire
      d.pick('Attack: Fire Spin').pick('Water Energy', 'Grass Energy')
      expect(active(d.state, 1).damage).toBe(100)
      expect(pile(d.state, 0, 'discard').sort()).toEqual([E.grass, E.water].sort())
      expect(active(d.state, 0).energy.length).toBe(2)
    })
  }

  it('Double Colorless Energy becomes 2 Fire Energy', () => {
    const d = game({ players: [{ active: { card: P.charizard, energy: [E.dce, E.dce] } }, { active: P.chansey }] })
    d.pick('Use Energy Burn').pick('Attack: Fire Spin').pick('Double Colorless Energy', 'Double Colorless Energy')
    expect(active(d.state, 1).damage).toBe(100)
    expect(active(d.state, 0).energy).toEqual([])
  })

  it('the effect ends with the turn', () => {
    const d = game({
      players: [{ active: { card: P.charizard, energy: [E.water, E.water, E.water, E.water] } }, { active: P.chansey }],
    })
    d.pick('Use Energy Burn').pick('End turn').pick('End turn')
    expect(menu(d)).not.toContain('Attack: Fire Spin')
    expect(menu(d)).toContain('Use Energy Burn')
  })

  it('Energy Burn is off while Charizard is Asleep, Confused or Paralyzed', () => {
    for (const cond of ['asleep', 'confused', 'paralyzed'] as const) {
      const d = game({
        players: [{ active: { card: P.charizard, energy: [E.water], conditions: [cond] } }, { active: P.chansey }],
      })
      expect(menu(d)).not.toContain('Use Energy Burn')
    }
  })
})

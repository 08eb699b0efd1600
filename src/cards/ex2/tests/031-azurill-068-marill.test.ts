import { describe, expect, it } from 'vitest'
import { E, active, game, menu, pile, ss, top } from './helpers'

describe('ex2-31 Azurill', () => {
  it('Baby Evolution puts Marill from the hand on Azurill and removes all its damage counters', () => {
    const d = game({ players: [{ active: { card: ss(31), damage: 30 }, hand: [ss(68)] }, { active: ss(75) }] })
    d.pick('Use Baby Evolution')
    expect(top(d.state, active(d.state, 0))).toBe(ss(68))
    expect(active(d.state, 0).damage).toBe(0)
  })

  it('Baby Evolution works even while Azurill is Asleep (and evolving ends the Sleep)', () => {
    const d = game({
      players: [{ active: { card: ss(31), conditions: ['asleep'] }, hand: [ss(68)] }, { active: ss(75) }],
    })
    d.pick('Use Baby Evolution')
    expect(top(d.state, active(d.state, 0))).toBe(ss(68))
    expect(active(d.state, 0).conditions.rotation).toBeNull()
  })

  it('Baby Evolution needs Marill in the hand and follows the evolution timing', () => {
    expect(menu(game({ players: [{ active: ss(31) }, { active: ss(75) }] }))).not.toContain('Use Baby Evolution')
    const first = game({ turn: 2, current: 1, players: [{ active: ss(75) }, { active: ss(31), hand: [ss(68)] }] })
    expect(menu(first)).not.toContain('Use Baby Evolution')
  })

  for (const heads of [true, false])
    it(`a Baby Pokémon: attacking Azurill flips a coin first; ${heads ? 'heads, the attack goes on' : 'tails, the turn ends without it'}`, () => {
      const d = game({
        flips: heads ? [true, false] : [false],
        players: [{ active: { card: ss(75), energy: [E.fighting] } }, { active: ss(31) }],
      })
      d.pick('Attack: Poison Needle')
      // Poison Needle's own coin comes after the Baby flip (tails: no Poison). Azurill is weak to Fighting.
      expect(active(d.state, 1).damage).toBe(heads ? 20 : 0)
      expect(d.state.current).toBe(1)
    })

  it('Jump Catch finds a Trainer card', () => {
    const d = game({
      players: [{ active: { card: ss(31), energy: [E.fire] }, deck: [ss(75), ss(86)] }, { active: ss(75) }],
    })
    d.pick('Attack: Jump Catch')
    expect(d.labels()).toEqual(['Double Full Heal'])
    d.pick('Double Full Heal')
    expect(pile(d.state, 0, 'hand')).toEqual([ss(86)])
  })
})

describe('ex2-68 Marill, Double Bubble', () => {
  for (const [flips, damage, paralyzed] of [
    [[true, true], 20, true],
    [[true, false], 10, true],
    [[false, false], 0, false],
  ] as const)
    it(`${flips.filter(Boolean).length} heads: ${damage} damage${paralyzed ? ', Paralyzed' : ''}`, () => {
      const d = game({
        flips: [...flips],
        players: [{ active: { card: ss(68), energy: [E.water, E.fire] } }, { active: 'base1-2' }],
      })
      d.pick('Attack: Double Bubble')
      expect(active(d.state, 1).damage).toBe(damage)
      expect(active(d.state, 1).conditions.rotation).toBe(paralyzed ? 'paralyzed' : null)
    })
})

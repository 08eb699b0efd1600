import { describe, expect, it } from 'vitest'
import { E, active, energyOf, game, menu, ss } from './helpers'

const PIKACHU = 'base1-58'
const CHANSEY = 'base1-3' // 120 HP, weak to Fighting only
const { lightning: L, fire: R } = E

describe('ex2-98 Raichu ex', () => {
  it('evolves from the ordinary Pikachu', () => {
    const d = game({ players: [{ active: PIKACHU, hand: [ss(98)] }, { active: CHANSEY }] })
    expect(menu(d)).toContain('Evolve Pikachu into Raichu ex')
  })
  for (const heads of [true, false])
    it(`Dazzle Blast: 20${heads ? ', Confused' : ''}`, () => {
      const d = game({
        flips: [heads],
        players: [{ active: { card: [PIKACHU, ss(98)], energy: [L] } }, { active: CHANSEY }],
      })
      d.pick('Attack: Dazzle Blast')
      expect(active(d.state, 1).damage).toBe(20)
      expect(active(d.state, 1).conditions.rotation).toBe(heads ? 'confused' : null)
    })
  it('Mega Thunderbolt: 120, then every Energy card attached to Raichu ex is discarded', () => {
    const d = game({
      players: [{ active: { card: [PIKACHU, ss(98)], energy: [L, L, R, R] } }, { active: 'base1-2', bench: [ss(75)] }],
    })
    d.pick('Attack: Mega Thunderbolt')
    expect(energyOf(d.state, active(d.state, 0))).toEqual([])
  })
  it('gives 2 Prize cards when Knocked Out', () => {
    const d = game({
      current: 1,
      players: [
        { active: { card: [PIKACHU, ss(98)], damage: 90 }, bench: [ss(75)] },
        { active: { card: ss(75), energy: [E.fighting] } },
      ],
    })
    d.pick('Attack: Poison Needle')
    while (d.decision.ask === 'take-prize') d.pickIndices(Array.from({ length: d.decision.min }, (_, i) => i))
    expect(d.state.players[1].prizes.length).toBe(4)
  })
})

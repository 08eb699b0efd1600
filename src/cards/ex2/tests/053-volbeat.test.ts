import { describe, expect, it } from 'vitest'
import { E, active, game, menu, ss } from './helpers'

const { fire: R, grass: G } = E

describe('ex2-53 Volbeat', () => {
  it('Uplifting Glow: no Retreat Cost while an Illumise is in play, either side', () => {
    for (const side of [0, 1]) {
      const d = game({
        players: [
          { active: ss(53), bench: side === 0 ? [ss(38)] : [ss(75)] },
          { active: 'base1-2', bench: side === 1 ? [ss(38)] : [] },
        ],
      })
      expect(
        menu(d).some((l) => l.startsWith('Retreat')),
        `Illumise on side ${side}`,
      ).toBe(true)
    }
  })

  it('Uplifting Glow: without Illumise, Volbeat pays its Retreat Cost', () => {
    const d = game({ players: [{ active: ss(53), bench: [ss(75)] }, { active: 'base1-2' }] })
    expect(menu(d).some((l) => l.startsWith('Retreat'))).toBe(false)
  })

  for (const heads of [true, false])
    it(`Toxic Vibration: ${heads ? 'heads, Poisoned' : 'tails, Asleep'}`, () => {
      // The second coin is the Asleep check at Pokémon Checkup: tails, it stays Asleep.
      const d = game({
        flips: [heads, false],
        players: [{ active: { card: ss(53), energy: [R] } }, { active: 'base1-3' }],
      })
      d.pick('Attack: Toxic Vibration')
      expect(active(d.state, 1).conditions.poisoned).toBe(heads)
      expect(active(d.state, 1).conditions.rotation).toBe(heads ? null : 'asleep')
    })

  for (const cond of [null, 'burned'] as const)
    it(`Pester: 20${cond ? ' plus 20 against a Pokémon with a Special Condition' : ''}`, () => {
      const d = game({
        players: [
          { active: { card: ss(53), energy: [G, R] } },
          { active: { card: 'base1-3', conditions: cond ? [cond] : [] } },
        ],
      })
      d.pick('Attack: Pester')
      expect(active(d.state, 1).damage).toBe(cond ? 40 : 20)
    })
})

/** The Poké-Bodies that strike back: Fire Veil (ex2-15 Arcanine, ex2-65 Growlithe), Poison Payback (ex2-57 Cacnea). */
import { describe, expect, it } from 'vitest'
import { E, active, energyOf, game, ss } from './helpers'

const ATTACKER = { card: 'base1-2', energy: [E.water, E.water, E.water] } // Blastoise, Hydro Pump 40+

describe('Fire Veil and Poison Payback', () => {
  const CASES: [card: string | string[], name: string, check: 'burned' | 'poisoned'][] = [
    [ss(65), 'Growlithe', 'burned'],
    [[ss(65), ss(15)], 'Arcanine', 'burned'],
    [ss(57), 'Cacnea', 'poisoned'],
  ]
  for (const [id, name, check] of CASES)
    it(`${name}: damaged by the opponent's attack while Active, the attacker is now ${check} (even on a Knock Out)`, () => {
      const d = game({
        current: 1,
        players: [{ active: { card: id }, bench: [ss(75)] }, { active: ATTACKER }],
      })
      d.pick('Attack: Hydro Pump')
      expect(active(d.state, 1).conditions[check]).toBe(true)
    })

  it('not from the Bench', () => {
    const d = game({ current: 1, players: [{ active: ss(75), bench: [ss(65)] }, { active: ATTACKER }] })
    d.pick('Attack: Hydro Pump')
    expect(active(d.state, 1).conditions.burned).toBe(false)
  })
})

describe('ex2-15 Arcanine, Burn Up', () => {
  for (const heads of [true, false])
    it(`does 60; ${heads ? 'heads: keeps its Energy' : 'tails: discards all Fire Energy cards attached'}`, () => {
      const d = game({
        flips: [heads],
        players: [{ active: { card: [ss(65), ss(15)], energy: [E.fire, E.fire, E.water] } }, { active: 'base1-2' }],
      })
      d.pick('Attack: Burn Up')
      expect(active(d.state, 1).damage).toBe(60)
      expect(energyOf(d.state, active(d.state, 0))).toEqual(heads ? [E.fire, E.fire, E.water] : [E.water])
    })
})

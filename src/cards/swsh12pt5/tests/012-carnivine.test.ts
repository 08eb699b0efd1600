import { describe, expect, it } from 'vitest'
import { E, active, crz, game } from './helpers'

const SNORLAX_V = 'swsh1-141'

describe('swsh12pt5-12 Carnivine', () => {
  it('Festering Saliva: no damage; Burned and Poisoned (the Checkup adds 10 for Poison and 20 for the Burn)', () => {
    const d = game({
      flips: [true], // the Burn's Checkup flip: heads, it is cured after its damage
      players: [{ active: { card: crz(12), energy: [E.grass] } }, { active: SNORLAX_V }],
    })
    d.pick('Attack: Festering Saliva')
    const a = active(d.state, 1)
    expect(a.damage).toBe(10 + 20)
    expect(a.conditions.poisoned).toBe(true)
  })

  it('Festering Saliva leaves both conditions on until the Checkup', () => {
    const d = game({ players: [{ active: { card: crz(12), energy: [E.grass] } }, { active: SNORLAX_V }] })
    d.pick('Attack: Festering Saliva')
    const burnedOn = d.events.some((e) => e.type === 'condition' && e.condition === 'burned' && e.on)
    const poisonedOn = d.events.some((e) => e.type === 'condition' && e.condition === 'poisoned' && e.on)
    expect([burnedOn, poisonedOn]).toEqual([true, true])
  })

  it("Bind Down: 40 damage; the Defending Pokémon can't retreat during the opponent's next turn", () => {
    const d = game({
      players: [
        { active: { card: crz(12), energy: [E.fire, E.fire] } },
        { active: { card: crz(4), energy: [E.fire, E.fire] }, bench: [SNORLAX_V] },
      ],
    })
    d.pick('Attack: Bind Down')
    expect(d.state.current).toBe(1)
    expect(active(d.state, 1).damage).toBe(40)
    expect(d.has('Retreat')).toBe(false)
    d.pick('End turn').pick('End turn')
    expect(d.has('Retreat')).toBe(true)
  })
})

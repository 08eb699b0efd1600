import { describe, expect, it } from 'vitest'
import { attack, hasAttack } from '../../../engine/testing/menu'
import { E, active, bench, crz, game, top } from './helpers'

const SNORLAX_V = 'swsh1-141'
/** Grookey: 60 HP, Grass, weak to Fire: Weakness would show on the Active, not on the Bench. */
const GROOKEY = 'swsh1-10'

describe('swsh12pt5-8 Yanma', () => {
  it("Swoop Across: 10 damage to each of the opponent's Pokémon, Weakness on none of the Benched ones", () => {
    const d = game({
      players: [{ active: { card: crz(8), energy: [E.fire] } }, { active: SNORLAX_V, bench: [GROOKEY, SNORLAX_V] }],
    })
    d.pick('Attack: Swoop Across')
    expect(active(d.state, 1).damage).toBe(10)
    expect([bench(d.state, 1, 0).damage, bench(d.state, 1, 1).damage]).toEqual([10, 10])
  })
})

describe('swsh12pt5-9 Yanmega', () => {
  const YANMEGA = [crz(8), crz(9)]

  it('evolves from Yanma and has no Retreat Cost', () => {
    const d = game({ players: [{ active: crz(8), hand: [crz(9)], bench: [crz(7)] }, { active: SNORLAX_V }] })
    d.pick('Evolve Yanma into Yanmega')
    expect(top(d.state, active(d.state, 0))).toBe(crz(9))
    d.pick('Retreat')
    expect(top(d.state, active(d.state, 0))).toBe(crz(7))
  })

  it('Shoot Through: 20 to the Active and 20 to the Benched Pokémon chosen (no Weakness there)', () => {
    const d = game({
      players: [{ active: { card: YANMEGA, energy: [E.fire] } }, { active: SNORLAX_V, bench: [SNORLAX_V, GROOKEY] }],
    })
    d.pick('Attack: Shoot Through').pick('Grookey')
    expect(active(d.state, 1).damage).toBe(20)
    expect([bench(d.state, 1, 0).damage, bench(d.state, 1, 1).damage]).toEqual([0, 20])
  })

  it('Shoot Through with an empty Bench: 20 to the Active only', () => {
    const d = game({ players: [{ active: { card: YANMEGA, energy: [E.fire] } }, { active: SNORLAX_V }] })
    d.pick('Attack: Shoot Through')
    expect(active(d.state, 1).damage).toBe(20)
  })

  it('Jet Wing: 160 damage; Yanmega cannot attack during its next turn, then can again', () => {
    const d = game({
      players: [
        { active: { card: YANMEGA, energy: [E.grass, E.grass, E.fire] } },
        { active: { card: ['swsh1-141', 'swsh1-142'] } },
      ],
    })
    attack(d, 'Jet Wing')
    expect(active(d.state, 1).damage).toBe(160)
    d.pick('End turn')
    expect(d.state.current).toBe(0)
    expect(hasAttack(d, 'Jet Wing')).toBe(false)
    expect(hasAttack(d, 'Shoot Through')).toBe(false)
    d.pick('End turn').pick('End turn')
    expect(hasAttack(d, 'Jet Wing')).toBe(true)
  })
})

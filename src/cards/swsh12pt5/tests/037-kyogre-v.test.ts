import { describe, expect, it } from 'vitest'
import { E, active, bench, crz, game, menu } from './helpers'

const TORKOAL_V = 'swsh1-24' // 210 HP, Weakness Water
const SNORLAX_V = 'swsh1-141' // 220 HP

describe('swsh12pt5-37 Kyogre V', () => {
  const DUAL = [E.water, E.fire, E.fire]
  it('Dual Splash: 50 to each of 2 chosen Pokémon, Weakness only for the Active one', () => {
    const d = game({
      players: [{ active: { card: crz(37), energy: DUAL } }, { active: TORKOAL_V, bench: [SNORLAX_V, 'swsh2-60'] }],
    })
    d.pick('Attack: Dual Splash')
    expect(d.labels()).toHaveLength(3)
    d.pick('Torkoal V')
    expect(d.labels().sort()).toEqual(['Shinx', 'Snorlax V'])
    d.pick('Snorlax V')
    expect(active(d.state, 1).damage).toBe(100)
    expect(bench(d.state, 1, 0).damage).toBe(50)
    expect(bench(d.state, 1, 1).damage).toBe(0)
  })

  it('Dual Splash with only 1 opponent Pokémon damages just that one', () => {
    const d = game({ players: [{ active: { card: crz(37), energy: DUAL } }, { active: SNORLAX_V }] })
    d.pick('Attack: Dual Splash')
    if (d.decision.ask !== 'main') d.pick('Snorlax V')
    expect(active(d.state, 1).damage).toBe(50)
    expect(d.state.current).toBe(1)
  })

  it('Aqua Typhoon: 210, and not again on the next turn (Dual Splash still can be used)', () => {
    const d = game({
      players: [{ active: { card: crz(37), energy: [E.water, E.fire, E.fire, E.fire] } }, { active: SNORLAX_V }],
    })
    d.pick('Attack: Aqua Typhoon')
    expect(active(d.state, 1).damage).toBe(210)
    d.pick('End turn')
    expect(menu(d)).not.toContain('Attack: Aqua Typhoon')
    expect(menu(d)).toContain('Attack: Dual Splash')
    d.pick('End turn').pick('End turn')
    expect(menu(d)).toContain('Attack: Aqua Typhoon')
  })
})

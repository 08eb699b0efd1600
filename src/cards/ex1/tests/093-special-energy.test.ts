/** EX Ruby & Sapphire Special Energy 93–95: Darkness and Metal Energy of the EX era (rules.md EX-5), Rainbow Energy. */
import { describe, expect, it } from 'vitest'
import { hasAttack } from '../../../engine/testing/menu'
import { E, active, attack, bench, game, rs } from './helpers'

const DARKNESS = rs(93)
const METAL = rs(94)
const RAINBOW = rs(95)
/** Impidimp: a Darkness Basic, Beat [D] 10. */
const IMPIDIMP = 'swsh2-123'
/** Bronzor: a Metal Basic, Ram [M] 10. */
const BRONZOR = 'swsh2-129'
/** Wooloo: a Colorless Basic, Tackle [C] 10, weak to Fighting only. */
const WOOLOO = 'swsh1-153'

describe('ex1-93 Darkness Energy', () => {
  it('a Darkness Pokémon does 10 more to the Defending Pokémon, for each Darkness Energy', () => {
    const one = game({ players: [{ active: { card: IMPIDIMP, energy: [DARKNESS] } }, { active: { card: WOOLOO } }] })
    attack(one, 'Beat')
    expect(active(one.state, 1).damage).toBe(20)
    const two = game({
      players: [{ active: { card: IMPIDIMP, energy: [DARKNESS, DARKNESS] } }, { active: { card: WOOLOO } }],
    })
    attack(two, 'Beat')
    expect(active(two.state, 1).damage).toBe(30)
  })

  it('does nothing for a Pokémon that is not Darkness, and no longer hurts it between turns', () => {
    const d = game({ players: [{ active: { card: WOOLOO, energy: [DARKNESS] } }, { active: { card: IMPIDIMP } }] })
    attack(d, 'Tackle')
    expect(active(d.state, 1).damage).toBe(10)
    expect(active(d.state, 0).damage).toBe(0)
  })

  it('provides Darkness Energy', () => {
    const d = game({ players: [{ active: { card: IMPIDIMP, energy: [DARKNESS] } }, { active: { card: WOOLOO } }] })
    expect(hasAttack(d, 'Beat')).toBe(true)
  })
})

describe('ex1-94 Metal Energy', () => {
  it('a Metal Pokémon takes 10 less damage from attacks', () => {
    const d = game({
      current: 1,
      players: [{ active: { card: BRONZOR, energy: [METAL] } }, { active: { card: WOOLOO, energy: [E.fire] } }],
    })
    attack(d, 'Tackle')
    expect(active(d.state, 0).damage).toBe(0)
  })

  it('does nothing for a Pokémon that is not Metal, and no longer weakens its attacks', () => {
    const hit = game({
      current: 1,
      players: [{ active: { card: WOOLOO, energy: [METAL] } }, { active: { card: WOOLOO, energy: [E.fire] } }],
    })
    attack(hit, 'Tackle')
    expect(active(hit.state, 0).damage).toBe(10)
    const hits = game({ players: [{ active: { card: WOOLOO, energy: [METAL] } }, { active: { card: WOOLOO } }] })
    attack(hits, 'Tackle')
    expect(active(hits.state, 1).damage).toBe(10)
  })
})

describe('ex1-95 Rainbow Energy', () => {
  it('attached from the hand puts 1 damage counter on the Pokémon, then pays for any type', () => {
    const d = game({
      players: [
        { active: { card: 'base1-46', energy: [E.water] }, hand: [RAINBOW], bench: ['base1-63'] },
        { active: { card: WOOLOO } },
      ],
    })
    expect(hasAttack(d, 'Ember')).toBe(false)
    d.pick('Attach Rainbow Energy to Charmander')
    expect(active(d.state, 0).damage).toBe(10)
    expect(bench(d.state, 0, 0).damage).toBe(0)
    expect(hasAttack(d, 'Ember')).toBe(true)
  })

  it('put into play another way (a scenario) puts no damage counter and still pays for one type at a time', () => {
    const d = game({ players: [{ active: { card: 'base1-46', energy: [RAINBOW] } }, { active: { card: WOOLOO } }] })
    expect(active(d.state, 0).damage).toBe(0)
    expect(hasAttack(d, 'Scratch')).toBe(true)
    expect(hasAttack(d, 'Ember')).toBe(false) // Fire + Colorless: 1 Energy pays for only one symbol
  })
})

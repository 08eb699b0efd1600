import { describe, expect, it } from 'vitest'
import { validateDeck } from '../../../engine'
import { attack, hasAttack } from '../../../engine/testing/menu'
import { cardDb } from '../../registry'
import { E, active, crz, game } from './helpers'

const SNORLAX_VMAX = { card: ['swsh1-141', 'swsh1-142'] }
const RADIANT = crz(20)

/** Radiant Charizard against Snorlax VMAX, the opponent having `taken` of their 6 Prize cards. */
const against = (energy: string[], taken: number) =>
  game({
    players: [
      { active: { card: RADIANT, energy } },
      { active: SNORLAX_VMAX, prizes: Array<string>(6 - taken).fill(E.fire) },
    ],
  })

describe('swsh12pt5-20 Radiant Charizard', () => {
  it('Excited Heart: with no Prize card taken, Combustion Blast needs all 5 Energy', () => {
    expect(hasAttack(against([E.fire, E.fire, E.fire, E.fire], 0), 'Combustion Blast')).toBe(false)
    expect(hasAttack(against([E.fire, E.fire, E.fire, E.fire, E.fire], 0), 'Combustion Blast')).toBe(true)
  })

  it('Excited Heart: each Prize card the opponent has taken takes 1 Colorless off the cost', () => {
    expect(hasAttack(against([E.fire, E.water, E.water], 2), 'Combustion Blast')).toBe(true)
    expect(hasAttack(against([E.fire, E.water], 2), 'Combustion Blast')).toBe(false)
    expect(hasAttack(against([E.fire], 4), 'Combustion Blast')).toBe(true)
    expect(hasAttack(against([E.fire], 5), 'Combustion Blast')).toBe(true)
  })

  it('Excited Heart never removes the Fire Energy of the cost', () => {
    expect(hasAttack(against([E.water], 5), 'Combustion Blast')).toBe(false)
  })

  // Increases and reductions of an attack's cost add up, whatever order the effects are met in (docs/engine.md,
  // "Attack costs: increases, reductions, a set cost"; the Retreat Cost is combined the same way).
  it('Excited Heart under Dark Oath: 4 Colorless + 1 more − 5 taken leaves only the Fire Energy', () => {
    const underDarkOath = (energy: string[]) =>
      game({
        players: [
          { active: { card: RADIANT, energy } },
          { active: { card: ['swsh2-123', 'swsh2-124', 'swsh2-125'] }, prizes: [E.fire] },
        ],
      })
    expect(hasAttack(underDarkOath([E.fire]), 'Combustion Blast')).toBe(true)
    expect(hasAttack(underDarkOath([E.water]), 'Combustion Blast')).toBe(false)
  })

  it('Excited Heart under Octolock: 4 Colorless + 2 more − 5 taken leaves the Fire Energy and 1 Colorless', () => {
    const octolocked = (energy: string[]) => {
      const d = game({
        current: 1,
        players: [
          { active: { card: RADIANT, energy } },
          {
            active: { card: ['swsh1-112', 'swsh1-113'], energy: [E.fighting, E.fighting] },
            prizes: [E.fire],
          },
        ],
      })
      return d.pick('Attack: Octolock')
    }
    expect(hasAttack(octolocked([E.fire, E.water]), 'Combustion Blast')).toBe(true)
    expect(hasAttack(octolocked([E.fire]), 'Combustion Blast')).toBe(false)
  })

  it('Combustion Blast: 250 damage; not usable during the next turn, usable again after', () => {
    const d = against([E.fire], 4)
    attack(d, 'Combustion Blast')
    expect(active(d.state, 1).damage).toBe(250)
    d.pick('End turn')
    expect(d.state.current).toBe(0)
    expect(hasAttack(d, 'Combustion Blast')).toBe(false)
    d.pick('End turn').pick('End turn')
    expect(hasAttack(d, 'Combustion Blast')).toBe(true)
  })

  it('a deck may hold 1 Radiant Pokémon, not 2 (rules.md §3 Radiant)', () => {
    const deck = (radiant: number) => [
      ...Array<string>(radiant).fill(RADIANT),
      crz(24),
      ...Array<string>(59 - radiant).fill(E.fire),
    ]
    expect(validateDeck(cardDb(), deck(1), 'swsh')).toEqual({ ok: true, errors: [] })
    const two = validateDeck(cardDb(), deck(2), 'swsh')
    expect(two.ok).toBe(false)
    expect(two.errors.join(' ')).toMatch(/Radiant/)
  })
})

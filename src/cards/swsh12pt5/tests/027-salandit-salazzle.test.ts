import { describe, expect, it } from 'vitest'
import { E, active, crz, game, pile, top } from './helpers'

const SNORLAX_V = 'swsh1-141'

describe('swsh12pt5-27 Salandit', () => {
  it('Call for Family: a Basic Pokémon from the deck onto the Bench', () => {
    const d = game({
      players: [
        { active: { card: crz(27), energy: [E.fire] }, deck: [E.fire, crz(2), crz(1), crz(24)] },
        { active: SNORLAX_V },
      ],
    })
    d.pick('Attack: Call for Family')
    // Gloom is not a Basic Pokémon.
    expect(d.labels().sort()).toEqual(['Larvesta', 'Oddish'])
    d.pick('Larvesta')
    expect(d.state.players[0].bench.map((s) => top(d.state, s))).toEqual([crz(24)])
    expect(pile(d.state, 0, 'deck')).not.toContain(crz(24))
  })
})

describe('swsh12pt5-28 Salazzle', () => {
  const SALAZZLE = [crz(27), crz(28)]

  it('evolves from Salandit', () => {
    const d = game({ players: [{ active: crz(27), hand: [crz(28)] }, { active: SNORLAX_V }] })
    d.pick('Evolve Salandit into Salazzle')
    expect(top(d.state, active(d.state, 0))).toBe(crz(28))
  })

  it('Tail Trickery: 20 damage and Confused', () => {
    const d = game({ players: [{ active: { card: SALAZZLE, energy: [E.grass] } }, { active: SNORLAX_V }] })
    d.pick('Attack: Tail Trickery')
    expect(active(d.state, 1).damage).toBe(20)
    expect(active(d.state, 1).conditions.rotation).toBe('confused')
  })

  it('Super Singe: 60 damage and Burned (the Checkup adds 20; tails, it stays Burned)', () => {
    const d = game({
      flips: [false],
      players: [{ active: { card: SALAZZLE, energy: [E.fire, E.grass] } }, { active: SNORLAX_V }],
    })
    d.pick('Attack: Super Singe')
    expect(active(d.state, 1).damage).toBe(60 + 20)
    expect(active(d.state, 1).conditions.burned).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { E, active, bench, energyOf, game, pile, sv } from './helpers'

describe('sv3pt5-123 Scyther', () => {
  it('Helpful Slash: 20 damage and a Basic Grass Energy from the discard pile onto a Benched Pokémon', () => {
    const d = game({
      players: [
        { active: { card: sv(123), energy: [E.grass] }, bench: [sv(127)], discard: [E.fire, E.grass] },
        { active: sv(143) },
      ],
    })
    d.pick('Attack: Helpful Slash').pick('Basic Grass Energy').pick('Pinsir')
    expect(active(d.state, 1).damage).toBe(20)
    expect(energyOf(d.state, bench(d.state, 0, 0))).toEqual([E.grass])
    expect(pile(d.state, 0, 'discard')).toEqual([E.fire])
  })

  it('Helpful Slash with no Benched Pokémon or no Grass Energy in the discard pile only does damage', () => {
    const d = game({
      players: [{ active: { card: sv(123), energy: [E.grass] }, discard: [E.grass] }, { active: sv(143) }],
    })
    d.pick('Attack: Helpful Slash')
    expect(active(d.state, 1).damage).toBe(20)
    expect(pile(d.state, 0, 'discard')).toEqual([E.grass])
    expect(d.state.turn).toBe(4)
  })

  it('has no Retreat Cost', () => {
    const d = game({ players: [{ active: sv(123), bench: [sv(127)] }, { active: sv(143) }] })
    d.pick('Retreat to Pinsir')
    expect(active(d.state, 0).stack.length).toBe(1)
  })
})

describe('sv3pt5-124 Jynx ex', () => {
  const W3 = [E.water, E.water, E.water]
  it('Heart-Stopping Kiss Knocks Out an Asleep Active', () => {
    const d = game({
      players: [
        { active: { card: sv(124), energy: W3 } },
        { active: { card: sv(143), conditions: ['asleep'] }, bench: [sv(116)] },
      ],
    })
    d.pick('Attack: Heart-Stopping Kiss').pick('Prize card 1')
    expect(d.state.players[0].prizes.length).toBe(5)
    expect(pile(d.state, 1, 'discard')).toContain(sv(143))
  })

  it('Heart-Stopping Kiss does nothing to an Active that is not Asleep', () => {
    const d = game({
      players: [
        { active: { card: sv(124), energy: W3 } },
        { active: { card: sv(143), conditions: ['confused'] }, bench: [sv(116)] },
      ],
    })
    d.pick('Attack: Heart-Stopping Kiss')
    expect(active(d.state, 1).damage).toBe(0)
    expect(d.state.players[0].prizes.length).toBe(6)
  })

  it('Icy Wind does 120 and makes the Active Asleep', () => {
    // The Checkup's sleep flip is tails: it stays Asleep.
    const d = game({ flips: [false], players: [{ active: { card: sv(124), energy: W3 } }, { active: sv(143) }] })
    d.pick('Attack: Icy Wind')
    expect(active(d.state, 1).damage).toBe(120)
    expect(active(d.state, 1).conditions.rotation).toBe('asleep')
  })

  it('gives 2 Prize cards when Knocked Out (Weakness to Metal is ×2)', () => {
    const d = game({
      current: 1,
      players: [
        { active: { card: sv(124), damage: 100 }, bench: [sv(116)] },
        { active: { card: sv(115), energy: [E.fire, E.fire, E.fire] } },
      ],
      flips: [true, false, false, false],
    })
    d.pick('Attack: Incessant Punching').pick('Prize card 1', 'Prize card 2')
    expect(d.state.players[1].prizes.length).toBe(4)
  })
})

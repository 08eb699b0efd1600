import { describe, expect, it } from 'vitest'
import { E, active, crz, game, pile } from './helpers'

describe('swsh12pt5-91 Pawniard', () => {
  it('Reckless Charge: 30 to the Defending Pokémon and 10 to itself', () => {
    const d = game({ players: [{ active: { card: crz(91), energy: [E.metal] } }, { active: 'swsh1-48' }] })
    d.pick('Attack: Reckless Charge')
    expect(active(d.state, 1).damage).toBe(30)
    expect(active(d.state, 0).damage).toBe(10)
  })
})

describe('swsh12pt5-93 Bisharp', () => {
  it('evolves from either Pawniard', () => {
    for (const pawniard of [crz(91), crz(92)]) {
      const d = game({ players: [{ active: pawniard, hand: [crz(93)] }, { active: 'swsh1-48' }] })
      expect(d.has('Evolve Pawniard into Bisharp')).toBe(true)
    }
  })
  it('Spike Draw: 20 and 2 cards drawn', () => {
    const d = game({
      players: [
        { active: { card: [crz(92), crz(93)], energy: [E.fire] }, deck: ['swsh1-48', 'swsh1-29', E.metal] },
        { active: 'swsh1-48' },
      ],
    })
    d.pick('Attack: Spike Draw')
    expect(active(d.state, 1).damage).toBe(20)
    expect(pile(d.state, 0, 'hand')).toEqual(['swsh1-48', 'swsh1-29'])
  })
})

describe('swsh12pt5-94 Zacian', () => {
  const DUBWOOL_V = 'swsh2-153' // Soft Wool: takes 30 less damage from attacks
  const DARMANITAN = ['swsh2-47', 'swsh2-48'] // Galarian Darmanitan, weak to Metal, 140 HP
  const zacian = (bench: number, defender: string | string[]) =>
    game({
      players: [
        {
          active: { card: crz(94), energy: [E.metal, E.fire, E.fire] },
          bench: Array<string>(bench).fill(crz(87)),
        },
        { active: { card: defender } },
      ],
    })

  it('Battle Legion: 20 plus 10 for each Benched Pokémon', () => {
    expect(active(zacian(0, 'swsh1-48').pick('Attack: Battle Legion').state, 1).damage).toBe(20)
    expect(active(zacian(3, 'swsh1-48').pick('Attack: Battle Legion').state, 1).damage).toBe(50)
  })
  it('Battle Legion ignores Weakness', () => {
    expect(active(zacian(2, DARMANITAN).pick('Attack: Battle Legion').state, 1).damage).toBe(40)
    // Slicing Blade's 100 is doubled: Darmanitan's 140 HP are gone.
    expect(zacian(2, DARMANITAN).pick('Attack: Slicing Blade').state.players[1].active).toBeNull()
  })
  it("Battle Legion ignores effects on the Defending Pokémon (Dubwool V's Soft Wool)", () => {
    expect(active(zacian(2, DUBWOOL_V).pick('Attack: Battle Legion').state, 1).damage).toBe(40)
    expect(active(zacian(2, DUBWOOL_V).pick('Attack: Slicing Blade').state, 1).damage).toBe(70)
  })
})

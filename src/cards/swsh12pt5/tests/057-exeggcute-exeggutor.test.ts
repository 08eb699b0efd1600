import { describe, expect, it } from 'vitest'
import { E, active, crz, game, top } from './helpers'

const DHELMISE_V = 'swsh1-9' // 220 HP, weak to Fire only
const EXEGGUTOR = [crz(57), crz(58)]

describe('swsh12pt5-57 Exeggcute: Psy Bolt', () => {
  for (const heads of [true, false])
    it(`20 damage; ${heads ? 'heads: the Defending Pokémon is Paralyzed' : 'tails: no condition'}`, () => {
      const d = game({
        flips: [heads],
        players: [{ active: { card: crz(57), energy: [E.psychic, E.fire] } }, { active: DHELMISE_V }],
      })
      d.pick('Attack: Psy Bolt')
      expect(active(d.state, 1).damage).toBe(20)
      expect(active(d.state, 1).conditions.rotation).toBe(heads ? 'paralyzed' : null)
    })
})

describe('swsh12pt5-58 Exeggutor', () => {
  it('evolves from Exeggcute', () => {
    const d = game({ players: [{ active: crz(57), hand: [crz(58)] }, { active: DHELMISE_V }] })
    d.pick('Evolve Exeggcute into Exeggutor')
    expect(top(d.state, active(d.state, 0))).toBe(crz(58))
  })

  it("Powerful Storm: 20 for each Energy on all of your Pokémon (not the opponent's)", () => {
    const d = game({
      players: [
        {
          active: { card: EXEGGUTOR, energy: [E.psychic] },
          bench: [{ card: crz(59), energy: [E.psychic, E.fire] }, crz(61)],
        },
        { active: { card: DHELMISE_V, energy: [E.grass, E.grass] } },
      ],
    })
    d.pick('Attack: Powerful Storm')
    expect(active(d.state, 1).damage).toBe(60)
  })

  it('Powerful Storm with only its own Energy: 20', () => {
    const d = game({ players: [{ active: { card: EXEGGUTOR, energy: [E.psychic] } }, { active: DHELMISE_V }] })
    d.pick('Attack: Powerful Storm')
    expect(active(d.state, 1).damage).toBe(20)
  })

  it('Stampede: 100', () => {
    const d = game({
      players: [{ active: { card: EXEGGUTOR, energy: [E.psychic, E.fire, E.fire] } }, { active: DHELMISE_V }],
    })
    d.pick('Attack: Stampede')
    expect(active(d.state, 1).damage).toBe(100)
  })
})

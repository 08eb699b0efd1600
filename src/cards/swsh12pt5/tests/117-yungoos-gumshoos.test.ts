import { describe, expect, it } from 'vitest'
import { E, active, crz, game } from './helpers'

const GUMSHOOS = [crz(117), crz(118)]
const LAPRAS_V = 'swsh1-49' // 210 HP

describe('swsh12pt5-118 Gumshoos', () => {
  it('evolves from Yungoos', () => {
    const d = game({ players: [{ active: crz(117), hand: [crz(118)] }, { active: LAPRAS_V }] })
    expect(d.has('Evolve Yungoos into Gumshoos')).toBe(true)
  })

  /** The opponent's turn: their Active Yungoos may retreat to Lapras V; then Gumshoos attacks. */
  function afterOpponentsTurn(retreat: boolean) {
    const d = game({
      current: 1,
      players: [
        { active: { card: GUMSHOOS, energy: [E.fire, E.fire] } },
        { active: { card: crz(117), energy: [E.fire] }, bench: [LAPRAS_V] },
      ],
    })
    if (retreat) d.pick('Retreat')
    d.pick('End turn')
    return d.pick('Attack: Stakeout Headbutt')
  }

  it("Stakeout Headbutt: 150 when the opponent's Active Pokémon came from the Bench during their last turn", () => {
    expect(active(afterOpponentsTurn(true).state, 1).damage).toBe(150)
  })

  it("Stakeout Headbutt: 30 when the opponent's Active Pokémon stayed there", () => {
    expect(active(afterOpponentsTurn(false).state, 1).damage).toBe(30)
  })

  it('Stakeout Headbutt: a switch Gumshoos itself caused this turn does not count', () => {
    // Boss's Orders during Gumshoos's own turn brings Lapras V up: not "during your opponent's last turn".
    const d = game({
      players: [
        { active: { card: GUMSHOOS, energy: [E.fire, E.fire] }, hand: ['swsh2-154'] },
        { active: crz(117), bench: [LAPRAS_V] },
      ],
    })
    d.pick("Play Boss's Orders").pick('Lapras V')
    d.pick('Attack: Stakeout Headbutt')
    expect(active(d.state, 1).damage).toBe(30)
  })
})

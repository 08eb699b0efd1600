import { describe, expect, it } from 'vitest'
import { E, active, bench, crz, energyOf, game, pile, top } from './helpers'

const DHELMISE_V = 'swsh1-9'
const SPEED_LIGHTNING = 'swsh2-173' // a Special Energy

describe('swsh12pt5-60 Mew V', () => {
  it('is a Fusion Strike Pokémon V worth 2 Prize cards', () => {
    const d = game({ players: [{ active: crz(60) }, { active: DHELMISE_V }] })
    const def = d.engine.db.get(crz(60))
    expect(def.tags).toContain('Fusion Strike')
    expect(def.kind === 'pokemon' && def.ruleBox).toBe('V')
  })

  it('Energy Mix: any Energy card from the deck onto one of your Fusion Strike Pokémon only', () => {
    const d = game({
      players: [
        {
          active: { card: crz(60), energy: [E.psychic] },
          bench: [crz(64), crz(60)],
          deck: [crz(64), SPEED_LIGHTNING, E.water],
        },
        { active: DHELMISE_V },
      ],
    })
    d.pick('Attack: Energy Mix')
    expect(d.labels().sort()).toEqual(['Basic Water Energy', 'Speed Lightning Energy'])
    d.pick('Speed Lightning Energy')
    // The two Mew V are offered, Tapu Lele (no Fusion Strike mark) is not.
    expect(d.labels()).toHaveLength(2)
    expect(d.labels().every((l) => l.includes('Mew V'))).toBe(true)
    d.pickIndices([1])
    expect(energyOf(d.state, bench(d.state, 0, 1))).toEqual([SPEED_LIGHTNING])
    expect(pile(d.state, 0, 'deck').sort()).toEqual([crz(64), E.water].sort())
  })

  it('Energy Mix may find nothing', () => {
    const d = game({
      players: [{ active: { card: crz(60), energy: [E.psychic] }, deck: [E.water] }, { active: DHELMISE_V }],
    })
    d.pick('Attack: Energy Mix').pickIndices([])
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.psychic])
    expect(pile(d.state, 0, 'deck')).toEqual([E.water])
  })

  const leap = (bench: string[]) =>
    game({
      players: [
        { active: { card: crz(60), energy: [E.psychic, E.fire], damage: 50 }, bench, deck: [E.water] },
        { active: DHELMISE_V },
      ],
    }).pick('Attack: Psychic Leap')

  it('Psychic Leap: 70 damage, then Mew V and its cards may go into the deck; a Benched Pokémon takes its place', () => {
    const d = leap([crz(61)])
    expect(active(d.state, 1).damage).toBe(70)
    d.pick('Yes')
    expect(pile(d.state, 0, 'deck').sort()).toEqual([crz(60), E.psychic, E.fire, E.water].sort())
    expect(top(d.state, active(d.state, 0))).toBe(crz(61))
    expect(d.state.players[0].bench).toHaveLength(0)
  })

  it('Psychic Leap: saying no keeps Mew V in the Active Spot', () => {
    const d = leap([crz(61)]).pick('No')
    expect(top(d.state, active(d.state, 0))).toBe(crz(60))
    expect(active(d.state, 0).damage).toBe(50)
  })

  it('Psychic Leap with an empty Bench does not offer to leave', () => {
    const d = leap([])
    expect(d.decision.seat).toBe(1)
    expect(top(d.state, active(d.state, 0))).toBe(crz(60))
  })
})

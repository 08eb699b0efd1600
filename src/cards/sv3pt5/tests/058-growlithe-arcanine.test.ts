import { describe, expect, it } from 'vitest'
import { E, active, energyOf, game, pile, sv } from './helpers'

describe('sv3pt5-58 Growlithe', () => {
  it('Vaporize: 10 damage and discards a Water Energy from the Defending Pokémon', () => {
    const d = game({
      players: [
        { active: { card: sv(58), energy: [E.fire] } },
        { active: { card: sv(65), energy: [E.psychic, E.water] } },
      ],
    })
    d.pick('Attack: Vaporize')
    expect(active(d.state, 1).damage).toBe(10)
    expect(energyOf(d.state, active(d.state, 1))).toEqual([E.psychic])
    expect(pile(d.state, 1, 'discard')).toEqual([E.water])
  })

  it('with no Water Energy there nothing is discarded', () => {
    const d = game({
      players: [{ active: { card: sv(58), energy: [E.fire] } }, { active: { card: sv(65), energy: [E.psychic] } }],
    })
    d.pick('Attack: Vaporize')
    expect(energyOf(d.state, active(d.state, 1))).toEqual([E.psychic])
  })
})

describe('sv3pt5-59 Arcanine', () => {
  it('Torrid Torrent: 30 damage, attaches up to 2 Basic Fire Energy from the discard pile to itself', () => {
    const d = game({
      players: [
        { active: { card: [sv(58), sv(59)], energy: [E.fire] }, discard: [E.fire, E.water, E.fire, E.fire] },
        { active: sv(65) },
      ],
    })
    d.pick('Attack: Torrid Torrent')
    expect(d.labels()).toHaveLength(3)
    expect(d.decision.max).toBe(2)
    d.pickIndices([0, 1])
    expect(active(d.state, 1).damage).toBe(30)
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.fire, E.fire, E.fire])
    expect(pile(d.state, 0, 'discard').sort()).toEqual([E.fire, E.water].sort())
  })

  it('Dynamite Fang: 240 damage, then discards 2 Fire Energy from itself', () => {
    const d = game({
      players: [{ active: { card: [sv(58), sv(59)], energy: [E.fire, E.fire, E.water, E.water] } }, { active: sv(76) }],
    })
    d.pick('Attack: Dynamite Fang')
    expect(active(d.state, 1).damage).toBe(240)
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.water, E.water])
  })
})

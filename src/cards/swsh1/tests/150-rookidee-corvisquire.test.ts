import { describe, expect, it } from 'vitest'
import { E, active, game, pile, swsh1 } from './helpers'

const CORVISQUIRE = [swsh1(150), swsh1(151)]
const BIG_CHARM = swsh1(158)

describe('swsh1-151 Corvisquire', () => {
  it("Pluck: the opponent's Active Pokémon loses its Tools, then takes 20", () => {
    const d = game({
      players: [
        { active: { card: CORVISQUIRE, energy: [E.fire] } },
        { active: { card: swsh1(115), tools: [BIG_CHARM] } },
      ],
    })
    d.pick('Attack: Pluck')
    expect(pile(d.state, 1, 'discard')).toEqual([BIG_CHARM])
    expect(active(d.state, 1).tools).toEqual([])
    expect(active(d.state, 1).damage).toBe(20)
  })

  it('Pluck against a Pokémon with no Tool: 20 damage', () => {
    const d = game({ players: [{ active: { card: CORVISQUIRE, energy: [E.fire] } }, { active: swsh1(115) }] })
    d.pick('Attack: Pluck')
    expect(active(d.state, 1).damage).toBe(20)
  })

  it('Drill Peck: 50 damage', () => {
    const d = game({ players: [{ active: { card: CORVISQUIRE, energy: [E.fire, E.fire] } }, { active: swsh1(115) }] })
    d.pick('Attack: Drill Peck')
    expect(active(d.state, 1).damage).toBe(50)
  })
})

import { describe, expect, it } from 'vitest'
import { E, bench, crz, energyOf, game, menu, pile } from './helpers'

const DHELMISE_V = 'swsh1-9'

describe('swsh12pt5-69 Solrock: Sun Energy', () => {
  it('attaches a Psychic Energy card from the discard pile to one of your Lunatone, once a turn', () => {
    const d = game({
      players: [
        { active: crz(69), bench: [crz(61), crz(62)], discard: [E.fire, E.psychic, E.psychic] },
        { active: DHELMISE_V },
      ],
    })
    d.pick('Use Sun Energy')
    expect(d.labels()).toEqual(['Basic Psychic Energy', 'Basic Psychic Energy'])
    d.pickIndices([0])
    expect(d.labels()).toEqual(['Lunatone']) // Girafarig is not offered
    d.pick('Lunatone')
    expect(energyOf(d.state, bench(d.state, 0, 1))).toEqual([E.psychic])
    expect(pile(d.state, 0, 'discard').sort()).toEqual([E.fire, E.psychic].sort())
    expect(menu(d)).not.toContain('Use Sun Energy')
  })

  it('is not offered without a Lunatone in play or a Psychic Energy card in the discard pile', () => {
    const noLunatone = game({ players: [{ active: crz(69), discard: [E.psychic] }, { active: DHELMISE_V }] })
    expect(menu(noLunatone)).not.toContain('Use Sun Energy')
    const noEnergy = game({
      players: [{ active: crz(69), bench: [crz(62)], discard: [E.fire] }, { active: DHELMISE_V }],
    })
    expect(menu(noEnergy)).not.toContain('Use Sun Energy')
  })
})

import { describe, expect, it } from 'vitest'
import { E, active, bench, game, pile, swsh1 } from './helpers'

const CRAMORANT_V = swsh1(155)
const CCC = [E.fire, E.water, E.grass]

describe('swsh1-155 Cramorant V', () => {
  it('Beak Catch: up to 2 cards of any kind from the deck into the hand', () => {
    const d = game({
      players: [
        { active: { card: CRAMORANT_V, energy: [E.fire] }, deck: [E.water, swsh1(149), swsh1(158), E.grass] },
        { active: swsh1(115) },
      ],
    })
    d.pick('Attack: Beak Catch')
    expect(d.decision.max).toBe(2)
    d.pick('Drampa', 'Big Charm')
    expect(pile(d.state, 0, 'hand').sort()).toEqual([swsh1(149), swsh1(158)].sort())
    expect(pile(d.state, 0, 'deck')).toHaveLength(2)
  })

  it('Spit Shot: discards all its Energy, then 160 to a Benched Pokémon of the opponent', () => {
    const d = game({
      players: [{ active: { card: CRAMORANT_V, energy: CCC } }, { active: swsh1(115), bench: [swsh1(141)] }],
    })
    d.pick('Attack: Spit Shot')
    d.pick((o) => o.kind === 'slot' && o.ref.zone === 'bench')
    expect(bench(d.state, 1, 0).damage).toBe(160)
    expect(active(d.state, 1).damage).toBe(0)
    expect(active(d.state, 0).energy).toEqual([])
    expect(pile(d.state, 0, 'discard').sort()).toEqual([...CCC].sort())
  })

  it('Spit Shot on the Active Pokémon: 160; Cramorant V resists Fighting by 30', () => {
    const d = game({
      players: [
        { active: { card: CRAMORANT_V, energy: CCC } },
        { active: { card: swsh1(115), energy: [E.fighting, E.fighting, E.fighting] }, bench: [swsh1(146)] },
      ],
    })
    d.pick('Attack: Spit Shot').pick('Stonjourner V')
    expect(active(d.state, 1).damage).toBe(160)
    // Stonjourner V's Mega Kick (150) against Cramorant V (200 HP, Fighting Resistance −30): 120.
    d.pick('Attack: Mega Kick')
    expect(active(d.state, 0).damage).toBe(120)
  })
})

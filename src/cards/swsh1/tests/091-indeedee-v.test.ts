import { describe, expect, it } from 'vitest'
import { E, active, game, menu, swsh1 } from './helpers'

const INDEEDEE = swsh1(91)
const WOBBUFFET = swsh1(86)

describe('swsh1-91 Indeedee V', () => {
  it('Watch Over heals 20 from your Active Pokémon, once a turn, from the Bench too', () => {
    const d = game({ players: [{ active: { card: WOBBUFFET, damage: 50 }, bench: [INDEEDEE] }, { active: WOBBUFFET }] })
    d.pick('Use Watch Over')
    expect(active(d.state, 0).damage).toBe(30)
    expect(menu(d)).not.toContain('Use Watch Over')
  })

  it('Watch Over is not offered when the Active Pokémon has no damage', () => {
    const d = game({ players: [{ active: WOBBUFFET, bench: [{ card: INDEEDEE, damage: 50 }] }, { active: WOBBUFFET }] })
    expect(menu(d)).not.toContain('Use Watch Over')
  })

  it("Psychic: 10 + 60 for each Energy on the opponent's Active Pokémon", () => {
    for (const [energy, dmg] of [
      [[], 10],
      [[E.fire, E.fire], 130],
    ] as const) {
      const d = game({
        players: [
          { active: { card: INDEEDEE, energy: [E.psychic, E.fire, E.fire] } },
          { active: { card: WOBBUFFET, energy: [...energy] } },
        ],
      })
      d.pick('Attack: Psychic')
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })
})

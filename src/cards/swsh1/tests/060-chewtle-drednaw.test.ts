import { describe, expect, it } from 'vitest'
import { E, active, game, menu, swsh1 } from './helpers'

const DREDNAW = [swsh1(60), swsh1(61)]
const WWWW = [E.water, E.water, E.water, E.water]

describe('swsh1-61 Drednaw', () => {
  it("Vise Bite: 60 plus 30 for each Colorless in the Defending Pokémon's Retreat Cost", () => {
    for (const [defender, dmg] of [
      [[swsh1(49), swsh1(50)], 150], // Lapras VMAX: Retreat Cost 3
      [[swsh1(49)], 120], // Lapras V: Retreat Cost 2
    ] as const) {
      const d = game({ players: [{ active: { card: DREDNAW, energy: WWWW } }, { active: { card: [...defender] } }] })
      d.pick('Attack: Vise Bite')
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })

  it("Jaw Lock: 130; the Defending Pokémon can't retreat during the opponent's next turn", () => {
    const d = game({
      players: [
        { active: { card: DREDNAW, energy: WWWW } },
        { active: { card: swsh1(53), energy: [E.water, E.water] }, bench: [swsh1(45)] },
      ],
    })
    d.pick('Attack: Jaw Lock')
    expect(active(d.state, 1).damage).toBe(130)
    expect(menu(d).some((l) => l.startsWith('Retreat'))).toBe(false)
  })
})

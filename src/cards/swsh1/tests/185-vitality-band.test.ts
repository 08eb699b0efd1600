import { describe, expect, it } from 'vitest'
import { E, active, game, swsh1 } from './helpers'
import { CHARMANDER, CHARMELEON, MACHOP, STARYU } from './trainer-pokemon'

describe('swsh1-185 Vitality Band', () => {
  it("its Pokémon's attack does 10 more damage to the opponent's Active Pokémon", () => {
    const d = game({
      players: [{ active: { card: MACHOP, energy: [E.fighting], tools: [swsh1(185)] } }, { active: CHARMANDER }],
    })
    d.pick('Attack: Low Kick')
    expect(active(d.state, 1).damage).toBe(30)
  })
  it('the 10 is added before Weakness: Slap on Charmeleon (Weakness Water) does (20 + 10) ×2', () => {
    const d = game({
      players: [{ active: { card: STARYU, energy: [E.water], tools: [swsh1(185)] } }, { active: { card: CHARMELEON } }],
    })
    d.pick('Attack: Slap')
    expect(active(d.state, 1).damage).toBe(60)
  })
})

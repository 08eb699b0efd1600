import { describe, expect, it } from 'vitest'
import { active, bench, game, menu, swsh1 } from './helpers'
import { CHARMANDER, MACHOP, PIKACHU } from './trainer-pokemon'

describe('swsh1-177 Potion', () => {
  it('heals 30 from the damaged Pokémon you choose', () => {
    const d = game({
      players: [
        { active: { card: CHARMANDER, damage: 40 }, bench: [{ card: PIKACHU, damage: 20 }], hand: [swsh1(177)] },
        { active: MACHOP },
      ],
    })
    d.pick('Play Potion').pick('Charmander')
    expect(active(d.state, 0).damage).toBe(10)
    expect(bench(d.state, 0, 0).damage).toBe(20)
  })
  it('heals no more than the damage there is', () => {
    const d = game({
      players: [{ active: { card: CHARMANDER, damage: 20 }, bench: [PIKACHU], hand: [swsh1(177)] }, { active: MACHOP }],
    })
    d.pick('Play Potion').pick('Charmander')
    expect(active(d.state, 0).damage).toBe(0)
  })
  it("can't be played when none of your Pokémon is damaged", () => {
    const d = game({ players: [{ active: CHARMANDER, hand: [swsh1(177)] }, { active: MACHOP }] })
    expect(menu(d)).not.toContain('Play Potion')
  })
})

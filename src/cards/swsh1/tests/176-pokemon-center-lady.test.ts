import { describe, expect, it } from 'vitest'
import { active, bench, game, menu, swsh1 } from './helpers'
import { CHARMANDER, MACHOP, PIKACHU } from './trainer-pokemon'

describe('swsh1-176 Pokémon Center Lady', () => {
  it('heals 60 from the chosen Pokémon and cures all its Special Conditions', () => {
    const d = game({
      players: [
        {
          active: { card: CHARMANDER, damage: 40, conditions: ['poisoned', 'confused'] },
          bench: [{ card: PIKACHU, damage: 30 }],
          hand: [swsh1(176)],
        },
        { active: MACHOP },
      ],
    })
    d.pick('Play Pokémon Center Lady').pick('Charmander')
    const a = active(d.state, 0)
    expect(a.damage).toBe(0)
    expect(a.conditions.poisoned).toBeFalsy()
    expect(a.conditions.rotation).toBeFalsy()
    expect(bench(d.state, 0, 0).damage).toBe(30)
  })
  it('heals at most 60', () => {
    const d = game({
      players: [{ active: { card: 'base1-4', damage: 100 }, hand: [swsh1(176)] }, { active: MACHOP }],
    })
    d.pick('Play Pokémon Center Lady').pick('Charizard')
    expect(active(d.state, 0).damage).toBe(40)
  })
  it('an undamaged Pokémon with a Special Condition may be chosen, only to be cured', () => {
    const d = game({
      players: [
        { active: { card: CHARMANDER, conditions: ['asleep'] }, bench: [PIKACHU], hand: [swsh1(176)] },
        { active: MACHOP },
      ],
    })
    d.pick('Play Pokémon Center Lady')
    expect(d.decision.options.map((o) => o.label)).toEqual(['Charmander']) // the undamaged, healthy Pikachu is not offered
    d.pick('Charmander')
    expect(active(d.state, 0).conditions.rotation).toBeFalsy()
  })
  it("can't be played when no Pokémon of yours has damage or a Special Condition", () => {
    const d = game({ players: [{ active: CHARMANDER, hand: [swsh1(176)] }, { active: MACHOP }] })
    expect(menu(d)).not.toContain('Play Pokémon Center Lady')
  })
})

import { describe, expect, it } from 'vitest'
import { E, active, game, menu, pile, swsh1 } from './helpers'
import { CHARMANDER, MACHOP, PIKACHU } from './trainer-pokemon'

describe('swsh1-186 Aurora Energy', () => {
  it('attaching it from the hand costs another card from the hand', () => {
    const d = game({ players: [{ active: CHARMANDER, hand: [swsh1(186), PIKACHU, E.fire] }, { active: MACHOP }] })
    d.pick('Attach Aurora Energy to Charmander')
    expect(d.decision.options.map((o) => o.label).sort()).toEqual(['Basic Fire Energy', 'Pikachu'])
    d.pick('Pikachu')
    expect(active(d.state, 0).energy).toHaveLength(1)
    expect(pile(d.state, 0, 'discard')).toEqual([PIKACHU])
    expect(pile(d.state, 0, 'hand')).toEqual([E.fire])
    expect(menu(d)).not.toContain('Attach Basic Fire Energy') // it was the turn's attachment
  })
  it("can't be attached when it is the only card in the hand", () => {
    const d = game({ players: [{ active: CHARMANDER, hand: [swsh1(186)] }, { active: MACHOP }] })
    expect(menu(d)).not.toContain('Attach Aurora Energy to Charmander')
  })
  it('provides any type, one at a time: it pays Machop’s Fighting cost, but not two Energy', () => {
    const d = game({
      players: [{ active: { card: MACHOP, energy: [swsh1(186)] } }, { active: CHARMANDER }],
    })
    expect(menu(d)).toContain('Attack: Low Kick')
    const two = game({ players: [{ active: { card: CHARMANDER, energy: [swsh1(186)] } }, { active: MACHOP }] })
    expect(menu(two)).toContain('Attack: Scratch')
    expect(menu(two)).not.toContain('Attack: Ember') // Fire + Colorless needs 2 Energy
  })
})

import { describe, expect, it } from 'vitest'
import { E, active, bench, game, menu, pile, swsh1 } from './helpers'
import { CHARIZARD, CHARMANDER, MACHOP, PIKACHU } from './trainer-pokemon'

describe('swsh1-156 Air Balloon', () => {
  it('a Retreat Cost of 3 becomes 1: Charizard retreats discarding one Energy', () => {
    const d = game({
      players: [
        { active: { card: CHARIZARD, tools: [swsh1(156)], energy: [E.fire, E.fire] }, bench: [PIKACHU] },
        { active: MACHOP },
      ],
    })
    d.pick('Retreat to Pikachu')
    expect(bench(d.state, 0, 0).energy).toHaveLength(1)
    expect(pile(d.state, 0, 'discard')).toEqual([E.fire])
    expect(bench(d.state, 0, 0).tools).toHaveLength(1) // the Tool goes with its Pokémon
  })
  it('without it, one Energy is not enough to retreat Charizard', () => {
    const d = game({
      players: [
        { active: { card: CHARIZARD, energy: [E.fire] }, bench: [PIKACHU], hand: [swsh1(156)] },
        { active: MACHOP },
      ],
    })
    expect(menu(d)).not.toContain('Retreat to Pikachu')
    d.pick('Attach Air Balloon to Charizard')
    expect(menu(d)).toContain('Retreat to Pikachu')
  })
  it('a Retreat Cost of 1 becomes 0, not less: retreating discards nothing', () => {
    const d = game({
      players: [
        { active: { card: CHARMANDER, tools: [swsh1(156)], energy: [E.fire] }, bench: [PIKACHU] },
        { active: MACHOP },
      ],
    })
    d.pick('Retreat to Pikachu')
    expect(pile(d.state, 0, 'discard')).toEqual([])
    expect(active(d.state, 0).energy).toHaveLength(0)
  })
})

import { describe, expect, it } from 'vitest'
import { E, active, bench, game, menu, pile, swsh1 } from './helpers'
import { CHARMANDER, MACHOP, PIKACHU } from './trainer-pokemon'

describe('swsh1-157 Bede', () => {
  it('attaches a basic Energy from the hand to a Benched Pokémon, besides the turn’s own attachment', () => {
    const d = game({
      players: [{ active: CHARMANDER, bench: [PIKACHU], hand: [swsh1(157), E.lightning, E.fire] }, { active: MACHOP }],
    })
    d.pick('Play Bede').pick('Lightning Energy').pick('Pikachu')
    expect(bench(d.state, 0, 0).energy).toHaveLength(1)
    expect(pile(d.state, 0, 'discard')).toEqual([swsh1(157)])
    d.pick('Attach Basic Fire Energy to Charmander')
    expect(active(d.state, 0).energy).toHaveLength(1)
  })
  it('only Benched Pokémon are offered', () => {
    const d = game({
      players: [{ active: CHARMANDER, bench: [PIKACHU], hand: [swsh1(157), E.lightning] }, { active: MACHOP }],
    })
    d.pick('Play Bede').pick('Lightning Energy')
    expect(d.decision.options.map((o) => o.label)).toEqual(['Pikachu'])
  })
  it("can't be played without a Benched Pokémon or without a basic Energy card in hand", () => {
    const noBench = game({ players: [{ active: CHARMANDER, hand: [swsh1(157), E.fire] }, { active: MACHOP }] })
    expect(menu(noBench)).not.toContain('Play Bede')
    const noEnergy = game({
      players: [{ active: CHARMANDER, bench: [PIKACHU], hand: [swsh1(157), swsh1(186)] }, { active: MACHOP }],
    })
    expect(menu(noEnergy)).not.toContain('Play Bede') // Aurora Energy is not basic
  })
})

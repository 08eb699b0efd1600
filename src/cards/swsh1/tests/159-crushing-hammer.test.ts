import { describe, expect, it } from 'vitest'
import { E, active, bench, game, menu, pile, swsh1 } from './helpers'
import { CHARMANDER, MACHOP, PIKACHU } from './trainer-pokemon'

const start = (flips: boolean[]) =>
  game({
    flips,
    players: [
      { active: CHARMANDER, hand: [swsh1(159)] },
      { active: { card: MACHOP, energy: [E.fighting] }, bench: [{ card: PIKACHU, energy: [E.lightning] }] },
    ],
  })

describe('swsh1-159 Crushing Hammer', () => {
  it('heads: you discard an Energy from the opponent’s Pokémon you choose (a Benched one here)', () => {
    const d = start([true])
    d.pick('Play Crushing Hammer').pick('Pikachu').pick('Lightning Energy')
    expect(bench(d.state, 1, 0).energy).toEqual([])
    expect(active(d.state, 1).energy).toHaveLength(1)
    expect(pile(d.state, 1, 'discard')).toEqual([E.lightning])
  })
  it('tails: nothing is discarded, the card is used up', () => {
    const d = start([false])
    d.pick('Play Crushing Hammer')
    expect(active(d.state, 1).energy).toHaveLength(1)
    expect(bench(d.state, 1, 0).energy).toHaveLength(1)
    expect(pile(d.state, 0, 'discard')).toEqual([swsh1(159)])
  })
  it("can't be played when none of the opponent's Pokémon has Energy", () => {
    const d = game({ players: [{ active: CHARMANDER, hand: [swsh1(159)] }, { active: MACHOP }] })
    expect(menu(d)).not.toContain('Play Crushing Hammer')
  })
})

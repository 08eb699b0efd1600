import { describe, expect, it } from 'vitest'
import { E, active, game, menu, sv } from './helpers'

describe('sv3pt5-97 Hypno', () => {
  it("Here for Hypnosis: evolving from the hand, you may make the opponent's Active Pokémon Asleep", () => {
    const d = game({ players: [{ active: sv(96), hand: [sv(97)] }, { active: sv(83) }] })
    d.pick('Evolve Drowzee into Hypno')
    expect(d.decision.ask).toBe('yes-no')
    d.pick('Yes')
    expect(active(d.state, 1).conditions.rotation).toBe('asleep')
    expect(menu(d)).not.toContain('Use Here for Hypnosis')
  })

  it('Here for Hypnosis may be declined', () => {
    const d = game({ players: [{ active: sv(96), hand: [sv(97)] }, { active: sv(83) }] })
    d.pick('Evolve Drowzee into Hypno').pick('No')
    expect(active(d.state, 1).conditions.rotation).toBe(null)
  })

  it('Here for Hypnosis works when a Benched Drowzee evolves', () => {
    const d = game({ players: [{ active: sv(83), bench: [sv(96)], hand: [sv(97)] }, { active: sv(83) }] })
    d.pick('Evolve Drowzee into Hypno').pick('Yes')
    expect(active(d.state, 1).conditions.rotation).toBe('asleep')
  })

  it('Super Psy Bolt: 110 damage', () => {
    const d = game({
      players: [
        { active: { card: [sv(96), sv(97)], energy: [E.psychic, E.psychic, E.psychic] } },
        { active: { card: [sv(88), sv(89)] } },
      ],
    })
    d.pick('Attack: Super Psy Bolt')
    expect(active(d.state, 1).damage).toBe(110)
  })
})

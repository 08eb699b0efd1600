import { describe, expect, it } from 'vitest'
import { E, active, bench, game, menu, pile, swsh2 } from './helpers'

const STONJOURNER = swsh2(111)
const NOSEPASS = swsh2(96)

describe('swsh2-78 Galarian Corsola', () => {
  it('Cursed Drop: 3 damage counters split as the attacker chooses', () => {
    const d = game({
      players: [{ active: { card: swsh2(78), energy: [E.psychic] } }, { active: STONJOURNER, bench: [NOSEPASS] }],
    })
    d.pick('Attack: Cursed Drop').pick('Stonjourner').pick('Nosepass').pick('Nosepass')
    expect(active(d.state, 1).damage).toBe(10)
    expect(bench(d.state, 1, 0).damage).toBe(20)
  })
})

describe('swsh2-79 Galarian Cursola', () => {
  const CURSOLA = [swsh2(78), swsh2(79)]

  it("Corner: 60 damage and the Defending Pokémon can't retreat during the next turn", () => {
    const d = game({
      players: [
        { active: { card: CURSOLA, energy: [E.psychic, E.fire] } },
        { active: { card: NOSEPASS, energy: [E.fire, E.fire, E.fire] }, bench: [STONJOURNER] },
      ],
    })
    d.pick('Attack: Corner')
    expect(active(d.state, 1).damage).toBe(60)
    expect(menu(d)).not.toContain('Retreat')
  })

  const knockedOut = (flips: boolean[]) =>
    game({
      current: 1,
      flips,
      players: [
        { active: { card: CURSOLA, damage: 90 }, bench: [NOSEPASS] },
        { active: { card: STONJOURNER, energy: [E.fighting, E.fire, E.fire] } },
      ],
    })

  it('Perish Body: Knocked Out in the Active Spot by an attack, heads Knocks Out the attacker', () => {
    const d = knockedOut([true])
    d.pick('Attack: Mega Kick')
    expect(pile(d.state, 0, 'discard')).toContain(swsh2(79))
    expect(pile(d.state, 1, 'discard')).toContain(STONJOURNER)
  })

  it('Perish Body: tails, the attacker stays', () => {
    const d = knockedOut([false])
    d.pick('Attack: Mega Kick')
    expect(pile(d.state, 0, 'discard')).toContain(swsh2(79))
    expect(pile(d.state, 1, 'discard')).not.toContain(STONJOURNER)
  })
})

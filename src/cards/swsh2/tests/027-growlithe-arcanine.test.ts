import { describe, expect, it } from 'vitest'
import { E, active, game, pile, swsh2 } from './helpers'

describe('swsh2-27 Growlithe', () => {
  for (const heads of [true, false])
    it(`Odor Sleuth, ${heads ? 'heads: a chosen card from the discard pile into the hand' : 'tails: nothing'}`, () => {
      const d = game({
        flips: [heads],
        players: [
          { active: { card: swsh2(27), energy: [E.fire] }, discard: [swsh2(1), E.water] },
          { active: { card: [swsh2(35), swsh2(36)] } },
        ],
      })
      d.pick('Attack: Odor Sleuth')
      if (heads) d.pick('Caterpie')
      expect(pile(d.state, 0, 'hand')).toEqual(heads ? [swsh2(1)] : [])
    })
})

describe('swsh2-28 Arcanine', () => {
  for (const scarf of [true, false])
    it(`Warming Up: ${scarf ? 'with a Burning Scarf, 230 HP: 210 damage is survived' : 'without one, 130 HP'}`, () => {
      const d = game({
        flips: [false, false],
        players: [
          { active: { card: swsh2(6), energy: [E.grass, E.grass, E.fire] } },
          {
            active: { card: [swsh2(27), swsh2(28)], tools: scarf ? [swsh2(155)] : [], damage: 100 },
            bench: [swsh2(12)],
          },
        ],
      })
      d.pick('Attack: Superpowered Horns')
      if (scarf) expect(active(d.state, 1).damage).toBe(210)
      else expect(pile(d.state, 1, 'discard')).toContain(swsh2(28))
    })

  it('Fire Mane 130', () => {
    const d = game({
      players: [
        { active: { card: [swsh2(27), swsh2(28)], energy: [E.fire, E.fire, E.fire] } },
        { active: { card: [swsh2(35), swsh2(36)] } },
      ],
    })
    d.pick('Attack: Fire Mane')
    expect(active(d.state, 1).damage).toBe(130)
  })
})

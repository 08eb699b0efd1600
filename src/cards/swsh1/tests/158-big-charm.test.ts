import { describe, expect, it } from 'vitest'
import { viewFor } from '../../../engine'
import { E, active, engine, game, pile, swsh1 } from './helpers'
import { MACHOP, PIKACHU } from './trainer-pokemon'

describe('swsh1-158 Big Charm', () => {
  it('Pikachu (40 HP) with it has 70 HP and survives 40 damage', () => {
    const d = game({
      current: 1,
      players: [
        { active: { card: PIKACHU, damage: 20, tools: [swsh1(158)] } },
        { active: { card: MACHOP, energy: [E.fighting] } },
      ],
    })
    expect(viewFor(d.state, 0, engine.db).me.active?.hp).toBe(70)
    d.pick('Attack: Low Kick') // 20 ×2 (Weakness) = 40: 60 damage of 70
    expect(active(d.state, 0).damage).toBe(60)
  })
  it('without it the same attack Knocks Pikachu Out (control)', () => {
    const d = game({
      current: 1,
      players: [
        { active: { card: PIKACHU, damage: 20 }, bench: [MACHOP] },
        { active: { card: MACHOP, energy: [E.fighting] } },
      ],
    })
    d.pick('Attack: Low Kick')
    expect(pile(d.state, 0, 'discard')).toContain(PIKACHU)
  })
})

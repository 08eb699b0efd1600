import { describe, expect, it } from 'vitest'
import { E, P, active, both, game } from './helpers'

describe('base1-3 Chansey, base1-33 Kakuna', () => {
  for (const rules of both) {
    for (const [card, atk, cost] of [
      [P.chansey, 'Scrunch', [E.fire, E.fire]],
      [P.kakuna, 'Stiffen', [E.fire, E.fire]],
    ] as const) {
      it(`${atk}: heads prevents all damage next turn but other effects happen; tails does nothing (${rules})`, () => {
        // Heads, then the opponent's Ivysaur Poisonpowder: no damage, still Poisoned.
        let d = game({
          rules,
          flips: [true],
          players: [
            { active: { card, energy: [...cost] } },
            { active: { card: P.ivysaur, energy: [E.grass, E.grass, E.grass] } },
          ],
        })
        d.pick(`Attack: ${atk}`).pick('Attack: Poisonpowder')
        expect(active(d.state, 0).damage).toBe(10) // only the Poison check
        expect(active(d.state, 0).conditions.poisoned).toBe(true)
        d = game({
          rules,
          flips: [false],
          players: [
            { active: { card, energy: [...cost] } },
            { active: { card: P.ivysaur, energy: [E.grass, E.grass, E.grass] } },
          ],
        })
        d.pick(`Attack: ${atk}`).pick('Attack: Poisonpowder')
        expect(active(d.state, 0).damage).toBe(30)
      })
    }
  }

  it('Double-edge: 80 to the Defending Pokémon and 80 to Chansey', () => {
    const d = game({
      players: [{ active: { card: P.chansey, energy: [E.fire, E.fire, E.fire, E.fire] } }, { active: P.gyarados }],
    })
    d.pick('Attack: Double-edge')
    expect(active(d.state, 1).damage).toBe(80)
    expect(active(d.state, 0).damage).toBe(80)
  })

  it('Kakuna Poisonpowder: 20, Poisoned on heads only', () => {
    for (const heads of [true, false]) {
      const d = game({
        flips: [heads],
        players: [{ active: { card: P.kakuna, energy: [E.grass, E.grass] } }, { active: P.dragonair }],
      })
      d.pick('Attack: Poisonpowder')
      expect(active(d.state, 1).conditions.poisoned).toBe(heads)
      expect(active(d.state, 1).damage).toBe(heads ? 30 : 20)
    }
  })
})

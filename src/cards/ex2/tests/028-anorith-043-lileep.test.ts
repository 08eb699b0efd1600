import { describe, expect, it } from 'vitest'
import { E, active, game, menu, ss } from './helpers'

const ANORITH = [ss(90), ss(28)]
const LILEEP = [ss(92), ss(43)]
const { fighting: F, fire: R, grass: G } = E

describe('ex2-28 Anorith', () => {
  it('Slash does 20', () => {
    const d = game({ players: [{ active: { card: ANORITH, energy: [F] } }, { active: 'base1-2' }] })
    d.pick('Attack: Slash')
    expect(active(d.state, 1).damage).toBe(20)
  })

  for (const [flips, damage] of [
    [[true, true], 80],
    [[true, false], 40],
    [[false, false], 0],
  ] as const)
    it(`Double Scratch: 40 for each heads of 2 coins (${damage})`, () => {
      const d = game({
        flips: [...flips],
        players: [{ active: { card: ANORITH, energy: [R, R, R] } }, { active: 'base1-2' }],
      })
      d.pick('Attack: Double Scratch')
      expect(active(d.state, 1).damage).toBe(damage)
    })
})

describe('ex2-43 Lileep', () => {
  it("Amnesia: the chosen attack of the Defending Pokémon can't be used during the opponent's next turn", () => {
    const d = game({
      players: [
        { active: { card: LILEEP, energy: [R, R] } },
        { active: { card: 'base1-46', energy: [R, R] }, hand: [] },
      ],
    })
    d.pick('Attack: Amnesia').pick('Ember')
    expect(menu(d)).toContain('Attack: Scratch')
    expect(menu(d)).not.toContain('Attack: Ember')
  })

  it('Headbutt does 30', () => {
    const d = game({ players: [{ active: { card: LILEEP, energy: [G, R] } }, { active: 'base1-3' }] })
    d.pick('Attack: Headbutt')
    expect(active(d.state, 1).damage).toBe(30)
  })
})

import { describe, expect, it } from 'vitest'
import { E, P, active, game, pile } from './helpers'

// "Discard … in order to use this attack" is a cost (payCost): Metronome ignores it (docs/rulings/base1-pokemon-01-34.md).
describe('Metronome ignores the discard cost of the attack it copies', () => {
  const cases = [
    { name: 'Ember', target: P.charmander, expected: 30 },
    // Magmar has 50 HP: its own Flamethrower, copied, Knocks it Out
    { name: 'Flamethrower', target: 'base1-36', expected: 'KO' as const },
  ]
  for (const { name, target, expected } of cases) {
    it(`copying ${name} deals its damage and discards nothing from Clefairy`, () => {
      const d = game({
        players: [
          { active: { card: P.clefairy, energy: [E.fire, E.fire, E.fire] } },
          { active: { card: target, energy: [E.fire, E.fire, E.fire] }, bench: [P.dratini] },
        ],
      })
      d.pick('Attack: Metronome')
      if (d.has(name)) d.pick(name)
      if (expected === 'KO') expect(pile(d.state, 1, 'discard')).toContain(target)
      else expect(active(d.state, 1).damage).toBe(expected)
      expect(active(d.state, 0).energy.length).toBe(3)
      expect(pile(d.state, 0, 'discard')).toEqual([])
    })
  }
  it('Charmander itself still pays: Ember discards a Fire Energy', () => {
    const d = game({ players: [{ active: { card: P.charmander, energy: [E.fire, E.fire] } }, { active: P.dratini }] })
    d.pick('Attack: Ember')
    expect(active(d.state, 0).energy.length).toBe(1)
  })
})

import { describe, expect, it } from 'vitest'
import { E, P, active, bench, both, energyOf, game, menu, pile } from './helpers'

describe('base1-2 Blastoise', () => {
  for (const rules of both) {
    it(`Rain Dance attaches Water Energy from hand to Water Pokémon as often as you like (${rules})`, () => {
      const d = game({
        rules,
        players: [
          { active: P.blastoise, bench: [P.dewgong, P.hitmonchan], hand: [E.water, E.water, E.fire] },
          { active: P.dratini },
        ],
      })
      d.pick('Use Rain Dance').pick('Water Energy').pick('Dewgong')
      d.pick('Use Rain Dance').pick('Water Energy')
      // Only Water Pokémon are offered.
      expect(d.labels()).toEqual(['Blastoise', 'Dewgong'])
      d.pick('Blastoise')
      expect(energyOf(d.state, bench(d.state, 0, 0))).toEqual([E.water])
      expect(energyOf(d.state, active(d.state, 0))).toEqual([E.water])
      // No Water left in hand; the turn's own Energy attachment is still available.
      expect(menu(d)).not.toContain('Use Rain Dance')
      expect(d.labels()).toContain('Attach Fire Energy to Hitmonchan')
      expect(pile(d.state, 0, 'hand')).toEqual([E.fire])
    })
  }

  it('Rain Dance is off while Blastoise is Asleep, Confused or Paralyzed', () => {
    for (const cond of ['asleep', 'confused', 'paralyzed'] as const) {
      const d = game({
        players: [{ active: { card: P.blastoise, conditions: [cond] }, hand: [E.water] }, { active: P.dratini }],
      })
      expect(menu(d)).not.toContain('Use Rain Dance')
    }
  })

  it('Hydro Pump: +10 per Water Energy beyond the cost, at most +20', () => {
    const dmg = (energy: string[]) => {
      const d = game({ players: [{ active: { card: P.blastoise, energy } }, { active: P.dragonair }] })
      d.pick('Attack: Hydro Pump')
      return active(d.state, 1).damage
    }
    expect(dmg([E.water, E.water, E.water])).toBe(40)
    expect(dmg([E.water, E.water, E.water, E.water])).toBe(50)
    expect(dmg([E.water, E.water, E.water, E.water, E.water])).toBe(60)
    expect(dmg([E.water, E.water, E.water, E.water, E.water, E.water])).toBe(60)
    expect(dmg([E.water, E.water, E.water, E.fire])).toBe(40)
  })
})

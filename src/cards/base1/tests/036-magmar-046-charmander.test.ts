import { describe, expect, it } from 'vitest'
import { E, active, both, energyOf, game, pile } from './helpers'

describe('base1-36 Magmar', () => {
  it.each(both)('Flamethrower discards one Fire Energy and does 50 (%s)', (rules) => {
    const d = game({
      rules,
      players: [{ active: { card: 'base1-36', energy: [E.fire, E.fire, E.fire] } }, { active: 'base1-56' }],
    })
    d.pick('Attack: Flamethrower')
    expect(active(d.state, 1).damage).toBe(50)
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.fire, E.fire])
    expect(pile(d.state, 0, 'discard')).toEqual([E.fire])
  })
  it('Flamethrower lets the player choose which card goes when the Energy differs', () => {
    const d = game({
      players: [{ active: { card: 'base1-36', energy: [E.fire, E.fire, E.water] } }, { active: 'base1-56' }],
    })
    d.pick('Attack: Flamethrower')
    // Only Fire Energy may be discarded: the Water stays.
    expect(energyOf(d.state, active(d.state, 0))).toContain(E.water)
    expect(pile(d.state, 0, 'discard')).toEqual([E.fire])
  })
  it('Fire Punch does 30, doubled against a Water-weak Pokémon', () => {
    const d = game({ players: [{ active: { card: 'base1-36', energy: [E.fire, E.fire] } }, { active: 'base1-56' }] })
    expect(d.labels()).not.toContain('Attack: Flamethrower')
    d.pick('Attack: Fire Punch')
    expect(active(d.state, 1).damage).toBe(30)
    const d2 = game({ players: [{ active: { card: 'base1-36', energy: [E.fire, E.fire] } }, { active: 'base1-44' }] })
    d2.pick('Attack: Fire Punch')
    expect(d2.state.players[1].active).toBeNull() // Bulbasaur 40 HP, 60 damage: Knocked Out
  })
})

describe('base1-46 Charmander', () => {
  it.each(both)('Ember discards a Fire Energy and does 30 (%s)', (rules) => {
    const d = game({
      rules,
      players: [{ active: { card: 'base1-46', energy: [E.fire, E.water] } }, { active: 'base1-56' }],
    })
    d.pick('Attack: Ember')
    expect(active(d.state, 1).damage).toBe(30)
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.water])
    expect(pile(d.state, 0, 'discard')).toEqual([E.fire])
  })
  it('Scratch does 10', () => {
    const d = game({ players: [{ active: { card: 'base1-46', energy: [E.water] } }, { active: 'base1-56' }] })
    expect(d.labels()).not.toContain('Attack: Ember')
    d.pick('Attack: Scratch')
    expect(active(d.state, 1).damage).toBe(10)
  })
})

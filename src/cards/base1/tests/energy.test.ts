import { describe, expect, it } from 'vitest'
import { validateDeck } from '../../../engine'
import { ENERGY } from '../energy'
import { active, engine, game } from './trainer-helpers'

describe('base1-96 Double Colorless Energy', () => {
  it('pays for two Colorless symbols on its own', () => {
    const d = game({ players: [{ active: { card: 'big-basic', energy: ['base1-96'] } }, { active: 'water-basic' }] })
    expect(d.labels()).toContain('Attack: Rumble')
    d.pick('Attack: Rumble')
    expect(active(d.state, 1).damage).toBe(30)
  })
  it('does not pay for a typed symbol', () => {
    const d = game({ players: [{ active: { card: 'fire-basic', energy: ['base1-96'] } }, { active: 'water-basic' }] })
    expect(d.labels()).not.toContain('Attack: Ember')
  })
  it('is not basic Energy: at most 4 in a deck', () => {
    const five = [...Array(5).fill('base1-96'), 'fire-basic', ...Array(54).fill('base1-98')]
    expect(validateDeck(engine.db, five, 'classic1999').errors.join()).toMatch(/Double Colorless Energy/)
    const four = [...Array(4).fill('base1-96'), 'fire-basic', ...Array(55).fill('base1-98')]
    expect(validateDeck(engine.db, four, 'classic1999').ok).toBe(true)
  })
})

describe('base1-97 … base1-102 basic Energy', () => {
  it('each provides one unit of its type and is basic', () => {
    const basics = ENERGY.filter((e) => e.basic)
    expect(basics.map((e) => [e.id, e.name, e.provides])).toEqual([
      ['base1-97', 'Fighting Energy', [{ types: ['fighting'] }]],
      ['base1-98', 'Fire Energy', [{ types: ['fire'] }]],
      ['base1-99', 'Grass Energy', [{ types: ['grass'] }]],
      ['base1-100', 'Lightning Energy', [{ types: ['lightning'] }]],
      ['base1-101', 'Psychic Energy', [{ types: ['psychic'] }]],
      ['base1-102', 'Water Energy', [{ types: ['water'] }]],
    ])
  })
  it('Fire Energy pays for Ember', () => {
    const d = game({
      players: [{ active: { card: 'fire-basic', energy: ['base1-98', 'base1-97'] } }, { active: 'grass-basic' }],
    })
    d.pick('Attack: Ember')
    expect(active(d.state, 1).damage).toBe(60)
  })
})

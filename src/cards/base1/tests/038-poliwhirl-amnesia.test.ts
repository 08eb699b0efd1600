import { describe, expect, it } from 'vitest'
import { E, active, both, game } from './helpers'

const start = (rules: 'classic1999' | 'modern' = 'classic1999') =>
  game({
    rules,
    players: [
      { active: { card: 'base1-38', energy: [E.water, E.water] } },
      { active: { card: 'base1-36', energy: [E.fire, E.fire, E.fire] }, bench: ['base1-60'] },
    ],
  })

describe('base1-38 Poliwhirl — Amnesia', () => {
  it.each(both)('offers the Defending Pokémon attacks and blocks the chosen one next turn (%s)', (rules) => {
    const d = start(rules).pick('Attack: Amnesia')
    expect(d.labels()).toEqual(['Fire Punch', 'Flamethrower'])
    d.pick('Flamethrower')
    expect(d.labels()).toContain('Attack: Fire Punch')
    expect(d.labels()).not.toContain('Attack: Flamethrower')
    expect(active(d.state, 1).damage).toBe(0) // Amnesia does no damage
  })
  it('the other attack still works', () => {
    const d = start().pick('Attack: Amnesia').pick('Fire Punch')
    expect(d.labels()).not.toContain('Attack: Fire Punch')
    d.pick('Attack: Flamethrower')
    expect(active(d.state, 0).damage).toBe(50)
  })
  it("ends after the opponent's next turn", () => {
    const d = start().pick('Attack: Amnesia').pick('Flamethrower').pick('End turn').pick('End turn')
    expect(d.labels()).toContain('Attack: Flamethrower')
  })
  it('ends when the Defending Pokémon goes to the Bench', () => {
    const d = start().pick('Attack: Amnesia').pick('Flamethrower').pick('Retreat to Ponyta')
    expect(d.state.players[1].bench[0]!.markers).toEqual([])
  })
  it('asks nothing when the Defending Pokémon has a single attack', () => {
    const d = game({
      players: [
        { active: { card: 'base1-38', energy: [E.water, E.water] } },
        { active: { card: 'base1-52', energy: [E.fighting] } },
      ],
    })
    d.pick('Attack: Amnesia')
    expect(d.labels()).not.toContain('Attack: Low Kick')
  })
})

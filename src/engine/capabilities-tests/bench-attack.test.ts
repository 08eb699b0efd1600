/** Capability: an attack with fromBench can be used by a Benched Pokémon (menu, damage to the Defending Pokémon, turn ends). */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import type { Driver } from '../testing/scenario'
import { harness } from '../testing/harness'

const reacher: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-reacher',
  name: 'Reacher',
  stage: 'basic',
  hp: 100,
  types: ['psychic'],
  retreat: 1,
  attacks: [
    { name: 'Poke', cost: ['psychic'], damage: 10 },
    {
      name: 'Long Arm',
      cost: ['psychic'],
      damage: 40,
      fromBench: true,
      effect: (c) => {
        c.dealDamage(c.damage + (c.self.zone === 'bench' ? 5 : 0))
      },
    },
  ],
}
const { game } = harness(makeCardDb([...TEST_CARDS, reacher]))
const deck = ['energy-fire', 'energy-fire', 'energy-fire']

const labels = (d: Driver) => d.labels()

describe('attacks usable from the Bench', () => {
  it('a Benched Pokémon with the Energy may use it; its other attacks are not offered; the turn ends', () => {
    const d = game({
      players: [
        {
          active: { card: 'fire-basic', conditions: ['paralyzed'] },
          bench: [{ card: 'cap-reacher', energy: ['energy-psychic'] }],
          deck,
        },
        { active: 'big-basic', deck },
      ],
    })
    expect(labels(d)).toContain('Attack: Long Arm (Benched Reacher)')
    expect(labels(d).some((l) => l.includes('Poke'))).toBe(false)
    d.pick('Attack: Long Arm')
    expect(d.state.players[1].active!.damage).toBe(45)
    expect(d.state.current).toBe(1)
  })
  it('not without the Energy, and not on the first turn of the game', () => {
    const none = game({
      players: [
        { active: 'fire-basic', bench: ['cap-reacher'], deck },
        { active: 'big-basic', deck },
      ],
    })
    expect(labels(none).some((l) => l.includes('Long Arm'))).toBe(false)
    const first = game({
      turn: 1,
      players: [
        { active: 'fire-basic', bench: [{ card: 'cap-reacher', energy: ['energy-psychic'] }], deck },
        { active: 'big-basic', deck },
      ],
    })
    expect(labels(first).some((l) => l.includes('Long Arm'))).toBe(false)
  })
  it('from the Active Spot it is an ordinary attack', () => {
    const d = game({
      players: [
        { active: { card: 'cap-reacher', energy: ['energy-psychic'] }, deck },
        { active: 'big-basic', deck },
      ],
    })
    d.pick('Attack: Long Arm')
    expect(d.state.players[1].active!.damage).toBe(40)
  })
})

/** Capability: energyProvides hooks (the 'energy-becomes' marker) change what attached Energy provides everywhere. */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import { harness } from '../testing/harness'

const burner: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-burner',
  name: 'Burner',
  stage: 'basic',
  hp: 100,
  types: ['fire'],
  retreat: 2,
  abilities: [
    {
      name: 'Burn Up',
      canUse: (c) =>
        c
          .attachedEnergy(c.self)
          .some((e) => e.def.provides.some((u) => u.types !== 'any' && u.types.join() !== 'fire')),
      use: (c) =>
        c.mark(c.self, {
          source: 'engine',
          key: 'energy-becomes',
          until: 'this-turn',
          data: { type: 'fire', cards: c.energyOn(c.self).join(',') },
        }),
    },
  ],
  attacks: [
    { name: 'Blaze', cost: ['fire', 'fire', 'fire'], damage: 50 },
    {
      name: 'Melt',
      cost: [],
      damage: 0,
      *effect(c) {
        yield* c.discardEnergy(c.self, 1, { type: 'fire' })
      },
    },
  ],
}
const { game } = harness(makeCardDb([...TEST_CARDS, burner]))
const start = (energy: string[], hand: string[] = []) =>
  game({
    players: [
      { active: { card: 'cap-burner', energy }, bench: ['water-basic'], hand, deck: ['energy-fire', 'energy-fire'] },
      { active: 'big-basic', deck: ['energy-fire', 'energy-fire'] },
    ],
  })

describe("energyProvides hook ('energy-becomes' marker)", () => {
  it('lets converted Energy pay typed costs; a 2-unit card gives 2 units of the new type', () => {
    const d = start(['energy-water', 'energy-double-colorless'])
    expect(d.labels()).not.toContain('Attack: Blaze')
    d.pick('Use Burn Up')
    expect(d.labels()).toContain('Attack: Blaze')
    expect(d.labels()).not.toContain('Use Burn Up')
    d.pick('Attack: Blaze')
    expect(d.state.players[1].active!.damage).toBe(50)
  })
  it('covers only the cards attached when it was used, and ends with the turn', () => {
    const d = start(['energy-water', 'energy-water'], ['energy-grass'])
    d.pick('Use Burn Up').pick('Attach Grass Energy to Burner')
    expect(d.labels()).not.toContain('Attack: Blaze')
    d.pick('Use Burn Up')
    expect(d.labels()).toContain('Attack: Blaze')
    d.pick('End turn').pick('End turn')
    expect(d.labels()).not.toContain('Attack: Blaze')
  })
  it('typed discards see the new type', () => {
    const d = start(['energy-water'])
    d.pick('Use Burn Up').pick('Attack: Melt')
    expect(d.state.players[0].active!.energy).toEqual([])
  })
})

/**
 * Mechanism: a Pokémon's types changed by a hook (Hooks.types): a Poké-Body "its type is the same as every type of
 * basic Energy card attached" (EX Sandstorm's Kecleon), a lasting "until the end of your turn, its type is Darkness"
 * (Lunatone's Lunar Eclipse). The changed type is what Weakness and Resistance of the Pokémon it attacks read, and
 * what effects asking its type see; the card keeps its printed type.
 */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import { harness } from '../testing/harness'
import { active } from '../testing/read'
import { attack } from '../testing/menu'

/** Colorless; Water while it has any Energy attached; an attack that makes it Psychic until the end of the turn. */
const shifty: PokemonDef = {
  kind: 'pokemon',
  id: 'm-shifty',
  name: 'Shifty',
  stage: 'basic',
  hp: 100,
  types: ['colorless'],
  retreat: 1,
  abilities: [
    { name: 'Tint', hooks: { types: (h, types) => (h.self && h.energyOn(h.self).length > 0 ? ['water'] : types) } },
  ],
  attacks: [
    {
      name: 'Type Check',
      cost: [],
      damage: 10,
      effect(c) {
        c.log(`type: ${c.typesOf(c.self).join(',')}`)
      },
    },
  ],
}
const { game } = harness(makeCardDb([...TEST_CARDS, shifty]))
const deck = ['energy-fire', 'energy-fire', 'energy-fire', 'energy-fire']

describe('Hooks.types: a Pokémon whose type changes', () => {
  it('without the change it keeps its printed type: no Weakness', () => {
    const d = game({
      players: [
        { deck, active: 'm-shifty' },
        { deck, active: 'fire-basic' },
      ],
    })
    attack(d, 'Type Check')
    expect(active(d.state, 1).damage).toBe(10)
  })

  it("with the change, the Defending Pokémon's Weakness to the new type applies and effects read it", () => {
    const d = game({
      players: [
        { deck, active: { card: 'm-shifty', energy: ['energy-fire'] } },
        { deck, active: 'fire-basic' },
      ],
    })
    attack(d, 'Type Check')
    expect(active(d.state, 1).damage).toBe(20)
    expect(d.events.some((e) => e.type === 'info' && e.text === 'type: water')).toBe(true)
  })
})

/**
 * Capability: a hook that acts may do so once per turn (HookActCtx.oncePerTurn, "Once during your turn (before your
 * attack), when you attach a Water Energy card from your hand to this Pokémon, remove 1 damage counter from it"): the
 * second attachment in the same turn finds the use spent, and the owner's next turn has it again.
 */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import { harness } from '../testing/harness'

const remedy: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-remedy',
  name: 'Remedy',
  stage: 'basic',
  hp: 120,
  types: ['water'],
  retreat: 1,
  attacks: [],
  abilities: [
    {
      name: 'Remedy Body',
      hooks: {
        afterEnergyAttachedFromHand: (h) => {
          if (h.self && h.oncePerTurn('Remedy Body')) h.heal(h.self, 10)
        },
      },
    },
  ],
}
/** Attaches a Water Energy card from the hand to the Remedy on its side: a second attachment in the same turn. */
const pump: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-once-pump',
  name: 'Pump',
  stage: 'basic',
  hp: 60,
  types: ['water'],
  retreat: 1,
  attacks: [],
  abilities: [
    {
      name: 'Pump',
      oncePerTurn: false,
      canUse: (c) => c.cardsIn(c.seat, 'hand', (d) => d.name === 'Water Energy').length > 0,
      use(c) {
        const [uid] = c.cardsIn(c.seat, 'hand', (d) => d.name === 'Water Energy')
        const to = c.allPokemon(c.seat).find((r) => c.pokemonAt(r).name === 'Remedy')
        if (uid !== undefined && to) c.attach(uid, to)
      },
    },
  ],
}
const { game } = harness(makeCardDb([...TEST_CARDS, remedy, pump]), {
  deck: ['energy-fire', 'energy-fire', 'energy-fire', 'energy-fire'],
})

describe('HookActCtx.oncePerTurn', () => {
  it('lets the hook act on the first attachment of the turn only', () => {
    const d = game({
      players: [
        {
          active: 'cap-once-pump',
          bench: [{ card: 'cap-remedy', damage: 50 }],
          hand: ['energy-water', 'energy-water', 'energy-water'],
        },
        { active: 'fire-basic' },
      ],
    })
    d.pick('Use Pump')
    expect(d.state.players[0].bench[0]!.damage).toBe(40)
    d.pick('Use Pump')
    d.pick('Use Pump')
    expect(d.state.players[0].bench[0]!.energy).toHaveLength(3)
    expect(d.state.players[0].bench[0]!.damage).toBe(40)
  })

  it("is there again on the owner's next turn", () => {
    const d = game({
      players: [
        {
          active: 'cap-once-pump',
          bench: [{ card: 'cap-remedy', damage: 50 }],
          hand: ['energy-water', 'energy-water'],
        },
        { active: 'fire-basic' },
      ],
    })
    d.pick('Use Pump')
    d.pick('End turn')
    d.pick('End turn')
    expect(d.state.current).toBe(0)
    d.pick('Use Pump')
    expect(d.state.players[0].bench[0]!.damage).toBe(30)
  })
})

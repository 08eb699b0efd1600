/**
 * Capability: afterEnergyAttachedFromHand hooks react when their Pokémon's owner attaches an Energy card from the
 * hand to it during their turn ("whenever you attach a Water Energy card from your hand to this Pokémon during your
 * turn, heal 30 damage from it"), by the turn's attachment or by an effect; not to Energy from elsewhere.
 */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import { harness } from '../testing/harness'

const soaker: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-soaker',
  name: 'Soaker',
  stage: 'basic',
  hp: 120,
  types: ['water'],
  retreat: 1,
  attacks: [],
  abilities: [
    {
      name: 'Soak',
      hooks: {
        afterEnergyAttachedFromHand: (h, energy) => {
          if (h.self && h.def(energy).name === 'Water Energy') h.heal(h.self, 30)
        },
      },
    },
  ],
}
/** Attaches a Water Energy card to the Soaker on its side from the hand, or from the discard pile. */
const pump = (from: 'hand' | 'discard'): PokemonDef => ({
  kind: 'pokemon',
  id: `cap-pump-${from}`,
  name: `Pump ${from}`,
  stage: 'basic',
  hp: 60,
  types: ['water'],
  retreat: 1,
  attacks: [],
  abilities: [
    {
      name: `Pump from ${from}`,
      canUse: (c) => c.cardsIn(c.seat, from, (d) => d.name === 'Water Energy').length > 0,
      use(c) {
        const [uid] = c.cardsIn(c.seat, from, (d) => d.name === 'Water Energy')
        const to = c.allPokemon(c.seat).find((r) => c.pokemonAt(r).name === 'Soaker')
        if (uid !== undefined && to) c.attach(uid, to)
      },
    },
  ],
})
const { game } = harness(makeCardDb([...TEST_CARDS, soaker, pump('hand'), pump('discard')]))

describe('afterEnergyAttachedFromHand hook', () => {
  it("reacts to the turn's attachment from the hand (here: heals 30), and only to the matching Energy", () => {
    for (const [energy, damage] of [
      ['energy-water', 20],
      ['energy-fire', 50],
    ] as const) {
      const d = game({
        players: [{ active: { card: 'cap-soaker', damage: 50 }, hand: [energy] }, { active: 'fire-basic' }],
      })
      d.pick(d.labels().find((l) => l.startsWith('Attach'))!)
      expect(d.state.players[0].active!.damage).toBe(damage)
    }
  })

  it('reacts to an attachment from the hand by an effect, and to one to a Benched Pokémon', () => {
    const d = game({
      players: [
        { active: 'cap-pump-hand', bench: [{ card: 'cap-soaker', damage: 50 }], hand: ['energy-water'] },
        { active: 'fire-basic' },
      ],
    })
    d.pick('Use Pump from hand')
    expect(d.state.players[0].bench[0]!.energy).toHaveLength(1)
    expect(d.state.players[0].bench[0]!.damage).toBe(20)
  })

  it('does not react to Energy attached from elsewhere (the discard pile)', () => {
    const d = game({
      players: [
        { active: 'cap-pump-discard', bench: [{ card: 'cap-soaker', damage: 50 }], discard: ['energy-water'] },
        { active: 'fire-basic' },
      ],
    })
    d.pick('Use Pump from discard')
    expect(d.state.players[0].bench[0]!.energy).toHaveLength(1)
    expect(d.state.players[0].bench[0]!.damage).toBe(50)
  })
})

/**
 * Capability: othersAfterEnergyAttachedFromHand hooks react when ANY player attaches an Energy card from their hand
 * to one of their own Pokémon, on every other Pokémon in play ("whenever any player attaches an Energy card from
 * their hand to 1 of their Pokémon, put 2 damage counters on that Pokémon"); not to Energy from elsewhere, not to the
 * Pokémon carrying the hook, and not while its Ability is blocked.
 */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import { harness } from '../testing/harness'

/** "Whenever any player attaches an Energy card from their hand to 1 of their Pokémon, put 2 damage counters on it." */
const watcher: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-watcher',
  name: 'Watcher',
  stage: 'basic',
  hp: 100,
  types: ['lightning'],
  retreat: 1,
  attacks: [],
  abilities: [
    {
      name: 'Static Field',
      hooks: { othersAfterEnergyAttachedFromHand: (h, target) => h.putCounters(target, 2) },
    },
  ],
}
/** Blocks the Abilities of every Pokémon in play. */
const lock: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-lock',
  name: 'Lockmon',
  stage: 'basic',
  hp: 100,
  types: ['darkness'],
  retreat: 1,
  attacks: [],
  abilities: [{ name: 'Hush', hooks: { blocksAbilities: () => true } }],
}
/** Attaches a Fire Energy card from the discard pile to its owner's Active Pokémon. */
const recycler: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-recycler',
  name: 'Recycler',
  stage: 'basic',
  hp: 100,
  types: ['fire'],
  retreat: 1,
  attacks: [],
  abilities: [
    {
      name: 'Recycle',
      canUse: (c) => c.cardsIn(c.seat, 'discard').length > 0,
      use(c) {
        const [uid] = c.cardsIn(c.seat, 'discard')
        const to = c.allPokemon(c.seat)[0]
        if (uid !== undefined && to) c.attach(uid, to)
      },
    },
  ],
}
const { game } = harness(makeCardDb([...TEST_CARDS, watcher, lock, recycler]), {
  deck: ['energy-fire', 'energy-fire', 'energy-fire'],
})
const attachTo = (labels: string[], name: string): string =>
  labels.find((l) => l.startsWith('Attach') && l.includes(name))!

describe('othersAfterEnergyAttachedFromHand hook', () => {
  it("reacts to its owner's attachment from the hand to another of their Pokémon, Active or Benched", () => {
    for (const target of ['Flamelet', 'Boulderback']) {
      const d = game({
        players: [
          { active: 'fire-basic', bench: ['cap-watcher', 'big-basic'], hand: ['energy-fire'] },
          { active: 'fire-basic' },
        ],
      })
      d.pick(attachTo(d.labels(), target))
      const hit = target === 'Flamelet' ? d.state.players[0].active! : d.state.players[0].bench[1]!
      expect(hit.damage).toBe(20)
      expect(d.state.players[0].bench[0]!.damage).toBe(0)
    }
  })

  it("reacts to the opponent's attachment from the hand to one of their own Pokémon, during their turn", () => {
    const d = game({
      players: [{ active: 'cap-watcher' }, { active: 'big-basic', hand: ['energy-fire'] }],
    })
    d.pick('End turn')
    d.pick(attachTo(d.labels(), 'Boulderback'))
    expect(d.state.players[1].active!.damage).toBe(20)
  })

  it('does not react to an attachment to the Pokémon carrying the hook', () => {
    const d = game({ players: [{ active: 'cap-watcher', hand: ['energy-fire'] }, { active: 'fire-basic' }] })
    d.pick(attachTo(d.labels(), 'Watcher'))
    expect(d.state.players[0].active!.energy).toHaveLength(1)
    expect(d.state.players[0].active!.damage).toBe(0)
  })

  it('does not react to Energy attached from elsewhere (the discard pile)', () => {
    const d = game({
      players: [{ active: 'cap-recycler', bench: ['cap-watcher'], discard: ['energy-fire'] }, { active: 'fire-basic' }],
    })
    d.pick('Use Recycle')
    expect(d.state.players[0].active!.energy).toHaveLength(1)
    expect(d.state.players[0].active!.damage).toBe(0)
  })

  it("stops while the carrier's Ability is blocked", () => {
    const d = game({
      players: [{ active: 'fire-basic', bench: ['cap-watcher'], hand: ['energy-fire'] }, { active: 'cap-lock' }],
    })
    d.pick(attachTo(d.labels(), 'Flamelet'))
    expect(d.state.players[0].active!.energy).toHaveLength(1)
    expect(d.state.players[0].active!.damage).toBe(0)
  })
})

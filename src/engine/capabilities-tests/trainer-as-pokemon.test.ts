/** Capability: a Trainer played as a Pokémon with no Prize value, condition immunity and a "discard it" action. */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef, TrainerDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import type { Driver } from '../testing/scenario'
import { harness } from '../testing/harness'

const doll: TrainerDef = {
  kind: 'trainer',
  id: 'cap-doll',
  name: 'Doll',
  trainerKind: 'item',
  playAsPokemon: { hp: 10, types: [], retreat: 0, canRetreat: false, prizes: 0, discardable: true },
  hooks: { preventCondition: () => true },
}
const sleeper: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-sleeper',
  name: 'Sleeper',
  stage: 'basic',
  hp: 60,
  types: ['psychic'],
  retreat: 1,
  attacks: [
    { name: 'Lullaby', cost: [], damage: 0, effect: (c) => void c.asleep() },
    { name: 'Poke', cost: [], damage: 10 },
  ],
}
const { game } = harness(makeCardDb([...TEST_CARDS, doll, sleeper]))
const deck = ['energy-fire', 'energy-fire', 'energy-fire']

function start(p0: { active?: string; bench?: string[]; hand?: string[] }, current: 0 | 1 = 0): Driver {
  return game({
    current,
    players: [
      { deck, ...p0 },
      { active: 'cap-sleeper', deck },
    ],
  })
}

describe('Trainer played as a Pokémon', () => {
  it('is Knocked Out without giving a Prize', () => {
    const d = start({ active: 'cap-doll', bench: ['water-basic'] }, 1).pick('Attack: Poke')
    // No Prize to take: seat 0 promotes at once.
    expect(d.state.players[1].prizes.length).toBe(6)
    expect(d.state.players[0].discard.map((u) => d.state.cards[u]!.def)).toContain('cap-doll')
  })
  it('is not affected by Special Conditions its hooks prevent', () => {
    const d = start({ active: 'cap-doll', bench: ['water-basic'] }, 1).pick('Attack: Lullaby')
    expect(d.state.players[0].active!.conditions.rotation).toBeNull()
    expect(d.events.some((e) => e.type === 'condition' && e.on)).toBe(false)
  })
  it("may be discarded from play during its owner's turn; the Active is replaced, no Prize is taken", () => {
    const d = start({ active: 'cap-doll', bench: ['water-basic'] })
    expect(d.labels()).toContain('Discard Doll from play')
    expect(d.has((o) => o.kind === 'action' && o.action.type === 'retreat')).toBe(false) // can't retreat
    d.pick('Discard Doll from play')
    expect(d.state.players[0].active!.stack.map((u) => d.state.cards[u]!.def)).toEqual(['water-basic'])
    expect(d.state.players[0].discard.map((u) => d.state.cards[u]!.def)).toEqual(['cap-doll'])
    expect(d.state.players[1].prizes.length).toBe(6)
  })
  it('is not offered for discarding when it is the only Pokémon in play', () => {
    expect(start({ active: 'cap-doll' }).labels()).not.toContain('Discard Doll from play')
  })
  it('is put onto the Bench from hand like a Basic Pokémon', () => {
    const d = start({ active: 'water-basic', hand: ['cap-doll'] }).pick('Put Doll on the Bench')
    expect(d.state.players[0].bench.length).toBe(1)
    expect(d.labels()).toContain('Discard Doll from play')
  })
})

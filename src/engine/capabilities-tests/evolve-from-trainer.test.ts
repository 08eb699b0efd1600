/** Capability: a Pokémon whose "Evolves from" names a Trainer played as a Pokémon (a Fossil) evolves from it. */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef, TrainerDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import type { Driver } from '../testing/scenario'
import { harness } from '../testing/harness'

const fossil: TrainerDef = {
  kind: 'trainer',
  id: 'cap-fossil',
  name: 'Test Shell Fossil',
  trainerKind: 'item',
  playAsPokemon: { hp: 60, types: ['colorless'], retreat: 0, canRetreat: false },
}
const shelly: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-shelly',
  name: 'Shelly',
  stage: 'stage1',
  evolvesFrom: 'Test Shell Fossil',
  hp: 100,
  types: ['water'],
  retreat: 1,
  attacks: [{ name: 'Pinch', cost: [], damage: 30 }],
}
const { game } = harness(makeCardDb([...TEST_CARDS, fossil, shelly]))
const deck = ['energy-fire', 'energy-fire', 'energy-fire']
const start = (playedTurn: number): Driver =>
  game({
    players: [
      { active: 'water-basic', bench: [{ card: 'cap-fossil', playedTurn, damage: 20 }], hand: ['cap-shelly'], deck },
      { active: 'big-basic', deck },
    ],
  })

describe('evolving from a Trainer played as a Pokémon', () => {
  it('is offered by name and keeps the Trainer card under the Evolution card', () => {
    const d = start(0).pick('Evolve Test Shell Fossil into Shelly')
    const slot = d.state.players[0].bench[0]!
    expect(slot.stack.map((u) => d.state.cards[u]!.def)).toEqual(['cap-fossil', 'cap-shelly'])
    expect(slot.damage).toBe(20)
  })
  it('follows the usual timing: not the turn the Fossil was put into play', () => {
    expect(start(3).labels()).not.toContain('Evolve Test Shell Fossil into Shelly')
  })
})

/**
 * Mechanism: a Pokémon in play whose hook says the opponent's Pokémon can't keep Pokémon Tool cards
 * (Hooks.othersToolsDiscarded, EX Sandstorm Aerodactyl ex's Primal Lock: "Remove any Pokémon Tool cards attached to
 * your opponent's Pokémon and put them into his or her discard pile"). The Tools go to their owner's discard pile
 * after the action that brought it into play; its owner's own Tools stay; while its Abilities are blocked nothing
 * happens.
 */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef, TrainerDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import { harness } from '../testing/harness'
import { active, pile } from '../testing/read'

const lock: PokemonDef = {
  kind: 'pokemon',
  id: 'm-tool-lock',
  name: 'Lockwing',
  stage: 'basic',
  hp: 60,
  types: ['colorless'],
  retreat: 1,
  attacks: [],
  abilities: [
    {
      name: 'Tool Lock',
      hooks: { othersToolsDiscarded: (h, target) => target.seat !== h.owner },
    },
  ],
}
/** A Stadium under which no Pokémon has Abilities. */
const quiet: TrainerDef = {
  kind: 'trainer',
  id: 'm-quiet-2',
  name: 'Quiet Field',
  trainerKind: 'stadium',
  hooks: { blocksAbilities: () => true },
}
const { game } = harness(makeCardDb([...TEST_CARDS, lock, quiet]))
const deck = ['energy-fire', 'energy-fire', 'energy-fire', 'energy-fire']

function start(stadium?: string) {
  return game({
    players: [
      { deck, active: { card: 'fire-basic', tools: ['tool-boost'] }, hand: ['m-tool-lock'] },
      {
        deck,
        active: { card: 'water-basic', tools: ['tool-boost'] },
        bench: [{ card: 'grass-basic', tools: ['tool-boost'] }],
      },
    ],
    ...(stadium ? { stadium: { card: stadium, owner: 1 } } : {}),
  })
}

describe("a Pokémon in play that removes the opponent's Pokémon Tools", () => {
  it("discards every Tool on the opponent's Pokémon once it comes into play; its owner's Tools stay", () => {
    const d = start()
    d.pick('Put Lockwing on the Bench')
    expect(active(d.state, 1).tools).toEqual([])
    expect(d.state.players[1].bench[0]!.tools).toEqual([])
    expect(pile(d.state, 1, 'discard')).toEqual(['tool-boost', 'tool-boost'])
    expect(active(d.state, 0).tools.length).toBe(1)
  })

  it('does nothing while its Abilities are blocked', () => {
    const d = start('m-quiet-2')
    d.pick('Put Lockwing on the Bench')
    expect(active(d.state, 1).tools.length).toBe(1)
    expect(pile(d.state, 1, 'discard')).toEqual([])
  })
})

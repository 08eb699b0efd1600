/**
 * Capability: Hooks.usesAttacksOf — "this Pokémon can use the attacks of any Basic Pokémon in your discard pile"
 * (Ditto's Sudden Transformation): the lent attacks are offered beside its own and run as its own.
 */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import { harness } from '../testing/harness'

const mimic: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-mimic',
  name: 'Mimic',
  stage: 'basic',
  hp: 70,
  types: ['colorless'],
  retreat: 1,
  abilities: [
    {
      name: 'Copycat',
      hooks: {
        usesAttacksOf: (h) => h.cardsIn(h.owner, 'discard', (d) => d.kind === 'pokemon' && d.stage === 'basic'),
      },
    },
  ],
  attacks: [{ name: 'Pound', cost: [], damage: 10 }],
}
/** Blocks every Ability in play. */
const blocker: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-blocker',
  name: 'Blocker',
  stage: 'basic',
  hp: 100,
  types: ['darkness'],
  retreat: 1,
  abilities: [{ name: 'Quiet', hooks: { blocksAbilities: () => true } }],
  attacks: [],
}
const { game } = harness(makeCardDb([...TEST_CARDS, mimic, blocker]))
const deck = ['energy-fire', 'energy-fire', 'energy-fire']

const start = (discard: string[], energy: string[] = ['energy-fire', 'energy-fire'], opponent = 'big-basic') =>
  game({
    players: [
      { active: { card: 'cap-mimic', energy }, discard, deck },
      { active: opponent, deck },
    ],
  })

describe('usesAttacksOf: attacks lent by cards outside play', () => {
  it("offers each lent card's attacks once, named with the card, beside its own", () => {
    const d = start(['fire-basic', 'fire-basic', 'water-basic', 'fire-stage1'])
    expect(d.labels().filter((l) => l.startsWith('Attack:'))).toEqual([
      'Attack: Pound',
      'Attack: Scratch (Flamelet)',
      'Attack: Ember (Flamelet)',
    ])
  })
  it('a lent attack needs its Energy cost paid by the Pokémon using it', () => {
    const d = start(['water-basic'], ['energy-fire'])
    expect(d.has('Attack: Bubble (Splashling)')).toBe(false)
    expect(start(['water-basic'], ['energy-water']).has('Attack: Bubble (Splashling)')).toBe(true)
  })
  it('the lent attack is done as its own', () => {
    const d = start(['fire-basic']).pick('Attack: Ember (Flamelet)')
    expect(d.state.players[1].active!.damage).toBe(30)
    expect(d.state.current).toBe(1)
  })
  it('nothing is lent while Abilities are blocked', () => {
    const d = game({
      players: [
        {
          active: { card: 'cap-mimic', energy: ['energy-fire', 'energy-fire'] },
          bench: [],
          discard: ['fire-basic'],
          deck,
        },
        { active: 'cap-blocker', deck },
      ],
    })
    expect(d.has('Attack: Ember (Flamelet)')).toBe(false)
    expect(d.has('Attack: Pound')).toBe(true)
  })
})

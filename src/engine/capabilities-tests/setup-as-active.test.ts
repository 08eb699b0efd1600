/**
 * Capability: AbilityDef.setupAsActive — "If this Pokémon is in your hand when you are setting up to play, you may
 * put it face down as your Active Pokémon" (rules.md S-4 with a card's exception). It is offered beside the Basics for
 * the Active Spot; a hand without a Basic Pokémon is still a mulligan (S-8), and the Bench takes only Basics (S-5).
 */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import { createEngine } from '../engine'
import { Driver } from '../testing/scenario'

const bolt: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-bolt',
  name: 'Bolt Lion',
  stage: 'stage2',
  evolvesFrom: 'Bolt Cub',
  hp: 160,
  types: ['lightning'],
  retreat: 0,
  attacks: [{ name: 'Pounce', cost: [], damage: 50 }],
  abilities: [{ name: 'Early Start', setupAsActive: true }],
}
const plain: PokemonDef = { ...bolt, id: 'cap-lion', name: 'Plain Lion', abilities: [] }
const engine = createEngine(makeCardDb([...TEST_CARDS, bolt, plain]))

/** A stacked deck: these 7 cards are the opening hand, the rest Energy. */
const dealt = (hand: string[]): string[] => [...hand, ...Array<string>(60 - hand.length).fill('energy-fire')]
const start = (hand0: string[]) =>
  engine.newGame({
    decks: [dealt(hand0), dealt(['fire-basic'])],
    seed: 3,
    rules: 'modern',
    stackedDecks: true,
    forcedFlips: [true],
    skipDeckCheck: true,
  })
const names = (state: { cards: { def: string }[] }, uids: readonly number[]) => uids.map((u) => state.cards[u]!.def)

describe('setupAsActive: a Pokémon of any stage may start as the Active Pokémon', () => {
  it('is offered beside the Basic Pokémon; chosen, it is the Active and the Basic may go to the Bench', () => {
    let { state } = start([
      'cap-bolt',
      'water-basic',
      'cap-lion',
      'energy-fire',
      'energy-fire',
      'energy-fire',
      'energy-fire',
    ])
    if (state.pending?.ask === 'first-player') state = step(state, [0])
    expect(state.pending?.ask).toBe('setup-active')
    const labels = state.pending!.options.map((o) => o.label)
    expect(labels.sort()).toEqual(['Bolt Lion', 'Splashling'].sort())
    state = step(state, [state.pending!.options.findIndex((o) => o.label === 'Bolt Lion')])
    expect(state.pending?.ask).toBe('setup-bench')
    expect(state.pending!.options.map((o) => o.label)).toEqual(['Splashling'])
    state = step(state, [0])
    expect(names(state, state.players[0].active!.stack)).toEqual(['cap-bolt'])
    expect(names(state, state.players[0].bench[0]!.stack)).toEqual(['water-basic'])
  })

  it('the Basic may still be chosen instead', () => {
    let { state } = start([
      'cap-bolt',
      'water-basic',
      'energy-fire',
      'energy-fire',
      'energy-fire',
      'energy-fire',
      'energy-fire',
    ])
    if (state.pending?.ask === 'first-player') state = step(state, [0])
    state = step(state, [state.pending!.options.findIndex((o) => o.label === 'Splashling')])
    expect(names(state, state.players[0].active!.stack)).toEqual(['water-basic'])
    expect(names(state, state.players[0].hand)).toContain('cap-bolt')
  })

  it('a hand with it but no Basic Pokémon is a mulligan (S-8)', () => {
    // A Basic deeper in the deck, so a redraw finds one.
    const deck = dealt([
      'cap-bolt',
      'energy-fire',
      'energy-fire',
      'energy-fire',
      'energy-fire',
      'energy-fire',
      'energy-fire',
    ])
    deck[30] = 'water-basic'
    const { state, events } = engine.newGame({
      decks: [deck, dealt(['fire-basic'])],
      seed: 3,
      rules: 'modern',
      stackedDecks: true,
      forcedFlips: [true],
      skipDeckCheck: true,
    })
    const d = new Driver(engine, state)
    d.events.push(...events)
    for (let i = 0; i < 10 && d.state.pending?.ask !== 'main'; i++) d.pickIndices([0])
    expect(d.events.some((e) => e.type === 'mulligan' && e.seat === 0)).toBe(true)
  })
})

function step(state: ReturnType<typeof engine.newGame>['state'], picks: number[]) {
  const r = engine.step(state, { decision: state.pending!.id, picks })
  if (!r.ok) throw new Error(r.error)
  return r.state
}

/** Capability: Abilities that trigger when their Pokémon is played from the hand (AbilityDef.onPlay). */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import type { Driver } from '../testing/scenario'
import { harness } from '../testing/harness'

/** "When you play this from your hand to evolve, you may draw 2 cards." */
const drawer: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-drawer',
  name: 'Drawer',
  stage: 'stage1',
  evolvesFrom: 'Flamelet',
  hp: 90,
  types: ['fire'],
  retreat: 1,
  abilities: [{ name: 'Eager Draw', onPlay: { to: 'evolve', may: true }, use: (c) => void c.draw(2) }],
  attacks: [],
}
/** "When you play this from your hand onto your Bench, you must discard the top card of your deck." */
const miller: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-miller',
  name: 'Miller',
  stage: 'basic',
  hp: 60,
  types: ['fire'],
  retreat: 1,
  abilities: [
    {
      name: 'Mill',
      onPlay: { to: 'bench', may: false },
      canUse: (c) => c.me.deck.length > 0,
      use: (c) => c.discard(c.me.deck.slice(0, 1)),
    },
  ],
  attacks: [],
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
const { game } = harness(makeCardDb([...TEST_CARDS, drawer, miller, blocker]))
const deck = ['energy-fire', 'energy-water', 'energy-grass', 'energy-fire']

function start(hand: string[], opponent = 'water-basic', playedTurn?: number): Driver {
  return game({
    players: [
      { active: { card: 'fire-basic', ...(playedTurn !== undefined ? { playedTurn } : {}) }, hand, deck },
      { active: opponent, deck },
    ],
  })
}

describe('onPlay Abilities', () => {
  it('evolving from the hand asks "you may"; yes runs it, no does not', () => {
    const yes = start(['cap-drawer']).pick('Evolve Flamelet into Drawer')
    expect(yes.decision.ask).toBe('yes-no')
    yes.pick('Yes')
    expect(yes.state.players[0].hand.length).toBe(2)
    expect(yes.events.some((e) => e.type === 'ability' && e.ability === 'Eager Draw')).toBe(true)
    const no = start(['cap-drawer']).pick('Evolve Flamelet into Drawer').pick('No')
    expect(no.state.players[0].hand.length).toBe(0)
    expect(no.decision.ask).toBe('main')
  })

  it('is never offered in the main menu', () => {
    const d = start(['cap-drawer']).pick('Evolve Flamelet into Drawer').pick('No')
    expect(d.labels().some((l) => l.includes('Eager Draw'))).toBe(false)
  })

  it('a mandatory one runs without asking when Benched from the hand', () => {
    const d = start(['cap-miller']).pick('Put Miller on the Bench')
    expect(d.decision.ask).toBe('main')
    expect(d.state.players[0].discard.length).toBe(1)
    expect(d.state.players[0].deck.length).toBe(3)
  })

  it('does not trigger while Abilities are blocked', () => {
    const d = start(['cap-drawer'], 'cap-blocker').pick('Evolve Flamelet into Drawer')
    expect(d.decision.ask).toBe('main')
    expect(d.state.players[0].hand.length).toBe(0)
  })
})

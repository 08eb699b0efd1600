/**
 * rules.md §3 Pokémon V-UNION (seeds [001] App. B, [002] App. 7): the four pieces are played together from the
 * discard pile onto the Bench as one Pokémon taking one Bench spot, each V-UNION name once per game; never from the
 * hand; 3 Prize cards when Knocked Out.
 */
import { describe, expect, it } from 'vitest'
import { createEngine } from '../engine'
import type { PokemonDef } from '../api/card'
import { makeCardDb } from '../api/card'
import { Driver, scenario } from '../testing/scenario'
import type { SideSpec } from '../testing/scenario'
import { TEST_CARDS } from '../testing/cards'
import { bench, pile } from '../testing/read'

const piece = (name: string, id: string): PokemonDef => ({
  kind: 'pokemon',
  id,
  name,
  stage: 'vunion',
  ruleBox: 'V-UNION',
  hp: 310,
  types: ['psychic'],
  retreat: 2,
  attacks: [{ name: 'Union Burst', cost: [], damage: 60 }],
})
const MEWTWO = ['mu-1', 'mu-2', 'mu-3', 'mu-4']
const GRENINJA = ['gu-1', 'gu-2', 'gu-3', 'gu-4']
const engine = createEngine(
  makeCardDb([
    ...TEST_CARDS,
    ...MEWTWO.map((id) => piece('Mewtwo V-UNION', id)),
    ...GRENINJA.map((id) => piece('Greninja V-UNION', id)),
  ]),
)

const game = (me: SideSpec, opp: SideSpec = { active: 'water-basic' }) =>
  new Driver(
    engine,
    scenario(engine, {
      players: [
        { deck: ['energy-fire', 'energy-fire', 'energy-fire'], ...me },
        { deck: ['energy-water', 'energy-water', 'energy-water'], ...opp },
      ],
    }),
  )
const PLAY_MEWTWO = 'Put Mewtwo V-UNION onto the Bench from the discard pile'
const PLAY_GRENINJA = 'Put Greninja V-UNION onto the Bench from the discard pile'

describe('rules.md §3 Pokémon V-UNION', () => {
  it('rules.md §3 V-UNION: all four pieces go from the discard pile onto the Bench together, as one Pokémon in one Bench spot', () => {
    const d = game({ active: 'fire-basic', discard: ['mu-3', 'energy-fire', 'mu-1', 'mu-4', 'mu-2'] })
    d.pick(PLAY_MEWTWO)
    expect(d.state.players[0].bench).toHaveLength(1)
    const slot = bench(d.state, 0, 0)
    expect(slot.stack.map((u) => d.state.cards[u]!.def).sort()).toEqual(MEWTWO)
    expect(pile(d.state, 0, 'discard')).toEqual(['energy-fire'])
    expect(d.state.players[0].vunionPlayed).toEqual(['Mewtwo V-UNION'])
    expect(d.state.pending).toMatchObject({ ask: 'main', seat: 0 })
  })

  it('rules.md §3 V-UNION: fewer than the four different pieces cannot be played (three pieces, or four copies of one piece)', () => {
    expect(game({ active: 'fire-basic', discard: ['mu-1', 'mu-2', 'mu-3'] }).has(PLAY_MEWTWO)).toBe(false)
    expect(game({ active: 'fire-basic', discard: ['mu-1', 'mu-1', 'mu-1', 'mu-1'] }).has(PLAY_MEWTWO)).toBe(false)
  })

  it('rules.md §3 V-UNION, A-1: a piece in the hand cannot be benched: V-UNION is not a Basic Pokémon', () => {
    const d = game({ active: 'fire-basic', hand: MEWTWO })
    expect(d.labels().filter((l) => l.includes('Mewtwo'))).toEqual([])
  })

  it('rules.md §3 V-UNION, Z-3: it needs a free Bench spot', () => {
    const full = ['fire-basic', 'fire-basic', 'fire-basic', 'fire-basic', 'fire-basic']
    expect(game({ active: 'fire-basic', bench: full, discard: MEWTWO }).has(PLAY_MEWTWO)).toBe(false)
    expect(game({ active: 'fire-basic', bench: full.slice(1), discard: MEWTWO }).has(PLAY_MEWTWO)).toBe(true)
  })

  it('rules.md §3 V-UNION: each V-UNION name only once per game; another name is still allowed', () => {
    // A second full set of Mewtwo pieces stays in the discard pile after the first is played (test-only: a real deck
    // holds at most 4 cards named Mewtwo V-UNION, rules.md D-8).
    const d = game({ active: 'fire-basic', discard: [...MEWTWO, ...MEWTWO, ...GRENINJA] })
    d.pick(PLAY_MEWTWO)
    expect(pile(d.state, 0, 'discard').filter((id) => id.startsWith('mu-'))).toHaveLength(4)
    expect(d.has(PLAY_MEWTWO)).toBe(false)
    d.pick(PLAY_GRENINJA)
    expect(d.state.players[0].vunionPlayed).toEqual(['Mewtwo V-UNION', 'Greninja V-UNION'])
  })

  it('rules.md §3 V-UNION, KO-2, KO-3: Knocked Out, all four pieces go to the discard pile, the opponent takes 3 Prize cards, and it cannot be played again', () => {
    const d = game(
      { active: 'fire-basic', discard: MEWTWO },
      { active: { card: 'big-basic', energy: ['energy-fighting', 'energy-fighting'] } },
    )
    d.pick(PLAY_MEWTWO).pick('End turn')
    // The opponent's turn: bring the V-UNION up front and Knock it Out with 60 damage to spare.
    const p0 = d.state.players[0]
    ;[p0.active, p0.bench[0]] = [p0.bench[0]!, p0.active!]
    p0.active!.damage = 300
    d.pick('Attack: Rumble')
    expect(d.state.pending).toMatchObject({ ask: 'take-prize', seat: 1, min: 3, max: 3 })
    d.pickIndices([0, 1, 2])
    expect(pile(d.state, 0, 'discard').sort()).toEqual(MEWTWO)
    expect(d.state.players[1].prizes).toHaveLength(3)
    expect(d.state.pending).toMatchObject({ ask: 'main', seat: 0 })
    expect(d.has(PLAY_MEWTWO)).toBe(false)
  })
})

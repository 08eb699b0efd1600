/**
 * A lone Pokémon draws for the Pokémon it lacks (issue 21: Beginner ≥ 95 % against a random player in 2-on-2;
 * docs/ai.md "Lone Pokémon in 2-on-2"). With one Pokémon in play and no Basic to bench, a Knock Out ends the game
 * (rules.md #35, win by "no Pokémon"; in a 2-on-2 Battle both Active Spots count, seed 003 Appendix A). Traced
 * 2-on-2 losses to random: a lone Zigzagoon with a hand of Energy hit for 20 with Headbutt, or stopped drawing at a
 * hand of 8, and the two Defending Pokémon Knocked it Out before a Basic turned up. Real EX cards; lives in src/sim
 * because it needs both the AI and the card sets.
 */
import { describe, expect, it } from 'vitest'
import { createEngine, viewFor } from '../engine'
import type { GameState } from '../engine'
import type { SideSpec } from '../engine/testing/scenario'
import { fill, harness } from '../engine/testing/harness'
import { cardDb } from '../cards/registry'
import { freshTurnMemory, heuristicPicks } from '../ai/heuristic/policy'
import { BEGINNER_MISJUDGES } from '../ai/levels'

const db = cardDb()
const engine = createEngine(db)
const WATER = 'ex1-106'
const FIGHTING = 'ex1-105'
const ZIGZAGOON = 'ex2-85' // Collect (C): draw a card; Headbutt (CC) 20
const MAKUHITA = 'ex1-58' // Fake Out (F) 10
const LOMBRE = 'ex2-45' // a Stage 1: nothing to bench
const NET_SEARCH = 'ex2-87' // Lanette's Net Search: search the deck for up to 3 Basic Pokémon

const { game } = harness(engine, { rules: 'ex2003', prizes: fill(6, WATER) })

/** The first main-phase choice of the policy, as Normal (no misjudgements) or Beginner reads the table. */
const label = (state: GameState, misjudge = {}): string => {
  const d = state.pending!
  const view = viewFor(state, d.seat)
  const [i] = heuristicPicks(db, view, view.pending!.decision!, freshTurnMemory(), { misjudge })
  return d.options[i!]!.label
}

/** A 2-on-2 Battle: Zigzagoon ready for both attacks against two Makuhita. */
const double = (me: Partial<SideSpec>, deck = 30) =>
  game({
    format: 'double',
    players: [
      { deck: fill(deck, WATER), active: { card: ZIGZAGOON, energy: [WATER, WATER] }, ...me },
      { deck: fill(30, WATER), active: MAKUHITA, secondActive: MAKUHITA },
    ],
  }).state

describe('a lone Pokémon draws for the Pokémon it lacks', () => {
  for (const [level, misjudge] of [
    ['Normal', {}],
    ['Beginner', BEGINNER_MISJUDGES],
  ] as const) {
    it(`${level}: a lone Zigzagoon with no Basic in hand draws with Collect rather than hit for 20`, () => {
      expect(label(double({ hand: fill(3, LOMBRE) }), misjudge)).toMatch(/Attack: Collect/)
      // A hand of 8 Energy is not a full hand while a Pokémon is what it lacks.
      expect(label(double({ hand: fill(8, LOMBRE) }), misjudge)).toMatch(/Attack: Collect/)
    })

    it(`${level}: with a second Pokémon in play, Headbutt's 20 comes first`, () => {
      expect(label(double({ secondActive: MAKUHITA, hand: fill(3, LOMBRE) }), misjudge)).toMatch(/Attack: Headbutt/)
    })

    it(`${level}: a Basic in hand is benched, not drawn for`, () => {
      expect(label(double({ hand: [MAKUHITA, FIGHTING] }), misjudge)).toMatch(/Makuhita/)
    })

    it(`${level}: a lone Pokémon searches for Pokémon with a Trainer from a hand of 9`, () => {
      const hand = [...fill(8, LOMBRE), NET_SEARCH]
      expect(label(double({ hand }), misjudge)).toBe("Play Lanette's Net Search")
      // Not alone, the same hand is full (hint-kinds.ts FULL_HAND): no search.
      expect(label(double({ secondActive: MAKUHITA, hand }), misjudge)).toMatch(/Attack: Headbutt/)
    })

    it(`${level}: from a thin deck the lone Pokémon hits rather than draw its last cards`, () => {
      expect(label(double({ hand: fill(3, LOMBRE) }, 8), misjudge)).toMatch(/Attack: Headbutt/)
    })
  }
})

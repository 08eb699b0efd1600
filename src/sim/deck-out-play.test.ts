/**
 * The heuristic (every level's policy) keeps its deck for the turns the game still needs (issue 21: every level ≥ 95 %
 * against a random player; docs/ai.md "Deck-outs against random"). Traced EX-era losses to random: a Basic hitting
 * for 10 into a Lotad whose Rain Dish heals 10 between turns, Azurill searching with Jump Catch every turn while a
 * ready Lombre waited on the Bench, Zigzagoon drawing with Collect until the deck ran out. Real EX Ruby & Sapphire and
 * EX Sandstorm cards; lives in src/sim because it needs both the AI and the card sets.
 */
import { describe, expect, it } from 'vitest'
import { createEngine, viewFor } from '../engine'
import type { GameState } from '../engine'
import { fill, harness } from '../engine/testing/harness'
import { cardDb } from '../cards/registry'
import { freshTurnMemory, heuristicPicks } from '../ai/heuristic/policy'
import { BEGINNER_MISJUDGES } from '../ai/levels'

const db = cardDb()
const engine = createEngine(db)
const WATER = 'ex1-106'
const FIGHTING = 'ex1-105'
const MAKUHITA = 'ex1-58' // Fake Out (F) 10, its only attack
const FLING_MAKUHITA = 'ex1-57' // Fling (C): no damage; Low Kick (FC) 30
const AZURILL = 'ex2-31' // Jump Catch (C): search the deck for a Trainer
const ZIGZAGOON = 'ex2-85' // Collect (C): draw a card; Headbutt (CC) 20
const LOMBRE = 'ex2-45' // Double Scratch (WC) 30× two coins
const RAIN_DISH_LOTAD = 'ex2-66' // 40 HP; Rain Dish: heals 1 damage counter between turns
const PLAIN_LOTAD = 'ex2-67' // 50 HP; no Poké-Body

const game = (deck: number, prizes: number) =>
  harness(engine, { rules: 'ex2003', deck: fill(deck, WATER), prizes: fill(prizes, WATER) }).game

/** The first main-phase choice of the policy, as Normal (no misjudgements) or Beginner reads the table. */
const label = (state: GameState, misjudge = {}): string => {
  const d = state.pending!
  const view = viewFor(state, d.seat)
  const [i] = heuristicPicks(db, view, view.pending!.decision!, freshTurnMemory(), { misjudge })
  return d.options[i!]!.label
}

describe('the heuristic does not deck itself out', () => {
  it('brings in Zigzagoon rather than hit for 10 into a Lotad that heals 10 between turns (Rain Dish)', () => {
    const position = (defender: string) =>
      game(
        30,
        6,
      )({
        players: [
          {
            active: { card: MAKUHITA, energy: [FIGHTING] },
            bench: [{ card: ZIGZAGOON, energy: [WATER, WATER] }],
          },
          { active: defender },
        ],
      }).state
    for (const misjudge of [{}, BEGINNER_MISJUDGES]) {
      expect(label(position(RAIN_DISH_LOTAD), misjudge)).toBe('Retreat to Zigzagoon')
      // Against a Lotad that does not heal, Fake Out makes progress and 10 more damage is no reason to pay a retreat.
      expect(label(position(PLAIN_LOTAD), misjudge)).toBe('Attack: Fake Out')
    }
  })

  it('keeps an Active one Energy short of a damaging attack: it is being built, not stuck', () => {
    const s = game(
      30,
      6,
    )({
      players: [
        {
          active: { card: FLING_MAKUHITA, energy: [FIGHTING] },
          bench: [{ card: ZIGZAGOON, energy: [WATER, WATER] }],
          hand: [FIGHTING],
        },
        { active: PLAIN_LOTAD },
      ],
    }).state
    expect(label(s)).toBe('Attach Fighting Energy to Makuhita')
  })

  it('brings in a ready Lombre rather than search with Jump Catch turn after turn', () => {
    const s = game(
      30,
      6,
    )({
      players: [
        {
          active: { card: AZURILL, energy: [WATER] },
          bench: [{ card: LOMBRE, energy: [WATER, WATER] }],
        },
        { active: PLAIN_LOTAD },
      ],
    }).state
    expect(label(s)).toBe('Retreat to Lombre')
    expect(label(s, BEGINNER_MISJUDGES)).toBe('Retreat to Lombre')
  })

  it('draws with Collect only while the deck holds more than the turns its Prize cards still need', () => {
    const position = (deck: number, prizes: number) =>
      game(
        deck,
        prizes,
      )({
        players: [{ active: { card: ZIGZAGOON, energy: [WATER] } }, { active: PLAIN_LOTAD }],
      }).state
    // 12 cards and 6 Prize cards to take: the deck needs every card for the turns to come.
    expect(label(position(12, 6))).toBe('End turn')
    // The same deck with 2 Prize cards left can spare one.
    expect(label(position(12, 2))).toBe('Attack: Collect')
    expect(label(position(30, 6))).toBe('Attack: Collect')
  })

  it('does not draw into a hand of 8 cards (hint-kinds.ts FULL_HAND): it holds more than a turn can play', () => {
    const position = (hand: number) =>
      game(
        30,
        6,
      )({
        // Lombre cards with no Lotad in play: nothing in the hand can be played. Makuhita on the Bench: Zigzagoon is
        // not alone (a lone Pokémon draws whatever its hand holds: lone-pokemon.test.ts).
        players: [
          { active: { card: ZIGZAGOON, energy: [WATER] }, bench: [MAKUHITA], hand: fill(hand, LOMBRE) },
          { active: PLAIN_LOTAD },
        ],
      }).state
    expect(label(position(7))).toBe('Attack: Collect')
    expect(label(position(8))).toBe('End turn')
  })
})

/**
 * "Draw cards until you have N cards in your hand" draws nothing from a hand of N (issue 21, docs/ai.md "Careless
 * plays, fourth round"): noticed on a lone Pokémon holding 7–9 cards, which the lone-Pokémon rule (lone-pokemon.ts,
 * "a full hand does not stop a draw") let draw for nothing. Engine test cards plus two made for this test, since no
 * card of the sets prints such an attack and Professor Birch is not offered to a hand of 6 or more.
 */
import { describe, expect, it } from 'vitest'
import { createEngine, viewFor, type GameState, type PokemonDef, type TrainerDef } from '../../engine'
import { makeCardDb } from '../../engine/api/card'
import { scenario } from '../../engine/testing/scenario'
import { TEST_CARDS } from '../../engine/testing/cards'
import { freshTurnMemory, heuristicPicks } from './policy'

const UP_TO_SIX = 'Draw cards until you have 6 cards in your hand.'
const GATHERER: PokemonDef = {
  kind: 'pokemon',
  id: 'test-gatherer',
  name: 'Gatherer',
  stage: 'basic',
  hp: 60,
  types: ['colorless'],
  retreat: 1,
  attacks: [
    { name: 'Gather', cost: ['colorless'], damage: 0, text: UP_TO_SIX },
    { name: 'Tackle', cost: ['colorless', 'colorless'], damage: 10 },
  ],
}
const REFILL: TrainerDef = {
  kind: 'trainer',
  id: 'test-refill',
  name: 'Refill',
  trainerKind: 'supporter',
  text: UP_TO_SIX,
}
const db = makeCardDb([...TEST_CARDS, GATHERER, REFILL])
const engine = createEngine(db)
const FIRE = 'energy-fire'
/** A Stage 1 that evolves from nothing in play: a card in hand with no play this turn. */
const IDLE = 'fire-stage1'

/** Gatherer alone in play (nothing to bench), ready for both attacks, with this hand. */
const lone = (hand: string[]): GameState =>
  scenario(engine, {
    rules: 'ex2003',
    players: [
      { deck: Array.from({ length: 30 }, () => FIRE), active: { card: GATHERER.id, energy: [FIRE, FIRE] }, hand },
      { deck: Array.from({ length: 30 }, () => FIRE), active: 'grass-basic', bench: ['grass-basic'] },
    ],
  })

const pick = (s: GameState): string => {
  const view = viewFor(s, 0)
  const [i] = heuristicPicks(db, view, view.pending!.decision!, freshTurnMemory())
  return s.pending!.options[i!]!.label
}

describe('a draw up to 6 cards for a lone Pokémon', () => {
  it('from a hand of 7 it draws nothing: Tackle, not Gather', () => {
    expect(pick(lone(Array.from({ length: 7 }, () => IDLE)))).toBe('Attack: Tackle')
  })

  it('from a hand of 3 it draws three cards toward a Basic: Gather', () => {
    expect(pick(lone([IDLE, IDLE, IDLE]))).toBe('Attack: Gather')
  })

  it('a Supporter that draws up to 6 is not played from a hand of 7 (6 once it is played), but from a hand of 3', () => {
    expect(pick(lone([REFILL.id, ...Array.from({ length: 6 }, () => IDLE)]))).toBe('Attack: Tackle')
    expect(pick(lone([REFILL.id, IDLE, IDLE]))).toBe('Play Refill')
  })
})

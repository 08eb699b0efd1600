/** Shared helpers for the Base Set Trainer and Energy tests: engine test Pokémon plus our Trainers and Energy. */
import { createEngine, makeCardDb } from '../../../engine'
import type { GameState, PokemonDef, PokemonSlot, Seat } from '../../../engine'
import { TEST_CARDS } from '../../../engine/testing/cards'
import { Driver, scenario } from '../../../engine/testing/scenario'
import type { ScenarioSpec } from '../../../engine/testing/scenario'
import { TRAINERS } from '../trainers'
import { ENERGY } from '../energy'

/** A test Pokémon whose attacks give each Special Condition (not a real card). */
const HEXER: PokemonDef = {
  kind: 'pokemon',
  id: 'test-hexer',
  name: 'Hexer',
  stage: 'basic',
  hp: 60,
  types: ['psychic'],
  retreat: 1,
  attacks: [
    { name: 'Hex Sleep', cost: [], damage: 0, effect: (c) => void c.asleep() },
    { name: 'Hex Paralyze', cost: [], damage: 0, effect: (c) => void c.paralyze() },
    { name: 'Hex Confuse', cost: [], damage: 0, effect: (c) => void c.confuse() },
    { name: 'Hex Poison', cost: [], damage: 0, effect: (c) => void c.poison() },
  ],
}

export const engine = createEngine(makeCardDb([...TEST_CARDS, HEXER, ...TRAINERS, ...ENERGY]))

/** A driver on a scenario; decks get filler so nobody decks out on the next draw. */
export function game(spec: ScenarioSpec): Driver {
  const players = spec.players.map((p) => ({
    deck: ['energy-fire', 'energy-fire', 'energy-fire'],
    ...p,
  })) as ScenarioSpec['players']
  return new Driver(engine, scenario(engine, { ...spec, players }))
}

export const defs = (s: GameState, seat: Seat, zone: 'discard' | 'hand' | 'deck' | 'prizes'): string[] =>
  s.players[seat][zone].map((u) => s.cards[u]!.def)
export const stackOf = (s: GameState, slot: PokemonSlot | null | undefined): string[] =>
  slot ? slot.stack.map((u) => s.cards[u]!.def) : []
export const active = (s: GameState, seat: Seat): PokemonSlot => s.players[seat].active!
export const canPlay = (d: Driver, name: string): boolean => d.labels().includes(`Play ${name}`)

/** Test helpers for base1-35 … base1-69, on the app's card database. */
import { createEngine } from '../../../engine'
import type { Engine, GameState, PokemonSlot, Seat } from '../../../engine'
import { Driver, scenario } from '../../../engine/testing/scenario'
import type { PokemonSpec, ScenarioSpec, SideSpec } from '../../../engine/testing/scenario'

export type { PokemonSpec }
import { cardDb } from '../../registry'

export const E = {
  fighting: 'base1-97',
  fire: 'base1-98',
  grass: 'base1-99',
  lightning: 'base1-100',
  psychic: 'base1-101',
  water: 'base1-102',
} as const

export const engine: Engine = createEngine(cardDb())

const filler = (n: number): string[] => Array.from({ length: n }, () => E.fire)

/** A scenario driver; every deck and Prize pile gets filler so turns can pass and Prizes can be taken. */
export function game(spec: Omit<ScenarioSpec, 'players'> & { players: [SideSpec, SideSpec] }): Driver {
  const players = spec.players.map((p) => ({ deck: filler(5), prizes: filler(6), ...p })) as ScenarioSpec['players']
  return new Driver(engine, scenario(engine, { ...spec, players }))
}

export const both = ['classic1999', 'modern'] as const

export function active(s: GameState, seat: Seat): PokemonSlot {
  const a = s.players[seat].active
  if (!a) throw new Error(`Seat ${seat} has no Active Pokémon`)
  return a
}
export function bench(s: GameState, seat: Seat, i: number): PokemonSlot {
  const b = s.players[seat].bench[i]
  if (!b) throw new Error(`Seat ${seat} has no Benched Pokémon at ${i}`)
  return b
}
/** Definition id of a Pokémon's top card. */
export const top = (s: GameState, slot: PokemonSlot): string => s.cards[slot.stack[slot.stack.length - 1]!]!.def
/** Definition ids of a pile. */
export const pile = (s: GameState, seat: Seat, zone: 'discard' | 'hand' | 'deck' | 'prizes'): string[] =>
  s.players[seat][zone].map((u) => s.cards[u]!.def)
/** Definition ids of the Energy attached to a Pokémon. */
export const energyOf = (s: GameState, slot: PokemonSlot): string[] => slot.energy.map((u) => s.cards[u]!.def)

/**
 * Readers for tests: what a player sees on the table, by card definition id. Shared by the engine's rules tests
 * and the card tests.
 */
import type { GameState, PokemonSlot } from '../model/state'
import type { Seat } from '../model/types'

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

/** Definition ids of the cards in a pile. */
export const pile = (s: GameState, seat: Seat, zone: 'discard' | 'hand' | 'deck' | 'prizes' | 'lostZone'): string[] =>
  s.players[seat][zone].map((u) => s.cards[u]!.def)

/** Definition ids of the Energy attached to a Pokémon. */
export const energyOf = (s: GameState, slot: PokemonSlot): string[] => slot.energy.map((u) => s.cards[u]!.def)

/** Definition ids of a Pokémon's cards, bottom first (none when there is no Pokémon). */
export const stackOf = (s: GameState, slot: PokemonSlot | null | undefined): string[] =>
  slot ? slot.stack.map((u) => s.cards[u]!.def) : []

/** Definition ids of the cards at these uids. */
export const defsOf = (s: GameState, uids: readonly number[]): string[] => uids.map((u) => s.cards[u]!.def)

/** Small helpers shared by the rules tests in this folder. */
import { createEngine } from '../engine'
import type { Engine } from '../engine'
import type { GameState, PokemonSlot } from '../model/state'
import type { GameEvent } from '../model/events'
import type { Seat } from '../model/types'
import { Driver, scenario } from '../testing/scenario'
import type { ScenarioSpec } from '../testing/scenario'
import { mechDb } from './cards'

export const engine: Engine = createEngine(mechDb())

/** Filler cards for decks and hands (basic Fire Energy). */
export const filler = (n: number, card = 'energy-fire'): string[] => Array.from({ length: n }, () => card)

/** A driver on a scenario; every deck gets filler so the next turn's draw never decks anyone out. */
export function game(spec: ScenarioSpec): Driver {
  const players = spec.players.map((p) => ({ deck: filler(5), ...p })) as ScenarioSpec['players']
  return new Driver(engine, scenario(engine, { ...spec, players }))
}

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
/** Definition id of the top card of a Pokémon. */
export const defOf = (s: GameState, slot: PokemonSlot): string => s.cards[slot.stack[slot.stack.length - 1]!]!.def
/** Definition ids of the cards in a pile. */
export const pile = (s: GameState, seat: Seat, zone: 'discard' | 'hand' | 'deck' | 'prizes' | 'lostZone'): string[] =>
  s.players[seat][zone].map((u) => s.cards[u]!.def)

export function attack(d: Driver, name: string): Driver {
  return d.pick(`Attack: ${name}`)
}
export const hasAttack = (d: Driver, name: string): boolean => d.has(`Attack: ${name}`)

export const eventsOf = <T extends GameEvent['type']>(events: GameEvent[], type: T): Extract<GameEvent, { type: T }>[] =>
  events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type)

export const coins = (events: GameEvent[]) => eventsOf(events, 'coin')

/** Small helpers shared by the rules tests in this folder. */
import { createEngine } from '../engine'
import type { Engine } from '../engine'
import type { GameEvent } from '../model/events'
import { Driver, scenario } from '../testing/scenario'
import type { ScenarioSpec } from '../testing/scenario'
import { mechDb } from './cards'
export { active, bench, pile } from '../testing/read'
export { top as defOf } from '../testing/read'

export const engine: Engine = createEngine(mechDb())

/** Filler cards for decks and hands (basic Fire Energy). */
export const filler = (n: number, card = 'energy-fire'): string[] => Array.from({ length: n }, () => card)

/** A driver on a scenario; every deck gets filler so the next turn's draw never decks anyone out. */
export function game(spec: ScenarioSpec): Driver {
  const players = spec.players.map((p) => ({ deck: filler(5), ...p })) as ScenarioSpec['players']
  return new Driver(engine, scenario(engine, { ...spec, players }))
}

export function attack(d: Driver, name: string): Driver {
  return d.pick(`Attack: ${name}`)
}
export const hasAttack = (d: Driver, name: string): boolean => d.has(`Attack: ${name}`)

export const eventsOf = <T extends GameEvent['type']>(
  events: GameEvent[],
  type: T,
): Extract<GameEvent, { type: T }>[] => events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type)

export const coins = (events: GameEvent[]) => eventsOf(events, 'coin')

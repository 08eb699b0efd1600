/** Test helpers for base1-35 … base1-69, on the app's card database. */
import { createEngine } from '../../../engine'
import type { Engine } from '../../../engine'
import { Driver, scenario } from '../../../engine/testing/scenario'
import type { PokemonSpec, ScenarioSpec, SideSpec } from '../../../engine/testing/scenario'

export type { PokemonSpec }
import { cardDb } from '../../registry'
export { active, bench, top, pile, energyOf } from '../../../engine/testing/read'

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


/** Test helpers for the Scarlet & Violet—151 card tests: scenarios on the app's card database, modern rules. */
import { createEngine } from '../../../engine'
import type { Engine } from '../../../engine'
import { Driver, scenario } from '../../../engine/testing/scenario'
import type { ScenarioSpec, SideSpec } from '../../../engine/testing/scenario'
import { cardDb } from '../../registry'
import { SV_ENERGY } from '../../sve'
export { active, bench, top, pile, energyOf } from '../../../engine/testing/read'

/** Basic Energy ids (sve). */
export const E = SV_ENERGY

/** The id of sv3pt5 card number n. */
export const sv = (n: number): string => `sv3pt5-${n}`

export const engine: Engine = createEngine(cardDb())

const filler = (n: number): string[] => Array.from({ length: n }, () => E.fire)

/** A scenario driver under modern rules unless told; decks and Prizes get filler so turns pass and Prizes can be taken. */
export function game(spec: Omit<ScenarioSpec, 'players'> & { players: [SideSpec, SideSpec] }): Driver {
  const players = spec.players.map((p) => ({ deck: filler(5), prizes: filler(6), ...p })) as ScenarioSpec['players']
  return new Driver(engine, scenario(engine, { rules: 'modern', ...spec, players }))
}

/** Labels of the main-menu options. */
export const menu = (d: Driver): string[] => (d.state.pending?.ask === 'main' ? d.labels() : [])

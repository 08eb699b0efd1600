/** Small helpers shared by the rules tests. */
import type { MainAction, Option } from '../model/decision'
import type { Driver } from '../testing/scenario'
import type { ScenarioSpec } from '../testing/scenario'
import { Driver as D, scenario } from '../testing/scenario'
import { rulesEngine } from './cards'

export const engine = rulesEngine()

/**
 * A driver on a scenario built with the rules-test card pool. A side without a `deck` gets 10 inert cards
 * (Omanyte, a Restored Pokémon that offers no action from hand), so turns can pass without decking out.
 */
export const drive = (spec: ScenarioSpec): Driver =>
  new D(engine, scenario(engine, { ...spec, players: spec.players.map((p) => ({ deck: FILLER, ...p })) as ScenarioSpec['players'] }))

export const FILLER: string[] = Array<string>(10).fill('restored')

/** Labels of the main-menu actions of one type. */
export function actionLabels(d: Driver, type: MainAction['type']): string[] {
  return d.decision.options.filter((o) => o.kind === 'action' && o.action.type === type).map((o) => o.label)
}

export const isAction =
  (type: MainAction['type'], label?: string) =>
  (o: Option): boolean =>
    o.kind === 'action' && o.action.type === type && (label === undefined || o.label.includes(label))

/** Definition ids of the cards at these uids. */
export function defs(d: Driver, uids: readonly number[]): string[] {
  return uids.map((u) => d.state.cards[u]!.def)
}

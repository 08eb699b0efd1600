/** Readers of the pending decision for tests: the main menu's labels and the common questions a test asks of it. */
import type { MainAction, Option } from '../model/decision'
import type { Driver } from './scenario'

/** Labels of the main-menu options, or none when another question is pending. */
export const menu = (d: Driver): string[] => (d.state.pending?.ask === 'main' ? d.labels() : [])

/** Use the attack of this name (its main-menu option "Attack: <name>"). */
export const attack = (d: Driver, name: string): Driver => d.pick(`Attack: ${name}`)
export const hasAttack = (d: Driver, name: string): boolean => d.has(`Attack: ${name}`)

/** Whether the main menu offers to play the card of this name from the hand. */
export const canPlay = (d: Driver, name: string): boolean => d.labels().includes(`Play ${name}`)

/** Labels of the main-menu actions of one type. */
export function actionLabels(d: Driver, type: MainAction['type']): string[] {
  return d.decision.options.filter((o) => o.kind === 'action' && o.action.type === type).map((o) => o.label)
}

/** A predicate for `Driver.pick`: a main-menu action of this type, whose label contains `label` if given. */
export const isAction =
  (type: MainAction['type'], label?: string) =>
  (o: Option): boolean =>
    o.kind === 'action' && o.action.type === type && (label === undefined || o.label.includes(label))

/** Take the Prize cards owed at the pending take-prize question (the first positions) and return how many. */
export function takePrizes(d: Driver): number {
  const p = d.decision
  if (p.ask !== 'take-prize') throw new Error(`Expected the take-prize question, not ${p.ask}`)
  d.pickIndices(Array.from({ length: p.min }, (_, i) => i))
  return p.min
}

/** Small helpers shared by the rules tests. */
import type { Ask, MainAction, Option } from '../model/decision'
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
  new D(
    engine,
    scenario(engine, {
      ...spec,
      players: spec.players.map((p) => ({ deck: FILLER, ...p })) as ScenarioSpec['players'],
    }),
  )

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

/** How a test answers the setup decisions (defaults: go first, first Basic as Active, empty Bench, no bonus draws). */
export interface SetupAnswers {
  goFirst?: boolean
  bench?: number
  bonus?: number
}

/** Start a real game and answer setup decisions until the first main-phase menu (or the `stopAt` question). */
export function playSetup(
  setup: { decks: [string[], string[]]; seed: number; rules?: 'modern' | 'classic1999'; forcedFlips?: boolean[] },
  answers: SetupAnswers = {},
  stopAt?: Ask,
): Driver {
  const { state, events } = engine.newGame(setup)
  const d = new D(engine, state)
  d.events.push(...events)
  for (
    let guard = 0;
    d.state.pending && d.state.pending.ask !== 'main' && d.state.pending.ask !== stopAt && guard < 50;
    guard++
  ) {
    const p = d.state.pending
    if (p.ask === 'first-player') d.pick(answers.goFirst === false ? 'Go second' : 'Go first')
    else if (p.ask === 'setup-active') d.pickIndices([0])
    else if (p.ask === 'setup-bench')
      d.pickIndices(Array.from({ length: Math.min(answers.bench ?? 0, p.max) }, (_, i) => i))
    else if (p.ask === 'mulligan-draws') d.pickIndices([Math.min(answers.bonus ?? 0, p.options.length - 1)])
    else throw new Error(`Unexpected setup question ${p.ask}`)
  }
  return d
}

/** A 60-card deck of one card. Deck rules are not checked by newGame; it keeps setup deterministic in shape. */
export const mono = (card: string): string[] => Array<string>(60).fill(card)

/** Real games from their start for tests: answer the setup questions the same way every time. */
import type { Engine, GameSetup } from '../engine'
import type { Ask } from '../model/decision'
import { Driver } from './scenario'

/** How a test answers the setup decisions (defaults: go first, first Basic as Active, empty Bench, no bonus draws). */
export interface SetupAnswers {
  goFirst?: boolean
  bench?: number
  bonus?: number
}

/** Start a real game and answer setup decisions until the first main-phase menu (or the `stopAt` question). */
export function playSetup(engine: Engine, setup: GameSetup, answers: SetupAnswers = {}, stopAt?: Ask): Driver {
  // Rules tests shape their decks for the rule under test (60 of one Basic, a hand of only Evolutions), which the
  // deck rules forbid: the harness deals them anyway (GameSetup.skipDeckCheck, tests only).
  const { state, events } = engine.newGame({ skipDeckCheck: true, ...setup })
  const d = new Driver(engine, state)
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

/** A 60-card deck of one card (illegal: playSetup deals it without the deck check); it keeps setup deterministic in shape. */
export const mono = (card: string): string[] => Array<string>(60).fill(card)

/**
 * Answer every setup question (Sudden Death's too) until the main phase: go first unless told, the named Active if
 * offered, otherwise the first legal picks.
 */
export function finishSetup(d: Driver, answers: { goFirst?: boolean; active?: string } = {}): void {
  for (let i = 0; i < 40 && d.state.pending && d.state.phase === 'setup'; i++) {
    const p = d.state.pending
    if (p.ask === 'first-player') d.pick(answers.goFirst === false ? 'Go second' : 'Go first')
    else if (p.ask === 'setup-active' && answers.active && d.has(answers.active)) d.pick(answers.active)
    else d.pickIndices(Array.from({ length: p.min }, (_, k) => k))
  }
}

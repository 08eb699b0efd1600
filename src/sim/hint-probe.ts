/**
 * Test support for the card-sense tests (src/sim/*-card-sense.test.ts): what the heuristic policy plays first in a
 * position, with or without card sense, on the real card database. In src/sim because it needs both the AI and
 * the card sets (src/ai may not import src/cards).
 */
import { viewFor, type CardDb, type GameState, type MainAction } from '../engine'
import { freshTurnMemory, heuristicPicks, type Hints } from '../ai/heuristic/policy'

export function hintProbe(db: CardDb) {
  /**
   * The main action the policy picks first: reading the cards (card sense, src/ai/card-sense), or with `sense` false
   * with the policy's defaults (and the given hints, if any).
   */
  function firstAction(state: GameState, sense = true, hints: Hints = []): MainAction {
    const view = viewFor(state, state.pending!.seat)
    const [i] = heuristicPicks(db, view, view.pending!.decision!, freshTurnMemory(), { hints, sense })
    const o = state.pending!.options[i!]!
    if (o.kind !== 'action') throw new Error(`not an action: ${o.label}`)
    return o.action
  }
  /** The name of the Trainer an action plays, or the action's type. */
  const played = (a: MainAction, state: GameState): string =>
    a.type === 'play-trainer' ? db.get(state.cards[a.card]!.def).name : a.type
  return { firstAction, played }
}

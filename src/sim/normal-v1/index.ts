/**
 * `normal-v1`: the Normal level as it was before issue 21 removed the card-name tables — the sets' name-keyed hints
 * of that day (./hints, frozen copies of the sets' former `ai-hints.ts`) first, then card sense as it read the cards
 * then (./card-sense, a frozen copy). The arena keeps it so "the heuristic without name tables is no weaker than
 * today's" stays measurable (docs/ai.md "Card sense"). It lives in src/sim, not src/ai: the AI names no card.
 */
import type { CardHints } from '../../engine'
import type { Agent } from '../../ai/agent'
import { heuristicAgent } from '../../ai/heuristic'
import { cardSense } from './card-sense'
import { AI_HINTS as base1 } from './hints/base1'
import { AI_HINTS as ex1 } from './hints/ex1'
import { AI_HINTS as ex2 } from './hints/ex2'
import { AI_HINTS as sv3pt5 } from './hints/sv3pt5'
import { AI_HINTS as swsh1 } from './hints/swsh1'
import { AI_HINTS as swsh2 } from './hints/swsh2'
import { AI_HINTS as swsh12pt5 } from './hints/swsh12pt5'

const TABLES: Readonly<Record<string, CardHints>> = { base1, ex1, ex2, sv3pt5, swsh1, swsh2, swsh12pt5 }

/** Normal of 27 November 2026 for a game of these sets (their ids in set-list order, as the app handed them). */
export function normalV1(setIds: readonly string[]): Agent {
  const tables: CardHints[] = setIds.flatMap((id) => (TABLES[id] ? [TABLES[id]] : []))
  return heuristicAgent({
    name: 'normal-v1',
    temperature: 50,
    noise: 0.05,
    sense: false,
    hints: (db) => [...tables, cardSense(db)],
  })
}

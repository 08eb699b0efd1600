/**
 * `expert-nov26`: the Expert level as it was when issue 21 was taken up (26 November 2026, the commit before the
 * first issue-21 change, e3392d4), the yardstick for the "Expert ≥ 60 % against today's Expert". Every file
 * here beside this one is a frozen copy of that day's `src/ai` (only import paths changed: it compiled unchanged
 * against today's engine) and it reads that day's name-keyed card hints (`../normal-v1/hints`, the same files).
 * `expert-v1` in the AI's catalogue is not this: it is today's search under another name, which moves with every
 * change to the policy. Kept in src/sim, not src/ai, as `normal-v1` is: the AI names no card.
 */
import type { CardHints } from '../../engine'
import type { Agent } from '../../ai/agent'
import { AI_HINTS as base1 } from '../normal-v1/hints/base1'
import { AI_HINTS as ex1 } from '../normal-v1/hints/ex1'
import { AI_HINTS as ex2 } from '../normal-v1/hints/ex2'
import { AI_HINTS as sv3pt5 } from '../normal-v1/hints/sv3pt5'
import { AI_HINTS as swsh1 } from '../normal-v1/hints/swsh1'
import { AI_HINTS as swsh2 } from '../normal-v1/hints/swsh2'
import { AI_HINTS as swsh12pt5 } from '../normal-v1/hints/swsh12pt5'
import { samplingAgent } from './sampling'

const TABLES: Readonly<Record<string, CardHints>> = { base1, ex1, ex2, sv3pt5, swsh1, swsh2, swsh12pt5 }

/**
 * That day's Expert for a game of these sets (ids in set-list order): the one-step search with 16 worlds and the
 * 0.03 margin, handed the sets' hints as the app handed them then (the arena's context carries none today).
 */
export function expertNov26(setIds: readonly string[]): Agent {
  const hints: CardHints[] = setIds.flatMap((id) => (TABLES[id] ? [TABLES[id]] : []))
  const search = samplingAgent({ name: 'expert-nov26', margin: 0.03, worlds: 16 })
  return {
    name: 'expert-nov26',
    decide: (input, ctx) => search.decide(input, { ...ctx, hints }),
  }
}

/**
 * The simulation's agents by name: the AI's catalogue (src/ai/levels.ts) and the frozen yardsticks that live in
 * src/sim because they name cards — `normal-v1` (Normal before issue 21 removed the card-name tables) and
 * `expert-nov26` (Expert when issue 21 was taken up).
 */
import type { Agent } from '../ai/agent'
import { makeAgent } from '../ai/levels'
import { normalV1 } from './normal-v1'
import { expertNov26 } from './expert-nov26'

const FROZEN: Readonly<Record<string, (setIds: readonly string[]) => Agent>> = {
  'normal-v1': normalV1,
  'expert-nov26': expertNov26,
}

/** The agent of this name for a game of these sets (their ids in set-list order, as the app hands them). */
export const simAgent = (name: string, setIds: readonly string[]): Agent =>
  FROZEN[name] ? FROZEN[name](setIds) : makeAgent(name)

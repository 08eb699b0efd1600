import type { TrainerDef } from '../../../engine'
import { reprint } from '../../kit'
import { PROFESSORS_RESEARCH as MAGNOLIA } from '../../swsh1/trainers/178-professors-research'

/**
 * swsh12pt5-150. Professor's Research, printed here without a professor's name: the same card as swsh1-178 (discard
 * the hand, draw 7) under its own id and printed name. Both count as "Professor's Research" (rules.md N-9), so a deck
 * holds at most 4 of them together.
 */
export const PROFESSORS_RESEARCH: TrainerDef = { ...reprint(MAGNOLIA, 'swsh12pt5-150'), name: "Professor's Research" }

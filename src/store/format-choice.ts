/**
 * Which rule sets offer the 2-on-2 Battle (seed 003 Appendix A "2-on-2 Battle Rules"; engine: GameSetup.format) on
 * the new-game screen, and the format a game gets from the player's choice.
 *
 * Offered with the EX rules the Appendix was written for, and with Modern and Sword & Shield, whose rules agree with
 * every point of the Appendix. Not with the classic 1999 rules: they let a player retreat any number of times a turn,
 * and the Appendix says "you can only retreat once per turn, even if you have two Active Pokémon in play" — the two
 * cannot both hold (docs/engine.md "2-on-2 Battle").
 */
import type { RuleSetId } from '../engine'

export const DOUBLE_RULE_SETS: readonly RuleSetId[] = ['ex2003', 'modern', 'swsh']

export const offersDouble = (rules: RuleSetId): boolean => DOUBLE_RULE_SETS.includes(rules)

/** The format a new game is set up with: 'double' only when chosen and offered with these rules. */
export const formatFor = (rules: RuleSetId, double: boolean | undefined): 'double' | undefined =>
  double && offersDouble(rules) ? 'double' : undefined

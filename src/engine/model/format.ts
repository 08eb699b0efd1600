/**
 * The game's format: a 1-on-1 game (one Active Pokémon a side, the default) or a 2-on-2 Battle (seed 003, Appendix A
 * "2-on-2 Battle Rules": two Active Pokémon a side, a Bench of 4). The format is a game option read by setup, the
 * Bench size, the Active Spots, targeting, promotion and the Checkup; it is not a fork of the rules: every other rule
 * of the game's rule set holds unchanged.
 *
 * The second Active Spot is `PlayerState.secondActive`, apart from `active`, so that every rule and card that reads
 * `active` (the first spot) works unchanged in 1-on-1 and sees one of the two Actives in 2-on-2. Invariant: a player
 * with a Pokémon in the second spot has one in the first (Table.removeFromPlay moves it over).
 */
import type { SlotRef, Seat } from './types'
import { activeRef, secondActiveRef } from './types'
import type { GameState, PlayerState, PokemonSlot } from './state'
import type { RuleSet } from '../rules/profile'

export type GameFormat = 'single' | 'double'

/** Appendix A "Benched Pokémon": "You can have up to 4 Pokémon on your Bench." */
export const DOUBLE_BENCH_SIZE = 4

export const isDouble = (g: Pick<GameState, 'format'>): boolean => g.format === 'double'

/** How many Active Spots each player has: 2 in a 2-on-2 Battle, else 1. */
export const activeSpots = (g: Pick<GameState, 'format'>): 1 | 2 => (isDouble(g) ? 2 : 1)

/** A player's Active Pokémon, first spot first (one in 1-on-1; none, one or two in 2-on-2). */
export function actives(p: PlayerState): PokemonSlot[] {
  if (!p.active) return []
  return p.secondActive ? [p.active, p.secondActive] : [p.active]
}

/** Where a player's Active Pokémon sit, as actives(). */
export function activeRefs(p: PlayerState, seat: Seat): SlotRef[] {
  if (!p.active) return []
  return p.secondActive ? [activeRef(seat), secondActiveRef(seat)] : [activeRef(seat)]
}

/** Does `seat` have an empty Active Spot it must fill from a non-empty Bench (Appendix A "Only One Active Pokémon?")? */
export function hasSpotToFill(g: Pick<GameState, 'format' | 'players'>, seat: Seat): boolean {
  const p = g.players[seat]
  return isDouble(g) && p.bench.length > 0 && (!p.active || !p.secondActive)
}

const DOUBLE_RULES = new Map<string, RuleSet>()

/** The rule set as the format changes it: the 2-on-2 Battle's Bench of 4 (the only rule-set field it touches). */
export function formatRules(rules: RuleSet, format: GameFormat | undefined): RuleSet {
  if (format !== 'double') return rules
  let r = DOUBLE_RULES.get(rules.id)
  if (!r) {
    r = Object.freeze({ ...rules, benchSize: Math.min(rules.benchSize, DOUBLE_BENCH_SIZE) })
    DOUBLE_RULES.set(rules.id, r)
  }
  return r
}

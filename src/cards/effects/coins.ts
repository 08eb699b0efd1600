/**
 * Card building blocks about coin flips, shared by every set (one signature each, so a card reads like its text).
 */
import type { Effect } from '../../engine'

/**
 * "Flip `coins` coins (or until you get tails). This attack does <its printed damage> for each heads." The damage
 * is dealt by the attack's usual resolution, so a copy of the attack (Metronome) behaves the same.
 */
export function perHeads(coins: number | 'until-tails'): Effect {
  return (c) => {
    c.damage *= coins === 'until-tails' ? c.flipUntilTails() : c.flips(coins)
  }
}

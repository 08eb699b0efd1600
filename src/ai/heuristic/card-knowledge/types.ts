/**
 * What the heuristic policy may know about particular cards, by card name. Every answer is optional: undefined
 * means "no special knowledge", and the policy falls back to its default. Scores are on the main-phase scale of
 * main-scores.ts: above zero means "worth doing before attacking", higher first.
 */
import type { SlotRef, SlotView } from '../../../engine'
import type { MainCtx } from '../main-context'

export interface CardKnowledge {
  /** Playing the Trainer `name` (Item, Supporter, Stadium or classic Trainer) from hand. */
  trainerScore?(c: MainCtx, name: string): number | undefined
  /** Attaching the Pokémon Tool `name` from hand to `target`. */
  toolScore?(c: MainCtx, name: string, target: SlotRef): number | undefined
  /** Using the activated Ability `name` of `slot`, while it has uses left this turn. */
  abilityScore?(c: MainCtx, name: string, slot: SlotView | null): number | undefined
  /** How often a turn the Ability `name` is worth using (0: never; the policy's default is once). */
  abilityUses?(name: string): number | undefined
  /** Using the once-a-turn action of the Stadium in play. */
  stadiumActionScore?(c: MainCtx): number | undefined
  /** How much a card is worth keeping or fetching (searches, discards) when it is not in play. */
  cardValue?(name: string): number | undefined
}

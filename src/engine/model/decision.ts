/**
 * One pending decision at a time, always as enumerated options (design.md wall 2).
 * A response picks option indices; the UI and the AI speak exactly this protocol.
 */
import type { Seat, SlotRef, Uid } from './types'

/** What a main-phase option does. */
export type MainAction =
  | { type: 'bench'; card: Uid }
  | { type: 'evolve'; card: Uid; target: SlotRef }
  | { type: 'attach-energy'; card: Uid; target: SlotRef }
  | { type: 'play-trainer'; card: Uid }
  | { type: 'attach-tool'; card: Uid; target: SlotRef }
  /** `from: 1`: the second Active of a 2-on-2 Battle retreats (model/format.ts). */
  | { type: 'retreat'; to: number; from?: 1 }
  /** Discard a Trainer in play as a Pokémon whose card allows it (playAsPokemon.discardable). */
  | { type: 'discard-pokemon'; target: SlotRef }
  /**
   * Use an activated Ability of the Pokémon at `source`: its own (`index` among its Abilities) or, with `tool`, one a
   * Pokémon Tool attached to it gives it (`index` among that Tool's Abilities, TrainerDef.abilities).
   */
  | { type: 'ability'; source: SlotRef; index: number; tool?: Uid }
  /** `from`: the Bench position of a Pokémon using an attack that can be used from the Bench (AttackDef.fromBench). */
  /**
   * `tm`: the card lending the attack, a Technical Machine attached to the Active or a card its `usesAttacksOf` hook
   * names (Ditto's Sudden Transformation); `index` is the attack's index on that card.
   */
  /**
   * 2-on-2 Battle (Appendix A "Attack!"): `attacker: 1`, the second Active attacks; `target: 1`, it attacks the
   * opponent's second Active. Absent: the first spot's (the only one in 1-on-1).
   */
  | { type: 'attack'; index: number; tm?: Uid; from?: number; attacker?: 1; target?: 1 }
  /** Use the Stadium in play's once-per-turn action (TrainerDef.stadiumAction). */
  | { type: 'use-stadium' }
  | { type: 'end-turn' }

/** One choosable thing. `label` is a short English description for logs and fallback UIs. */
export type Option =
  | { kind: 'action'; action: MainAction; label: string }
  | { kind: 'card'; uid: Uid; def: string; label: string }
  | { kind: 'slot'; ref: SlotRef; label: string }
  | { kind: 'cards'; uids: Uid[]; label: string }
  | { kind: 'choice'; value: string; label: string }
  | { kind: 'number'; value: number; label: string }

export type Ask =
  | 'main'
  | 'setup-active'
  | 'setup-bench'
  | 'first-player'
  | 'mulligan-draws'
  | 'promote'
  | 'choose-target'
  | 'choose-cards'
  | 'discard-energy'
  | 'yes-no'
  | 'order'
  | 'take-prize'
  | 'choose'

export interface Prompt {
  ask: Ask
  seat: Seat
  /** Player-facing question. */
  text: string
  options: Option[]
  /** How many options to pick (inclusive). */
  min: number
  max: number
  /** For 'order': the picks give an order over all options. */
  ordered?: boolean
  /** Who else may see the options (e.g. a search of one's own deck is private). Default: only `seat`. */
  publicOptions?: boolean
  /**
   * A secret choice made as if at the same time as the other player's (rock-paper-scissors): no option is better
   * than another, and the answer is never shown to the other seat until the card reveals both. Never public.
   */
  secret?: boolean
}

export interface Decision extends Prompt {
  id: number
}

export interface Response {
  decision: number
  picks: number[]
}

export type StepError = { ok: false; error: string }

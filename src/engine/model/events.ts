/**
 * Events describe what happened, in order, for animation and the game log. `viewEvents` redacts them per seat
 * exactly as `viewFor` redacts the state.
 */
import type { Seat, SlotRef, Uid, SpecialCondition } from './types'

export type Zone =
  'deck' | 'hand' | 'discard' | 'prizes' | 'lost' | 'active' | 'bench' | 'stadium' | 'attached' | 'setaside'

export const PUBLIC_ZONES: ReadonlySet<Zone> = new Set(['discard', 'lost', 'active', 'bench', 'stadium', 'attached'])

export interface CardRef {
  uid: Uid
  def: string
}

/** What changed an attack's damage on its way to a Pokémon (rules.md 1.8), for the log and the damage floater. */
export interface DamageStep {
  kind: 'attacker' | 'weakness' | 'resistance' | 'defender'
  /** The damage after this step. */
  after: number
  /** The card whose effect it was (a Tool, an Energy, the Stadium, a Pokémon; `ability`: by its Ability); none for Weakness and Resistance. */
  by?: DamageSource
}
export interface DamageSource {
  def: string
  ability?: string
}
/** An attack's damage from its base to the end, when anything changed it (DMG-2…DMG-5). */
export interface DamageWhy {
  base: number
  steps: DamageStep[]
}

export type GameEvent =
  | { type: 'coin'; seat: Seat; heads: boolean; reason: string }
  | { type: 'first-player'; seat: Seat }
  | { type: 'move'; seat: Seat; card: CardRef | null; from: Zone; to: Zone; target?: SlotRef }
  | { type: 'shuffle'; seat: Seat; zone: 'deck' }
  /** `to: 'self'`: `seat` looks at its own hidden cards; the other seat's view of the event lists no cards. */
  | { type: 'reveal'; seat: Seat; cards: CardRef[]; reason: string; to: 'opponent' | 'both' | 'self' }
  | { type: 'mulligan'; seat: Seat; cards: CardRef[] }
  | { type: 'turn-start'; seat: Seat; turn: number }
  | { type: 'evolve'; seat: Seat; target: SlotRef; card: CardRef }
  | { type: 'devolve'; seat: Seat; target: SlotRef; card: CardRef }
  // `power`: the attack or Ability is the player's once-a-game VSTAR Power or GX attack (rules.md §3), or an EX-era
  // Poké-Power or Poké-Body (AbilityDef.exKind), so the log can say so.
  | { type: 'attack'; seat: Seat; pokemon: CardRef; attack: string; power?: 'vstar' | 'gx' }
  /** `tool`: the Pokémon Tool attached to the Pokémon that gives it the Ability (TrainerDef.abilities). */
  | {
      type: 'ability'
      seat: Seat
      pokemon: CardRef
      ability: string
      power?: 'vstar' | 'poke-power' | 'poke-body'
      tool?: CardRef
    }
  | { type: 'trainer'; seat: Seat; card: CardRef }
  | {
      type: 'damage'
      target: SlotRef
      amount: number
      total: number
      pokemon: CardRef
      counters?: boolean
      /** How an attack's damage came about, when Weakness, Resistance or an effect changed it. */
      why?: DamageWhy
    }
  /**
   * An attack's damage to a Pokémon came to nothing though it had some (`base`): `by` the effect that prevented or
   * cancelled it (Mimic Barrier, a Metal Energy taking the last 10), null when a rule did (a Tera Pokémon on the Bench).
   */
  | { type: 'damage-prevented'; target: SlotRef; pokemon: CardRef; base: number; by: DamageSource | null }
  | { type: 'heal'; target: SlotRef; amount: number; total: number; pokemon: CardRef }
  | { type: 'condition'; target: SlotRef; condition: SpecialCondition; on: boolean; pokemon: CardRef }
  | { type: 'switch'; seat: Seat; from: SlotRef; to: SlotRef }
  | { type: 'retreat'; seat: Seat; to: number }
  | { type: 'knock-out'; seat: Seat; pokemon: CardRef; from: SlotRef }
  | { type: 'prize'; seat: Seat; card: CardRef | null }
  | { type: 'promote'; seat: Seat; from: number }
  | { type: 'stadium'; seat: Seat; card: CardRef }
  /** A player used the once-per-turn action of the Stadium in play (TrainerDef.stadiumAction, e.g. Cycling Road). */
  | { type: 'stadium-used'; seat: Seat; card: CardRef }
  | { type: 'sudden-death'; round: number }
  | { type: 'game-over'; winner: Seat | null; reason: string; text: string }
  | { type: 'info'; seat: Seat | null; text: string }

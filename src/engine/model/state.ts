/**
 * The whole game as plain JSON. No classes, closures or Maps: any state can be saved, cloned and replayed.
 */
import type { Seat, Uid, SpecialCondition, EnergyType } from './types'
import type { Decision, MainAction } from './decision'
import type { RuleSetId } from '../rules/profile'

export interface CardInstance {
  def: string
  owner: Seat
}

/** What an attack did to its Defending Pokémon, for "do the final result of that attack" effects (Mirror Move). */
export interface AttackResult {
  /** Damage put on it (after Weakness, Resistance and other effects), counters included. */
  damage: number
  /** Special Conditions it got, in order, and Poison counters per Checkup if more than the default. */
  conditions: SpecialCondition[]
  poisonCounters?: number
  /** Lasting effects put on it, as placed (their untilTurn relative to `turn` of the attack). */
  markers: Marker[]
  /** Energy cards it lost while staying in play. */
  energyDiscarded: number
}

/** An effect lasting on a Pokémon or a player ("during your opponent's next turn…"). */
export interface Marker {
  /** Card definition that owns the behaviour, or 'engine' for built-in markers. */
  source: string
  key: string
  /** The marker ends at the end of this turn number (inclusive). Absent: until removed. */
  untilTurn?: number
  /** Removed when the Pokémon leaves the Active Spot or evolves (effects of attacks, rules.md SC-7). */
  clearsOnMove?: boolean
  data?: Record<string, number | string | boolean | null>
  /** A card attached to this Pokémon that is discarded when the marker ends (an attached Trainer with a lifetime). */
  discardsCard?: Uid
}

export interface Conditions {
  /** Asleep, Confused and Paralyzed replace each other (rules.md SC-3). */
  rotation: 'asleep' | 'confused' | 'paralyzed' | null
  poisoned: boolean
  burned: boolean
  /** Damage counters per Poison tick when a card says "more" (default from rule set). */
  poisonCounters?: number
  /** Turn number during which Paralysis was applied (rules.md SC-PAR). */
  paralyzedOnTurn?: number
  /** Coins flipped for Sleep at Pokémon Checkup when a card says more than 1; every one must be heads to wake up. */
  sleepFlips?: number
}

export const NO_CONDITIONS: Conditions = { rotation: null, poisoned: false, burned: false }

export interface PokemonSlot {
  /** Pokémon cards, bottom (Basic) first; the last is the current card. */
  stack: Uid[]
  energy: Uid[]
  /** Attached Tools and Technical Machines. */
  tools: Uid[]
  /** Damage as HP points (10 per damage counter). */
  damage: number
  conditions: Conditions
  /** Turn number when this Pokémon was put into play or last evolved (rules.md E-2). */
  playedTurn: number
  markers: Marker[]
  /** Knocked Out by an effect regardless of damage (e.g. "Knock Out that Pokémon"); resolved with other Knock Outs. */
  knockedOut?: boolean
  /** Face down during setup until both players reveal (rules.md S-7). */
  faceDown?: boolean
}

export interface TurnFlags {
  energyAttached: boolean
  supporterPlayed: boolean
  stadiumPlayed: boolean
  retreats: number
  /** Classic: a Confused retreat that failed cannot be tried again this turn. */
  retreatBlocked: boolean
  /** Ability names (with slot uid) used this turn, for once-per-turn limits. */
  abilitiesUsed: string[]
  /** The Stadium's once-per-turn action (TrainerDef.stadiumAction) was used this turn. */
  /**
   * The Stadium (its uid) whose once-per-turn action this player used this turn: the limit is per Stadium card ("once
   * during each player's turn" is each card's own text), so a new Stadium played afterwards has its own use.
   */
  stadiumUsed?: number
  /** Names of the Trainer cards played from the hand this turn, in order ("if you played X during this turn"). */
  trainersPlayed?: string[]
  /**
   * The Pokémon of this player (the uid of the bottom card of each stack) that moved from the Bench to the Active Spot
   * during this turn: retreat, switch effects, promotion ("if this Pokémon moved from your Bench to the Active Spot this
   * turn").
   */
  movedToActive?: Uid[]
  /** One of this player's Pokémon became a Mega Evolution Pokémon by a card effect: the turn ends after the action (rules.md §3). */
  megaEvolved?: boolean
  /** A card effect said "your turn ends" (EffectCtx.endTurn): the turn ends after the action. */
  turnEnds?: boolean
  /**
   * The card drawn at the start of this turn, until the player's first action of the turn: "you can play this card
   * only if you drew it from your deck at the beginning of your turn, before you put it into your hand" (Nugget) is
   * playing it as the turn's first action. Private: the opponent's view leaves it out.
   */
  drawnForTurn?: Uid
}

export const freshTurnFlags = (): TurnFlags => ({
  energyAttached: false,
  supporterPlayed: false,
  stadiumPlayed: false,
  retreats: 0,
  retreatBlocked: false,
  abilitiesUsed: [],
})

/** A player with no cards anywhere yet (newGame deals into it; the scenario builder fills it). */
export function emptyPlayer(): PlayerState {
  return {
    deck: [],
    hand: [],
    discard: [],
    prizes: [],
    lostZone: [],
    active: null,
    bench: [],
    turn: freshTurnFlags(),
    gxUsed: false,
    vstarUsed: false,
    vunionPlayed: [],
    mulligans: 0,
    markers: [],
    revealedHand: false,
  }
}

export interface PlayerState {
  deck: Uid[]
  hand: Uid[]
  discard: Uid[]
  prizes: Uid[]
  lostZone: Uid[]
  active: PokemonSlot | null
  /**
   * The second Active Spot of a 2-on-2 Battle (GameState.format 'double', model/format.ts); absent in 1-on-1. Never
   * filled while `active` is empty.
   */
  secondActive?: PokemonSlot
  bench: PokemonSlot[]
  turn: TurnFlags
  gxUsed: boolean
  vstarUsed: boolean
  /** V-UNION names already played this game. */
  vunionPlayed: string[]
  mulligans: number
  markers: Marker[]
  /** Cards revealed to the opponent (e.g. a mulligan hand), cleared when the reveal is over. */
  revealedHand: boolean
}

export type Phase = 'setup' | 'main' | 'over'

export type WinReason = 'prizes' | 'no-pokemon' | 'deck-out' | 'concede'

export interface GameResult {
  winner: Seat | null
  reason: WinReason
  /** Human-readable summary. */
  text: string
}

export interface StadiumInPlay {
  uid: Uid
  owner: Seat
}

/** A paused procedure: replay `proc` from `base`, feeding `answers` (design.md, replay journal). */
export interface Journal {
  base: GameState
  proc: Procedure
  answers: number[][]
  /** How many events the run had already emitted, so a resumed run reports only new ones. */
  eventsEmitted: number
}

export type Procedure = { kind: 'setup' } | { kind: 'action'; option: MainAction } | { kind: 'turn-end' }

export interface GameState {
  version: 1
  rules: RuleSetId
  /** A 2-on-2 Battle (seed 003 Appendix A, model/format.ts); absent: the 1-on-1 game. */
  format?: 'double'
  /** sfc32 generator state. */
  rng: [number, number, number, number]
  cards: CardInstance[]
  players: [PlayerState, PlayerState]
  /** Turn counter: 1 is the first player's first turn. 0 during setup. */
  turn: number
  current: Seat
  firstPlayer: Seat
  phase: Phase
  stadium: StadiumInPlay | null
  /** Trainer cards being played: out of the hand, not yet in the discard pile (rules.md T-1). */
  resolving: Uid[]
  /** Prize cards per player for this game (6, or 1 in Sudden Death). */
  prizeCount: number
  suddenDeath: number
  pending: Decision | null
  journal: Journal | null
  /** Counter that numbers decisions, so stale responses are recognised. */
  seq: number
  result: GameResult | null
  /** Test-only forced outcomes: coin flips consumed first (true = heads). */
  forcedFlips: boolean[]
  /**
   * The last attack done to each Pokémon (by top-card uid): for "Mirror Move"-style effects. Only this turn's and the
   * last turn's attacks are kept (flow/attack-result.ts).
   */
  lastAttackOn: Record<string, { attacker: Uid; attack: string; byDef: string; turn: number; result?: AttackResult }>
  /**
   * Pokémon Knocked Out by damage from an opponent's attack ("if any of your Pokémon were Knocked Out by damage from an
   * opponent's attack during their last turn"): the turn, the owner, the top card's definition and its types then.
   * Only this turn's and the last turn's are kept (flow/knockout.ts); absent: none.
   */
  knockOutsByAttack?: { turn: number; seat: Seat; card: string; types: EnergyType[] }[]
  /**
   * Pokémon that moved from their owner's Bench to the Active Spot during a turn (retreat, switch effects, promotion;
   * not between turns): the turn, the owner and the bottom card of the stack ("if your opponent's Active Pokémon moved
   * from the Bench to the Active Spot during your opponent's last turn"). Only this turn's and the last turn's are kept
   * (table/table.ts); absent: none.
   */
  movesToActive?: { turn: number; seat: Seat; uid: Uid }[]
  /**
   * Pokémon Knocked Out during a turn, whatever Knocked them Out (damage from an attack, damage counters, an effect;
   * not a Knock Out in Pokémon Checkup between turns): the turn and the owner ("if any of your Pokémon were Knocked Out
   * during your opponent's last turn"). Only this turn's and the last turn's are kept (flow/knockout.ts); absent: none.
   */
  knockOuts?: { turn: number; seat: Seat }[]
  /**
   * Damage (not damage counters) that an attack put on a Pokémon of the attacker's opponent, Active or Benched: the
   * turn, the card on top of that Pokémon then and the amount ("if this Pokémon was damaged by an attack during your
   * opponent's last turn"). Only this turn's and the last turn's are kept (flow/attack.ts); absent: none.
   */
  attackDamage?: { turn: number; uid: Uid; amount: number }[]
  /** The original decks (definition ids), kept for Sudden Death. */
  decklists: [string[], string[]]
  /**
   * Cards in play as Energy cards although printed as something else (a Pokémon turned into Energy, e.g. Electrode's
   * Buzzap), by uid: while attached, the card reads as an Energy card providing `provides`. With `onto` set the card
   * is still a Pokémon: when it next leaves play it is attached instead to the Pokémon whose top card is `onto`
   * (if still in play). The entry ends when the card leaves play.
   */
  asEnergy?: Record<string, { provides: { types: EnergyType[] | 'any' }[]; onto?: Uid }>
  /** Decks dealt in their listed order, never shuffled at setup (GameSetup.stackedDecks: tutorials, puzzles). */
  stackedDecks?: true
}

export type ConditionName = SpecialCondition

/**
 * AI hints: what the computer player knows about a card (docs/ai.md "Card hints"). The AI's card sense
 * (src/ai/card-sense) reads them from the definitions in this shape; a set may still write some in its own folder
 * (`aiHints()` in its index.ts, loaded with the set; none does since issue 21) and the AI is handed the hints of the
 * game's sets through its context, so the AI never imports a set and a set never imports the AI: both import only
 * these types.
 *
 * Hints are keyed by card name (every print of a card shares them, as the rules treat cards of one name alike) and
 * every field is optional: a card without a hint, or a set without hints, gets the AI's defaults. Most hints are
 * data: a score, a card's worth, a category of play whose scoring the AI knows ("draw", "switch"…). A hint that
 * must read the position is a function over `HintBoard`, a read-only question interface the AI implements.
 *
 * Scores are on the main-phase scale of the AI's policy: above zero means "worth doing before attacking", higher
 * first; the defaults are 60 for a Trainer, 120 for a Tool, 90 for an Ability, −10 for a Stadium's action.
 */
import type { CardDef, PokemonDef } from './api/card'
import type { EnergyType, SlotRef } from './model/types'
import type { GameView, SideView, SlotView } from './view'

/** The deciding seat's position as a hint may read it: its view and the AI's answers to a few questions. */
export interface HintBoard {
  readonly view: GameView
  /** The viewer's side and the opponent's (`view.me`, `view.opponent`). */
  readonly me: SideView
  readonly opp: SideView
  readonly active: SlotView | null
  readonly oppActive: SlotView | null
  /** The viewer's Pokémon in play. */
  readonly inPlay: number
  /** The definitions of the cards in the viewer's hand (the card being played among them). */
  handDefs(): CardDef[]
  /** A card definition by id (null for an unknown id). */
  def(id: string): CardDef | null
  /** The Pokémon on top of a slot. */
  pokemonOf(slot: SlotView | null): PokemonDef | null
  slotAt(ref: SlotRef): SlotView | null
  /** HP the Pokémon has left. */
  hpLeft(slot: SlotView | null): number
  /** Prize cards its Knock Out is worth. */
  prizesFor(slot: SlotView | null): number
  /** Energy still missing for its cheapest attack (0: it can attack, Special Conditions aside). */
  readiness(slot: SlotView): number
  /** The damage of its best attack against `defender` now (Weakness and Resistance applied). */
  bestDamage(attacker: SlotView | null, defender: SlotView | null): number
  /** Can `attacker` Knock Out `defender` with an attack (with `extraEnergy` more Energy attached)? */
  canKnockOut(attacker: SlotView | null, defender: SlotView | null, extraEnergy?: number): boolean
  /** Is the Pokémon kept from attacking (Asleep, Paralyzed)? */
  disabled(slot: SlotView | null): boolean
  /** Can the viewer's Active attack now, and Knock Out the Defending Pokémon? */
  activeCanAttack(): boolean
  activeCanKO(): boolean
  /** Would the opponent's Active Knock Out this Pokémon next turn (with one more Energy)? */
  threatened(slot: SlotView | null): boolean
  /** The viewer's Pokémon with the most damage. */
  mostDamaged(): SlotView | null
}

/** A main-phase score: a number, or one read off the position. */
export type HintScore = number | ((board: HintBoard) => number)

/**
 * Kinds of play whose scoring the AI knows, so a card only names its kind (and a few numbers). The AI's reading of
 * each is in `src/ai/heuristic/hint-kinds.ts`.
 */
export type PlayKind =
  /** Cards from the deck to the hand: `score` while the deck holds more than `deckAbove`, +`smallHand` on a hand of 3 or fewer. */
  | { kind: 'draw'; score: number; deckAbove: number; smallHand?: number }
  /** Switch the Active with a Benched Pokémon: when the Active cannot attack (or is Confused) and one can. */
  | { kind: 'switch' }
  /** Bring a Benched Pokémon of the opponent's into the Active Spot: when the Active can Knock It Out. */
  | { kind: 'gust' }
  /** Discard an Energy from the opponent's Pokémon (the Active's first). */
  | { kind: 'energy-removal' }
  /** `amount` more damage this turn: when it turns the attack into a Knock Out. */
  | { kind: 'damage-boost'; amount: number }
  /** Heal: `score` when a Pokémon has `minDamage` or more, +`activeBonus` when it is the Active. */
  | { kind: 'heal'; minDamage: number; score: number; activeBonus?: number }
  /** Remove the Active's Special Conditions. */
  | { kind: 'cure' }
  /** Less damage to the Active next turn: when it is threatened with a Knock Out. */
  | { kind: 'protect' }

/** Playing a Trainer from hand. */
export type PlayHint = HintScore | PlayKind

/** Attaching a Pokémon Tool: `score` to a Pokémon it fits (else −10), +`activeBonus` on the Active. */
export interface ToolHint {
  /** The Pokémon it works for: of this stage, with a Weakness, of this type (all that are given). */
  fits?: { stage?: PokemonDef['stage']; weakness?: boolean; type?: EnergyType }
  score: number
  activeBonus?: number
}

/** Using an activated Ability (or Pokémon Power): how often a turn (0: never) and how much. */
export interface AbilityHint {
  uses?: number
  score?: number | ((board: HintBoard, source: SlotView | null) => number)
}

export interface CardHint {
  /** How much the card is worth keeping or fetching while it is not in play (searches, discards; default 20). */
  value?: number
  /** Playing it from hand (a Trainer). */
  play?: PlayHint
  /** Attaching it (a Pokémon Tool). */
  tool?: ToolHint
  /** Its activated Abilities or Pokémon Powers, by name. */
  abilities?: Readonly<Record<string, AbilityHint>>
  /** The once-a-turn action of this Stadium while it is in play. */
  stadiumAction?: HintScore
}

/** One set's hints, by card name. */
export type CardHints = Readonly<Record<string, CardHint>>

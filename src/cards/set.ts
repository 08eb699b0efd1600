/**
 * What the app knows about a card set before loading its cards: the one description each set folder exports
 * (`src/cards/<set>/index.ts`) and the list of them in `src/cards/sets.ts`. Every catalogue (card database, deck
 * list, new-game groups, gallery, simulation deck sources, CI fuzz gates) is derived from that list; adding a set
 * is a new folder plus one line there (docs/cards.md).
 */
import type { CardDef, CardHints, RuleSetId } from '../engine'
import type { ThemeDeck } from './decks/theme-deck'

/** How a set's cards call the powers Pokémon have besides attacks (printed on the card). */
export type AbilityTerm = 'Ability' | 'Pokémon Power' | 'Poké-Power'

/** A CI fuzz gate: random legal games with the set's decks, checked after every step (`npm run fuzz`). */
export interface FuzzGate {
  games: number
  seed: number
  rules: RuleSetId | 'both'
  /** A second gate of 2-on-2 Battles (GameSetup.format 'double') over the same decks and rules: its games and seed. */
  double?: { games: number; seed: number }
}

export interface CardSet {
  /** The id card ids start with (`<id>-<number>`), e.g. the reference data's set id. */
  id: string
  /** Its printed English name. */
  name: string
  /** The code deck lists use for it (Pokémon TCG Live / Online exports, e.g. `4 Charmander MEW 4`). */
  code: string
  /** The series it belongs to, as players name it. */
  era: string
  /** Release year (newer sets are offered first). */
  released: number
  /** The rule set its decks were made for (a new game with one of them suggests it). */
  rules: RuleSetId
  /** Whether its Pokémon's powers besides attacks are printed as "Ability" or "Pokémon Power". */
  abilityTerm: AbilityTerm
  /**
   * `expansion`: a set with its own prebuilt decks and fuzz gate. `energy`: basic Energy prints only, played in the
   * decks of other sets (it has no decks of its own).
   */
  kind: 'expansion' | 'energy'
  /** How the new-game screen names the group of its decks. */
  deckGroup: string
  /** Prebuilt decks built from it (ids of its cards and basic Energy), in display order. */
  decks: readonly ThemeDeck[]
  /** The CI fuzz gate over its decks (`.ci/run` runs every set's gate; `npm run fuzz -- --gates`). */
  gate?: FuzzGate
  /**
   * Set while the set's cards are still being written (a set lands card by card over several commits): what is
   * missing, in a sentence. Its cards are in the card browser (its set filter says so) and in random decks; it
   * offers a prebuilt deck as soon as every card that deck lists exists, and its fuzz gate may come with its first
   * decks. Removed when the last card and the last theme deck land (a finished set must have decks and a gate).
   */
  unfinished?: string
  /** Cards the card gallery shows in its first row (varied layouts). */
  showcase?: readonly string[]
  /** Its card definitions: a separate chunk, fetched only when a game, the gallery or the deck builder needs it. */
  cards(): Promise<readonly CardDef[]>
  /**
   * What it tells the computer player about its cards (src/engine/ai-hints.ts), fetched with its cards for a game
   * against the computer. No set writes any since issue 21: the AI reads the cards' text (card sense, docs/ai.md).
   */
  aiHints?(): Promise<CardHints>
}

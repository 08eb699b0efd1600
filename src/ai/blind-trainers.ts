/**
 * Trainers for agents that play them blindly: the simple agent and the yardstick (src/ai/yardstick) play a Trainer
 * whenever the main menu offers one, without simulating what it does, and answer its questions with the first
 * options offered. Some Trainers only set their own player back when played that way, so those two agents never
 * play them. Which ones is read from the card's text (issue 21: card knowledge from definitions, not names), with
 * the readings of card sense (card-sense/trainer-sense.ts) where they fit:
 * - the plays the AI does not plan with at all (trainerPlaySense's UNPLANNED): looking at cards and putting them
 *   back, trading hand cards back into the deck, both players' Trainers shuffled away, the opponent's Basics
 *   benched from their discard pile, undoing one's own evolutions, picking up one's own Pokémon, moving Energy
 *   about, letting the opponent choose their new Active;
 * - a fresh hand of 7 for the opponent (their hand shuffled into their deck);
 * - one's own Pokémon out of play with its cards (shuffled into the deck or discarded);
 * - a discard price from the hand that buys no draw and no search: the blind agent pays with whatever cards come
 *   first for cards back from the discard pile or a card of the opponent's, so the hand only shrinks. A Trainer
 *   that brings cards back at no price is harmless and played.
 * The searching levels weigh every Trainer in the position and do not use this. The list of what the blind agents
 * avoid, set by set, is checked against the cards in src/sim/blind-trainers.test.ts.
 */
import type { CardDef, MainAction, TrainerDef } from '../engine'
import { discardPrice, trainerPlaySense, UNPLANNED } from './card-sense/trainer-sense'

const POKEMON = 'Pok[eé]mon'

/** The opponent's hand shuffled into their deck and 7 fresh cards drawn (one player's hand, not "each player"). */
const OPPONENT_REFILLS = /^your opponent shuffles their hand into their deck/i
/** One of one's own Pokémon taken out of play with everything attached, into the deck, hand or discard pile. */
const OWN_POKEMON_AWAY = new RegExp(
  `of your (Benched )?${POKEMON}[^.]* (put|shuffle)s? it and (every|all|any) cards? attached to it into your (deck|hand|discard pile)`,
  'i',
)
/** What a discard price may buy a blind player: cards from the deck (a draw or a search). */
const DECK_GAIN =
  /\bdraw (\d+|a|an|one|two|three) cards?|search your deck|look at the (top|bottom) \d+ cards of your deck/i

/** Whether a blind player should leave this Trainer in the hand, by its text. */
export function blindAvoids(def: TrainerDef): boolean {
  const text = def.text ?? ''
  if (trainerPlaySense(def) === UNPLANNED) return true
  if (OPPONENT_REFILLS.test(text) || OWN_POKEMON_AWAY.test(text)) return true
  return discardPrice(text) > 0 && !DECK_GAIN.test(text)
}

/**
 * Whether `a` plays a Trainer card from the hand that a blind agent plays: an Item, Supporter or Stadium, a Tool, or
 * a Trainer played as a Pokémon (benched), unless its text says a blind player avoids it. `handDef` finds a hand
 * card's definition (null when the card is not in the hand or unknown).
 */
export function isBlindTrainerPlay(a: MainAction, handDef: (uid: number) => CardDef | null): boolean {
  if (a.type !== 'play-trainer' && a.type !== 'attach-tool' && a.type !== 'bench') return false
  const def = handDef(a.card)
  return def?.kind === 'trainer' && !blindAvoids(def)
}

/**
 * The deck's budget (issue 21, deck-outs against random): a player draws a card every turn, so the deck must hold at
 * least the draws of the turns the game still needs. A draw or a search beyond that only brings the deck-out closer.
 * The turns still needed are estimated from the Prize cards left to take (TURNS_PER_PRIZE each: a Knock Out rarely
 * comes every turn).
 */
import type { GameView } from '../../engine'

/** Turns the game is expected to need per Prize card the viewer still has to take. */
export const TURNS_PER_PRIZE = 2

/** Cards the viewer's deck can spare beyond the draws of the turns the game still needs (≤ 0: none). */
export const deckToSpare = (view: GameView): number => view.me.deckCount - TURNS_PER_PRIZE * view.me.prizeCount

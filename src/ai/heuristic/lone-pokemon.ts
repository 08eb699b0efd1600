/**
 * A lone Pokémon: the viewer has one Pokémon in play and nothing in hand to put on the Bench, so a Knock Out of it
 * ends the game (rules.md: a player with no Pokémon in play loses; in a 2-on-2 Battle both Active Spots count, seed
 * 003 Appendix A). Traced against a random player (issue 21, docs/ai.md "Lone Pokémon in 2-on-2"): a lone Zigzagoon
 * with a hand of Energy hit for 20 with Headbutt instead of drawing with Collect, or stopped drawing at a hand of 8
 * Energy cards, and was Knocked Out by the two Defending Pokémon before a Basic turned up. While it is alone, the
 * cards it lacks are Pokémon, not the ones it holds: an attack that draws or looks for a Pokémon comes before a hit
 * that Knocks Out nothing, and a full hand does not stop it, nor a draw Trainer or a search for a Pokémon (a thin deck
 * still does).
 */
import type { Decision, HintBoard } from '../../engine'
import { drawnUpTo } from '../draw-up-to'

/** Added to an attack that may find a Pokémon while the viewer's Pokémon is alone: above any hit short of a Knock Out. */
export const LONE_DRAW_BONUS = 500

/** One Pokémon in play (`inPlay`: both Active Spots and the Bench) and no option on the menu puts one on the Bench. */
export function alone(inPlay: number, d: Decision): boolean {
  if (inPlay > 1) return false
  return !d.options.some((o) => o.kind === 'action' && o.action.type === 'bench')
}

/**
 * An attack text that draws cards or searches the deck for a Pokémon: it may bring the Basic a lone Pokémon needs.
 * A draw "until you have N cards" from a hand of `hand` cards that holds N already draws nothing (draw-up-to.ts).
 */
export function mayFindPokemon(text: string, hand: number): boolean {
  if (/search your deck for [^.]*Pokémon/i.test(text)) return true
  return /\bdraw\b/i.test(text) && drawnUpTo(text, hand) !== 0
}

/**
 * `alone` read off the board a card hint is given (no menu there): one Pokémon in play and no Basic Pokémon in the
 * hand. A Trainer played as a Pokémon (a Fossil) is not counted: the menu-based `alone` sees it.
 */
export function aloneOnBoard(b: HintBoard): boolean {
  return b.inPlay <= 1 && !b.handDefs().some((d) => d.kind === 'pokemon' && d.stage === 'basic')
}

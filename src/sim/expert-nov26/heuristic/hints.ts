/**
 * The card hints of the game's sets (src/engine/ai-hints.ts), as the policy asks them: the first set whose hint for a
 * card name answers a question wins (sets in the order of the set list), and a card no set hints at gets the
 * policy's default (undefined here). The hints come in through the agent's context (`AgentContext.hints`); `src/ai`
 * knows no set.
 */
import type { CardHint, CardHints, HintBoard, SlotRef, SlotView } from '../../../engine'
import { playKindScore, toolHintScore } from './hint-kinds'

/** The hints of a game's sets, in set-list order. */
export type Hints = readonly CardHints[]
export const NO_HINTS: Hints = []

/** The position as the scorers read it (main-context.ts), with the game's hints. */
export interface HintedBoard extends HintBoard {
  readonly hints: Hints
}

function field<K extends keyof CardHint>(hints: Hints, name: string, key: K): CardHint[K] | undefined {
  for (const set of hints) {
    // Own properties only: a card name is data, not a key of Object.prototype.
    const v = Object.hasOwn(set, name) ? set[name]![key] : undefined
    if (v !== undefined) return v
  }
  return undefined
}

/** Playing the Trainer `name` from hand. */
export function trainerScore(c: HintedBoard, name: string): number | undefined {
  const play = field(c.hints, name, 'play')
  if (play === undefined) return undefined
  if (typeof play === 'number') return play
  return typeof play === 'function' ? play(c) : playKindScore(c, play)
}

/** Attaching the Pokémon Tool `name` from hand to `target`. */
export function toolScore(c: HintedBoard, name: string, target: SlotRef): number | undefined {
  const tool = field(c.hints, name, 'tool')
  return tool && toolHintScore(c, tool, target)
}

function abilityHint(hints: Hints, pokemon: string, ability: string) {
  for (const set of hints) {
    const abilities = Object.hasOwn(set, pokemon) ? set[pokemon]!.abilities : undefined
    if (abilities && Object.hasOwn(abilities, ability)) return abilities[ability]
  }
  return undefined
}

/** How often a turn the Ability `ability` of the Pokémon `pokemon` is worth using (0: never). */
export const abilityUses = (hints: Hints, pokemon: string, ability: string): number | undefined =>
  abilityHint(hints, pokemon, ability)?.uses

/** Using the activated Ability `ability` of the Pokémon `pokemon` in `slot`. */
export function abilityScore(
  c: HintedBoard,
  pokemon: string,
  ability: string,
  slot: SlotView | null,
): number | undefined {
  const score = abilityHint(c.hints, pokemon, ability)?.score
  return typeof score === 'function' ? score(c, slot) : score
}

/** Using the once-a-turn action of the Stadium in play. */
export function stadiumActionScore(c: HintedBoard): number | undefined {
  const stadium = c.view.stadium ? c.def(c.view.stadium.card.def) : null
  const action = stadium ? field(c.hints, stadium.name, 'stadiumAction') : undefined
  return typeof action === 'function' ? action(c) : action
}

/** How much a card is worth keeping or fetching when it is not in play. */
export const cardValue = (hints: Hints, name: string): number | undefined => field(hints, name, 'value')

/**
 * Progress (issue 21, deck-outs against random): what an attacker's turn takes off the Defending Pokémon for good.
 * Damage the Defending Pokémon heals back between turns by its own Poké-Body ("Between turns, remove 1 damage counter
 * from this Pokémon": Rain Dish) is no progress, and neither is an attack that only searches, draws or does nothing;
 * a Knock Out always is. An Active that makes none keeps the game still until a deck runs out (Pound for 10 into a
 * Lotad that heals 10, Jump Catch every turn), so the policy brings in a Benched Pokémon that makes some and keeps its
 * deck for the turns the game still needs.
 */
import type { CardDb, GameView, SlotView } from '../../engine'
import { bestDamage, hpLeft, pokemonOf } from '../knowledge'

/** "Between turns, remove N damage counter(s) from this Pokémon" (a word or a digit). */
const HEALS_BETWEEN_TURNS = /between turns, remove (\d+|one|two|three|a) damage counters? from (?:this Pokémon|it)\b/i
const WORDS: Record<string, number> = { a: 1, one: 1, two: 2, three: 3 }

/** Damage the Pokémon heals itself between turns by a Poké-Body (0 when none): read from the text. */
export function healsBetweenTurns(db: CardDb, slot: SlotView | null): number {
  let heal = 0
  for (const ab of pokemonOf(db, slot)?.abilities ?? []) {
    // A Poké-Power is used, not standing; a Poké-Body or a modern Ability that reads so works by itself.
    if (ab.exKind === 'poke-power') continue
    const m = HEALS_BETWEEN_TURNS.exec(ab.text ?? '')
    if (m) heal += 10 * (WORDS[m[1]!.toLowerCase()] ?? Number(m[1]))
  }
  return heal
}

/**
 * The damage `attacker`'s best payable attack (with `extraUnits` more Energy) does to `defender` that stays: all of it when the attack Knocks it Out
 * (nothing heals back then), else the damage less what the defender heals between turns (0 at least).
 */
export function progress(
  db: CardDb,
  view: GameView,
  attacker: SlotView | null,
  defender: SlotView | null,
  extraUnits = 0,
): number {
  if (!attacker || !defender) return 0
  const dmg = bestDamage(db, view, attacker, defender, extraUnits)
  return dmg >= hpLeft(db, defender) ? dmg : Math.max(0, dmg - healsBetweenTurns(db, defender))
}

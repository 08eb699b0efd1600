import { DECK_SETS } from './decks'

/**
 * The CI fuzz gates, one line each: a label, a tab, then the fuzz flags (what each set's description asks for).
 * `.ci/run` runs one gate per line, so a new set with a `gate` is fuzzed in CI without touching the script.
 */
export function gateLines(): string[] {
  return DECK_SETS.flatMap((s) =>
    s.gate
      ? [
          `${s.name} decks (${s.gate.rules})\t--games ${s.gate.games} --seed ${s.gate.seed} --decks ${s.id} --rules ${s.gate.rules}`,
        ]
      : [],
  )
}

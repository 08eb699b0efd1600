import { DECK_SETS } from './decks'

/**
 * The CI fuzz gates, one line each: a label, a tab, then the fuzz flags (what each set's description asks for).
 * `.ci/run` runs one gate per line, so a new set with a `gate` is fuzzed in CI without touching the script.
 */
export function gateLines(): string[] {
  return DECK_SETS.flatMap((s) => {
    const g = s.gate
    if (!g) return []
    const lines = [
      `${s.name} decks (${g.rules})\t--games ${g.games} --seed ${g.seed} --decks ${s.id} --rules ${g.rules}`,
    ]
    if (g.double)
      lines.push(
        `${s.name} decks, 2-on-2 Battle (${g.rules})\t--games ${g.double.games} --seed ${g.double.seed} --decks ${s.id} --rules ${g.rules} --format double`,
      )
    return lines
  })
}

/**
 * When the heuristic spends a once-a-game power (rules.md §3: a player's one VSTAR Power, one GX attack). A person
 * keeps it for the turn it matters: a VSTAR Power attack is used when it Knocks Out and no ordinary attack does, or
 * when it is the only attack that does anything; otherwise the ordinary attack goes first and the Power waits. A
 * VSTAR Power Ability is used only when its set's card hint scores the moment (the default would spend it on the
 * first turn it could, whatever the position); sets give every VSTAR Power Ability a hint (tested in
 * src/cards/vstar-hints.test.ts).
 */

/** What the main-phase scores know about one attack option. */
export interface AttackOption {
  score: number
  ko: boolean
  power: 'vstar' | 'gx' | undefined
}

/** Taken off a once-a-game attack that Knocks nothing Out while another attack is there to use. */
export const SAVE_POWER = 350

/** `scores` with each once-a-game attack that should wait brought below the ordinary attacks (in place). */
export function holdOncePerGameAttacks(scores: number[], attacks: ReadonlyMap<number, AttackOption>): number[] {
  let ordinary = 0
  let ordinaryKo = false
  for (const a of attacks.values()) {
    if (a.power) continue
    ordinary = Math.max(ordinary, a.score)
    ordinaryKo ||= a.ko
  }
  // 5 is the score of an attack that does nothing (main-scores.ts): then the Power is the turn's only attack.
  if (ordinary <= 5) return scores
  for (const [i, a] of attacks) {
    if (a.power && (!a.ko || ordinaryKo)) scores[i] = Math.max(1, Math.min(a.score - SAVE_POWER, ordinary - 1))
  }
  return scores
}

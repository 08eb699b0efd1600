/**
 * The coach (issue 21, an optional setting): after the player's turn, the main-menu decisions of that turn are
 * ranked by the player's hint (src/ai/hint.ts, from the player's own view, with the option they chose estimated in
 * the same sampled worlds), and one note names the clearly better line, when there was one.
 *
 * Pure: the controller records the turn, asks the hint worker and hands the answers here.
 */
import type { Hint, HintChoice } from '../../ai/hint'

/** How much more the player's chance to win must have been (0–1) for the coach to speak: clearly better only. */
export const COACH_MARGIN = 0.1

/** One note of the coach: at most one a turn, for the decision with the biggest gap. */
export interface CoachNote {
  /** The player's turn it looks back on (the game's turn number). */
  turn: number
  /** Expert's option, and the one played, with the player's chances to win after each. */
  best: HintChoice
  played: HintChoice
  /** The sentence shown. */
  text: string
}

const pct = (w: number) => `${Math.round(w * 100)} %`

/** The gap between Expert's option and the one played, when the hint estimated both and they differ; else null. */
export function coachGap(h: Hint): number | null {
  const played = h.played
  if (!played || played.win === null || h.best.win === null) return null
  if (played.picks.join(',') === h.best.picks.join(',')) return null
  // Another copy of the same card (two Water Energy): the same move to the player, whatever the worlds said.
  if (played.label === h.best.label) return null
  return h.best.win - played.win
}

/** The note for a turn's hints: the biggest gap of at least COACH_MARGIN, or null when the turn was played well. */
export function coachNote(turn: number, hints: readonly Hint[]): CoachNote | null {
  let top: { h: Hint; gap: number } | null = null
  for (const h of hints) {
    const gap = coachGap(h)
    if (gap !== null && gap >= COACH_MARGIN && (!top || gap > top.gap)) top = { h, gap }
  }
  if (!top) return null
  const best = top.h.best
  const played = top.h.played!
  const why = best.reason ? ` (${best.reason})` : ''
  return {
    turn,
    best,
    played,
    text: `${best.label}${why} was better than ${played.label}: ${pct(best.win!)} vs ${pct(played.win!)} to win.`,
  }
}

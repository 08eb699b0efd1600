/** Statistics for arena-style results: confidence intervals and Elo. */

/** Wilson score interval (95%) for k successes in n trials. */
export function wilson(k: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1]
  const p = k / n
  const d = 1 + (z * z) / n
  const c = p + (z * z) / (2 * n)
  const r = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))
  return [(c - r) / d, (c + r) / d]
}

/** Elo difference for a score rate (clamped half a game from 0 and 1 so it stays finite). */
export function elo(p: number, n: number): number {
  const e = 0.5 / Math.max(1, n)
  const q = Math.min(1 - e, Math.max(e, p))
  return 400 * Math.log10(q / (1 - q))
}

/** Small helpers for turning scores into picks: the best index, a softmax draw, uniform numbers, shuffles. */
import type { RngState } from '../../../engine/rng'
import { nextU32 } from '../../../engine/rng'

export function argMax(xs: readonly number[]): number {
  let best = 0
  for (let i = 1; i < xs.length; i++) if (xs[i]! > xs[best]!) best = i
  return best
}

export const range = (n: number): number[] => Array.from({ length: Math.max(0, n) }, (_, i) => i)
export const firstN = (xs: number[], n: number): number[] => xs.slice(0, Math.max(0, n))

export const uniform = (rng: RngState): number => nextU32(rng) / 0x100000000

export function shuffled(n: number, rng: RngState): number[] {
  const xs = range(n)
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(uniform(rng) * (i + 1))
    const t = xs[i]!
    xs[i] = xs[j]!
    xs[j] = t
  }
  return xs
}

/** Sample an index with probability ∝ exp(score / τ). */
export function softmaxPick(scores: readonly number[], tau: number, rng: RngState): number {
  const m = Math.max(...scores)
  const w = scores.map((s) => Math.exp((s - m) / tau))
  const total = w.reduce((a, b) => a + b, 0)
  let r = uniform(rng) * total
  for (let i = 0; i < w.length; i++) {
    r -= w[i]!
    if (r <= 0) return i
  }
  return w.length - 1
}

/** Small linear algebra for the fitting scripts (fit-value.ts, fit-rank.ts). */

/** Gaussian elimination with partial pivoting. */
export function solve(a: number[][], b: number[]): number[] {
  const n = b.length
  const m = a.map((row, i) => [...row, b[i]!])
  for (let c = 0; c < n; c++) {
    let p = c
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[p]![c]!)) p = r
    ;[m[c], m[p]] = [m[p]!, m[c]!]
    const piv = m[c]![c]! || 1e-12
    for (let r = 0; r < n; r++) {
      if (r === c) continue
      const f = m[r]![c]! / piv
      if (f === 0) continue
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!
    }
  }
  return m.map((row, i) => row[n]! / (m[i]![i]! || 1e-12))
}

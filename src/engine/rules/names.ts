/** Card names as the rules read them (rules.md N-1, N-2). */

/** N-1, N-2: the name that counts for the 4-copy rule (level and δ are not part of it). */
export function countingName(name: string): string {
  return name
    .replace(/\s+LV\.?\s*(\d+|X)$/i, '')
    .replace(/\s*δ$/, '')
    .trim()
}

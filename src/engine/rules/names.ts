/** Card names as the rules read them (rules.md N-1, N-2). */

/**
 * N-1, N-2, N-9: the name that counts for the 4-copy rule (level, δ and a character subtitle in parentheses are not
 * part of it: "Professor's Research (Professor Magnolia)" counts as "Professor's Research").
 */
export function countingName(name: string): string {
  return name
    .replace(/\s+\([^()]*\)$/, '')
    .replace(/\s+LV\.?\s*(\d+|X)$/i, '')
    .replace(/\s*δ$/, '')
    .trim()
}

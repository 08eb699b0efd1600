/**
 * Text fitting for card faces. Sizes are in container units (cqw, 1% of the card's inner width), so a face drawn
 * at any pixel width keeps the same layout; these helpers pick a font size at which a text fits its box, or say
 * it cannot fit (the face then leaves it out rather than clip it).
 */

/** Average advance of a bold rounded glyph, in em (Fredoka/Nunito bold ≈ 0.55; a margin for wide letters). */
const CHAR_EM = 0.6

/** Lines a text wraps to at `size` in a box `width` wide (greedy, by words), or Infinity if a word is too long. */
export function wrappedLines(text: string, width: number, size: number, charEm = CHAR_EM): number {
  const cap = width / (size * charEm)
  let lines = 1
  let cur = 0
  for (const w of text.split(/\s+/).filter(Boolean)) {
    if (w.length > cap) return Infinity
    const next = cur ? cur + 1 + w.length : w.length
    if (next <= cap) cur = next
    else {
      lines++
      cur = w.length
    }
  }
  return lines
}

/**
 * The largest font size between `max` and `min` (cqw, steps of 0.25) at which `text` fits in `lines` lines of
 * `width` cqw; null if it does not fit even at `min`.
 */
export function fitSize(
  text: string,
  width: number,
  max: number,
  min: number,
  lines = 1,
  charEm = CHAR_EM,
): number | null {
  for (let s = max; s >= min - 1e-9; s -= 0.25) {
    if (wrappedLines(text, width, s, charEm) <= lines) return s
  }
  return null
}

/**
 * A font size for a block of running text (Nunito, ≈0.5em per character, line-height ≈ 1.25) filling an area of
 * `width` × `height` cqw, between `min` and `max`; null if it cannot fit at `min`.
 */
export function fitBlock(text: string, width: number, height: number, max: number, min: number): number | null {
  for (let s = max; s >= min - 1e-9; s -= 0.25) {
    const lines = wrappedLines(text, width, s, 0.52)
    // one spare line for uneven breaks
    if ((lines + 0.6) * s * 1.25 <= height) return s
  }
  return null
}

/** A small stable hash of a string (for per-card variety in the artwork). */
export function hash(s: string): number {
  let h = 2166136261
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

/**
 * The computer's own seed (`GameConfig.aiSeed`): what its agent's generator is derived from (ai-runner.ts
 * `decisionSeed`), never the game's seed. The game's seed (`GameSetup.seed`) makes the engine's generator and picks
 * a 'random' deck, so whoever holds it can deal the game again and read the player's Prize cards, hand, deck order
 * and every coin flip to come; the agent's generator can be turned back into the seed it was made from
 * (`decisionSeed` and `seedRng` are both invertible). So the AI Web Worker (and the hint's) is given this seed
 * instead, drawn apart from the game's and saved with the game, so a resumed game plays on as it would have.
 */

/** A new game's computer seed: 32 random bits, drawn independently of the game's seed (the app's, not the engine's). */
export function newAiSeed(): number {
  const words = new Uint32Array(1)
  globalThis.crypto.getRandomValues(words)
  return words[0]!
}

/** murmur3's finaliser: a bijection of 32-bit words that spreads every bit. */
function fmix32(h: number): number {
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

/**
 * The computer seed of a game whose seed was given rather than drawn: `?seed=N` in the address (e2e specs and bug
 * reports replay such a game exactly, so its computer seed must follow from N), the tutorial's fixed duels, and
 * saves from before the computer had a seed of its own (they resume the same way every time). The sum of two
 * different mixes of the seed is no bijection and has no inverse to compute, so the agent's generator no longer hands
 * back the game seed by algebra. It is no secret either: anyone can still try all 2^31 seeds for the one that gives
 * this value. That is acceptable only on these paths, where the seed is public anyway (typed in the address, fixed in
 * the tutorial) or the computer was handed it outright before; a game started normally draws `newAiSeed()`.
 */
export function derivedAiSeed(gameSeed: number): number {
  const a = fmix32((gameSeed ^ 0x243f6a88) >>> 0)
  const b = fmix32((gameSeed ^ 0x85a308d3) >>> 0)
  return (a + ((b << 11) | (b >>> 21))) >>> 0
}

/** Is `v` a computer seed as saved: a 32-bit unsigned integer? */
export const isAiSeed = (v: unknown): v is number =>
  Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 0xffffffff

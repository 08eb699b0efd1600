/**
 * The arena's seed mixer: a game's seed and each agent's generator seed come from (run seed, round, slot). The tools
 * that replay or re-run arena games (trace-game, energy-trace, oracle-bound) use the same function, so a game they
 * name is the arena's game.
 */
export const mix = (...xs: number[]): number => {
  let h = 0x811c9dc5
  for (const x of xs) h = Math.imul(h ^ (x >>> 0), 0x01000193) ^ (h >>> 15)
  return h >>> 0
}

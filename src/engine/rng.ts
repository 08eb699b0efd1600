/**
 * sfc32: a small, fast, well-tested generator whose whole state is four 32-bit numbers,
 * so it lives inside the JSON game state (design.md wall 3). Never use Math.random in the engine.
 */
export type RngState = [number, number, number, number]

export function seedRng(seed: number): RngState {
  // splitmix32 to spread a single seed over four words
  let s = seed >>> 0
  const next = () => {
    s = (s + 0x9e3779b9) >>> 0
    let z = s
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0
    return (z ^ (z >>> 16)) >>> 0
  }
  const st: RngState = [next(), next(), next(), next()]
  for (let i = 0; i < 12; i++) nextU32(st)
  return st
}

/** Advances the state in place and returns a uniform 32-bit unsigned integer. */
export function nextU32(st: RngState): number {
  let [a, b, c, d] = st
  const t = (((a + b) >>> 0) + d) >>> 0
  d = (d + 1) >>> 0
  a = b ^ (b >>> 9)
  b = (c + (c << 3)) >>> 0
  c = ((c << 21) | (c >>> 11)) >>> 0
  c = (c + t) >>> 0
  st[0] = a >>> 0
  st[1] = b
  st[2] = c
  st[3] = d
  return t
}

/** Uniform integer in [0, n) without modulo bias. */
export function nextInt(st: RngState, n: number): number {
  if (n <= 0) throw new Error('nextInt: n must be positive')
  const limit = Math.floor(0x100000000 / n) * n
  for (;;) {
    const x = nextU32(st)
    if (x < limit) return x % n
  }
}

/** Fisher–Yates shuffle in place. */
export function shuffleInPlace<T>(st: RngState, arr: T[]): void {
  for (let i = arr.length - 1; i > 0; i--) {
    const j = nextInt(st, i + 1)
    const t = arr[i]!
    arr[i] = arr[j]!
    arr[j] = t
  }
}

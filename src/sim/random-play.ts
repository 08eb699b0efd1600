/** Shared helpers for the simulation CLIs: seeded random legal picks, strict JSON deep equality, CLI flags. */
import type { Decision, Response } from '../engine/model/decision'
import type { RngState } from '../engine/rng'
import { nextInt } from '../engine/rng'
import type { GameFormat } from '../engine/model/format'

/** `count` distinct option indices in random order. */
export function randomSubset(rng: RngState, n: number, count: number): number[] {
  const idx = new Array<number>(n)
  for (let i = 0; i < n; i++) idx[i] = i
  for (let i = 0; i < count; i++) {
    const j = i + nextInt(rng, n - i)
    const t = idx[i]!
    idx[i] = idx[j]!
    idx[j] = t
  }
  return idx.slice(0, count)
}

/** A random legal response: between min and max distinct options. */
export function randomResponse(rng: RngState, d: Decision): Response {
  const n = d.min + nextInt(rng, d.max - d.min + 1)
  return { decision: d.id, picks: randomSubset(rng, d.options.length, n) }
}

/**
 * Strict deep equality for JSON data: same types, same key sets (a key holding `undefined` counts), same array
 * lengths, numbers by ===. Returns the path of the first difference, or null when equal.
 */
export function jsonDiff(a: unknown, b: unknown): string | null {
  const trail: string[] = []
  const msg = diff(a, b, trail)
  return msg === null ? null : `$${trail.reverse().join('')}: ${msg}`
}

/** The difference, or null; on a difference `trail` gets the path segments, innermost first. */
function diff(a: unknown, b: unknown, trail: string[]): string | null {
  if (a === b) return null
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return `${short(a)} ≠ ${short(b)}`
  const aa = Array.isArray(a)
  if (aa !== Array.isArray(b)) return 'array vs object'
  if (aa) {
    const x = a as unknown[]
    const y = b as unknown[]
    if (x.length !== y.length) return `length ${x.length} ≠ ${y.length}`
    for (let i = 0; i < x.length; i++) {
      const d = diff(x[i], y[i], trail)
      if (d !== null) {
        trail.push(`[${i}]`)
        return d
      }
    }
    return null
  }
  const x = a as Record<string, unknown>
  const y = b as Record<string, unknown>
  if (Object.getPrototypeOf(x) !== Object.prototype || Object.getPrototypeOf(y) !== Object.prototype)
    return 'not a plain object'
  let n = 0
  for (const k in x) {
    n++
    if (!Object.prototype.hasOwnProperty.call(y, k)) {
      trail.push(`.${k}`)
      return 'missing on one side'
    }
    const d = diff(x[k], y[k], trail)
    if (d !== null) {
      trail.push(`.${k}`)
      return d
    }
  }
  let m = 0
  for (const k in y) if (Object.prototype.hasOwnProperty.call(y, k)) m++
  if (n !== m) return `keys [${Object.keys(x).join(',')}] ≠ [${Object.keys(y).join(',')}]`
  return null
}

function short(v: unknown): string {
  const s = v === undefined ? 'undefined' : JSON.stringify(v)
  return s.length > 60 ? `${s.slice(0, 57)}...` : s
}

/** Minimal `--flag value` parser. */
export function parseFlags(argv: string[]): Map<string, string> {
  const out = new Map<string, string>()
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!
    if (!a.startsWith('--')) throw new Error(`Unexpected argument "${a}"`)
    const eq = a.indexOf('=')
    if (eq > 0) out.set(a.slice(2, eq), a.slice(eq + 1))
    else {
      const v = argv[i + 1]
      if (v === undefined || v.startsWith('--')) out.set(a.slice(2), 'true')
      else {
        out.set(a.slice(2), v)
        i++
      }
    }
  }
  return out
}

/** --format single|double: 1-on-1 games (the default) or 2-on-2 Battles (GameSetup.format). */
export function formatFlag(v: string | undefined): GameFormat {
  if (v === undefined || v === 'single' || v === 'double') return v ?? 'single'
  throw new Error(`--format must be single or double, got "${v}"`)
}

/** The GameSetup fields of a format: none for 1-on-1, so those setups stay as before. */
export const formatSetup = (format: GameFormat): { format?: 'double' } =>
  format === 'double' ? { format: 'double' } : {}

export function intFlag(flags: Map<string, string>, name: string, dflt: number): number {
  const v = flags.get(name)
  if (v === undefined) return dflt
  const n = Number(v)
  if (!Number.isInteger(n)) throw new Error(`--${name} needs an integer, got "${v}"`)
  return n
}

/**
 * Whole-state invariants for fuzzing and property tests: every card is in exactly one zone, and the seat whose
 * zones hold it owns it (a Stadium and Trainers being played sit in shared zones).
 */
import type { GameState, PokemonSlot } from '../model/state'

/** Returns a description of the first broken invariant, or null. */
export function checkZones(g: GameState): string | null {
  const n = g.cards.length
  const where: (string | undefined)[] = new Array<string | undefined>(n)
  let problem: string | null = null
  const put = (uid: number, zone: string, seat: number | null): void => {
    if (problem) return
    if (!Number.isInteger(uid) || uid < 0 || uid >= n) {
      problem = `${zone} holds an unknown card id ${String(uid)}`
      return
    }
    const prev = where[uid]
    if (prev !== undefined) {
      problem = `card ${uid} (${g.cards[uid]!.def}) is both in ${prev} and in ${zone}`
      return
    }
    where[uid] = zone
    if (seat !== null && g.cards[uid]!.owner !== seat) problem = `card ${uid} (${g.cards[uid]!.def}) of seat ${g.cards[uid]!.owner} is in seat ${seat}'s ${zone}`
  }
  const slot = (s: PokemonSlot, seat: number, name: string): void => {
    if (s.stack.length === 0 && !problem) problem = `seat ${seat}'s ${name} has no Pokémon card`
    for (const u of s.stack) put(u, `seat ${seat} ${name} stack`, seat)
    for (const u of s.energy) put(u, `seat ${seat} ${name} energy`, seat)
    for (const u of s.tools) put(u, `seat ${seat} ${name} tools`, seat)
  }
  g.players.forEach((p, seat) => {
    for (const z of ['deck', 'hand', 'discard', 'prizes', 'lostZone'] as const) for (const u of p[z]) put(u, `seat ${seat} ${z}`, seat)
    if (p.active) slot(p.active, seat, 'active')
    p.bench.forEach((s, i) => slot(s, seat, `bench ${i}`))
  })
  for (const u of g.resolving) put(u, 'resolving', null)
  if (g.stadium) put(g.stadium.uid, 'stadium', null)
  if (problem) return problem
  for (let uid = 0; uid < n; uid++) if (where[uid] === undefined) return `card ${uid} (${g.cards[uid]!.def}) is in no zone`
  return null
}

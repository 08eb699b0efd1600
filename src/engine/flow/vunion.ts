/**
 * Pokémon V-UNION (rules.md §3, seeds [001] App. B, [002] App. 7): the four pieces share one name and are played
 * together from the discard pile onto the Bench, where they are one Pokémon taking one Bench spot. Each V-UNION name
 * may be played once per game per player. They are not Basic Pokémon, so they are never placed during setup or
 * benched from the hand. Card data: each piece is a Pokémon card with `stage: 'vunion'`, the shared name and its own
 * id, and carries the whole Pokémon's data (HP, attacks, Abilities…), since in play the four act as one card.
 */
import type { Seat, SlotRef, Uid } from '../model/types'
import type { Table } from '../table/table'

/** For each V-UNION name `seat` may play now: one uid per distinct piece (4 of them), lowest id first. */
export function playableVUnions(t: Table, seat: Seat): { name: string; pieces: Uid[] }[] {
  const p = t.player(seat)
  // Asked for every main-phase menu: nothing to look for in the discard pile in a game without V-UNION cards.
  if (!p.active || p.bench.length >= t.rules.benchSize || !t.gameHasVUnion()) return []
  let byName: Map<string, Map<string, Uid>> | null = null
  for (const uid of p.discard) {
    const d = t.def(uid)
    if (d.kind !== 'pokemon' || d.stage !== 'vunion' || p.vunionPlayed.includes(d.name)) continue
    byName ??= new Map()
    const pieces = byName.get(d.name) ?? new Map<string, Uid>()
    if (!pieces.has(d.id)) pieces.set(d.id, uid)
    byName.set(d.name, pieces)
  }
  if (!byName) return []
  const out: { name: string; pieces: Uid[] }[] = []
  for (const [name, pieces] of byName) {
    if (pieces.size < 4) continue
    const ids = [...pieces.keys()].sort().slice(0, 4)
    out.push({ name, pieces: ids.map((id) => pieces.get(id)!) })
  }
  return out
}

/** Put the V-UNION whose piece `first` is in the discard pile onto the Bench, all four pieces at once. */
export function playVUnion(t: Table, seat: Seat, first: Uid): SlotRef {
  const name = t.def(first).name
  const set = playableVUnions(t, seat).find((v) => v.name === name)
  if (!set) throw new Error(`${name} cannot be played now`)
  const ref = t.putOnBench(set.pieces[0]!)
  const slot = t.mustSlot(ref)
  for (const uid of set.pieces.slice(1)) {
    t.detach(uid)
    slot.stack.push(uid)
    t.emit({ type: 'move', seat, card: t.ref(uid), from: 'discard', to: 'bench', target: ref })
  }
  t.player(seat).vunionPlayed.push(name)
  return ref
}

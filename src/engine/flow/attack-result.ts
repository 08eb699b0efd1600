/**
 * What an attack did to its Defending Pokémon ("the final result of that attack"), kept in GameState.lastAttackOn
 * for effects such as Mirror Move: the damage put on it, the Special Conditions and lasting effects it got, and
 * the Energy cards it lost. Measured from the events and the slot, so every card's effect is covered.
 */
import type { SlotRef, SpecialCondition, Uid } from '../model/types'
import type { AttackResult, GameState } from '../model/state'
import type { Table } from '../table/table'

/**
 * The records that can still matter on `turn`: effects look back to the last turn at most ("during your opponent's
 * last turn"), so older ones are dropped instead of piling up in every state of the game (and in every copy of it).
 */
function keptAttacks(log: GameState['lastAttackOn'], turn: number): GameState['lastAttackOn'] {
  const out: GameState['lastAttackOn'] = {}
  for (const k in log) if (log[k]!.turn >= turn - 1) out[k] = log[k]!
  return out
}

/** Start watching the Pokémon at `ref` (the Defending Pokémon at declaration); `record` stores the result. */
export function watchDefender(t: Table, ref: SlotRef): { record(attacker: Uid, attack: string): void } {
  const slot = t.slot(ref)
  if (!slot) return { record: () => undefined }
  const uid = t.top(slot)
  const eventsStart = t.events.length
  const markersBefore = slot.markers.length
  const energyBefore = [...slot.energy]
  return {
    record(attacker, attack) {
      const result: AttackResult = { damage: 0, conditions: [], markers: [], energyDiscarded: 0 }
      for (const e of t.events.slice(eventsStart)) {
        if (e.type === 'damage' && e.pokemon.uid === uid) result.damage += e.amount
        if (e.type === 'heal' && e.pokemon.uid === uid) result.damage = Math.max(0, result.damage - e.amount)
        if (e.type === 'condition' && e.on && e.pokemon.uid === uid)
          result.conditions.push(e.condition as SpecialCondition)
      }
      const now = t.findSlot(uid)
      const still = now && t.slot(now) === slot ? slot : null
      // Special Conditions end when a Pokémon leaves the Active Spot (SC-2), so none remain in the final result.
      if (!now || now.zone !== 'active') result.conditions = []
      if (still) {
        if (result.conditions.includes('poisoned') && still.conditions.poisonCounters)
          result.poisonCounters = still.conditions.poisonCounters
        result.markers = still.markers
          .slice(markersBefore)
          .map((m) => ({ ...m, ...(m.data ? { data: { ...m.data } } : {}) }))
        result.energyDiscarded = energyBefore.filter((u) => !still.energy.includes(u)).length
      }
      // Written whole and never changed: frozen, so successive states may share it (engine cloneWork).
      for (const m of result.markers) {
        if (m.data) Object.freeze(m.data)
        Object.freeze(m)
      }
      Object.freeze(result.markers)
      Object.freeze(result.conditions)
      Object.freeze(result)
      const kept = keptAttacks(t.g.lastAttackOn, t.g.turn)
      kept[String(uid)] = Object.freeze({ attacker, attack, byDef: t.g.cards[attacker]!.def, turn: t.g.turn, result })
      t.g.lastAttackOn = kept
    },
  }
}

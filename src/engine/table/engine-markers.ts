/** Markers whose hooks the engine defines (Marker.source 'engine'): lasting effects cards switch on by key. */
import type { Hooks, HookCtx } from '../api/card'
import type { EngineMarkerData, EngineMarkerKey } from '../api/markers'

/**
 * The data of the built-in marker a hook belongs to, typed by its kind (api/markers.ts EngineMarkerData). Cards
 * cannot put one of these without its data (EffectCtx.mark takes an EngineMarker).
 */
export function engineMarkerData<K extends EngineMarkerKey>(h: HookCtx, key: K): EngineMarkerData[K] {
  const m = h.marker
  if (!m || m.source !== 'engine' || m.key !== key) throw new Error(`Not a '${key}' marker`)
  return m.data as EngineMarkerData[K]
}

/** Built-in markers that cards switch on by key (source 'engine'), one entry per kind of EngineMarkerData. */
export const ENGINE_MARKERS: Record<EngineMarkerKey, Hooks> = {
  /** "Prevent all damage done to this Pokémon by attacks during your opponent's next turn." */
  'prevent-damage': {
    preventDamage: (h, d) => d.fromAttack && !!d.attacker && d.attacker.seat !== h.owner,
  },
  /** "Prevent all effects of attacks, including damage, done to this Pokémon…" */
  'prevent-all': {
    preventDamage: (h, d) => d.fromAttack && !!d.attacker && d.attacker.seat !== h.owner,
    preventEffects: (h, attacker) => !!attacker && attacker.seat !== h.owner,
  },
  /** "This Pokémon takes N less damage from attacks" (after Weakness and Resistance). */
  'reduce-damage': {
    incomingDamage: (h, d) =>
      d.fromAttack && d.attacker && d.attacker.seat !== h.owner
        ? d.amount - engineMarkerData(h, 'reduce-damage').amount
        : d.amount,
  },
  /** "The Defending Pokémon can't attack during your opponent's next turn." */
  'cant-attack': { canAttack: () => false },
  /** "That Pokémon can't use the attack named data.attack during your opponent's next turn." */
  'cant-use-attack': { canAttack: (h, attack) => attack.name !== engineMarkerData(h, 'cant-use-attack').attack },
  /** "The Defending Pokémon can't retreat during your opponent's next turn." */
  'cant-retreat': { canRetreat: () => false },
  /**
   * "Energy attached to this Pokémon provides data.type instead" (e.g. Energy Burn turns it all into Fire): each
   * unit a card provides becomes one unit of that type. data.cards: the affected card uids, comma-separated
   * (absent: every attached Energy card).
   */
  'energy-becomes': {
    energyProvides: (h, uid, provides) => {
      const { type, cards } = engineMarkerData(h, 'energy-becomes')
      if (typeof cards === 'string' && !cards.split(',').includes(String(uid))) return provides
      return provides.map(() => ({ types: [type] }))
    },
  },
  /** "This Pokémon's attacks do N more damage" (before W/R). */
  'boost-damage': {
    outgoingDamage: (h, d) => (d.fromAttack ? d.amount + engineMarkerData(h, 'boost-damage').amount : d.amount),
  },
  /** "If this Pokémon is Knocked Out (this turn), take data.amount more Prize cards." */
  'extra-prizes': { extraPrizes: (h) => engineMarkerData(h, 'extra-prizes').amount },
}

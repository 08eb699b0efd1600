/** Markers whose hooks the engine defines (Marker.source 'engine'): lasting effects cards switch on by key. */
import type { EnergyType } from '../model/types'
import type { Hooks } from '../api/card'

/** Built-in markers that cards switch on by key (source 'engine'). */
export const ENGINE_MARKERS: Record<string, Hooks> = {
  /** "Prevent all damage done to this Pokémon by attacks during your opponent's next turn." */
  'prevent-damage': {
    preventDamage: (h, d) => d.fromAttack && !!d.attacker && d.attacker.seat !== h.owner,
  },
  /** "Prevent all effects of attacks, including damage, done to this Pokémon…" */
  'prevent-all': {
    preventDamage: (h, d) => d.fromAttack && !!d.attacker && d.attacker.seat !== h.owner,
    preventEffects: (h, attacker) => !!attacker && attacker.seat !== h.owner,
  },
  /** "This Pokémon takes N less damage from attacks" (after Weakness and Resistance). data.amount */
  'reduce-damage': {
    incomingDamage: (h, d) =>
      d.fromAttack && d.attacker && d.attacker.seat !== h.owner
        ? d.amount - Number(h.marker?.data?.amount ?? 0)
        : d.amount,
  },
  /** "The Defending Pokémon can't attack during your opponent's next turn." */
  'cant-attack': { canAttack: () => false },
  /** "That Pokémon can't use the attack named data.attack during your opponent's next turn." */
  'cant-use-attack': { canAttack: (h, attack) => attack.name !== h.marker?.data?.attack },
  /** "The Defending Pokémon can't retreat during your opponent's next turn." */
  'cant-retreat': { canRetreat: () => false },
  /**
   * "Energy attached to this Pokémon provides data.type instead" (e.g. Energy Burn turns it all into Fire): each
   * unit a card provides becomes one unit of that type. data.cards: the affected card uids, comma-separated
   * (absent: every attached Energy card).
   */
  'energy-becomes': {
    energyProvides: (h, uid, provides) => {
      const type = h.marker?.data?.type as EnergyType | undefined
      const cards = h.marker?.data?.cards
      if (!type || (typeof cards === 'string' && !cards.split(',').includes(String(uid)))) return provides
      return provides.map(() => ({ types: [type] }))
    },
  },
  /** "This Pokémon's attacks do N more damage" (before W/R). data.amount */
  'boost-damage': {
    outgoingDamage: (h, d) => (d.fromAttack ? d.amount + Number(h.marker?.data?.amount ?? 0) : d.amount),
  },
  /** "If this Pokémon is Knocked Out (this turn), take data.amount more Prize cards." */
  'extra-prizes': { extraPrizes: (h) => Number(h.marker?.data?.amount ?? 0) },
}

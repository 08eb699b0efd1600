import { energy } from '../../kit'

/** swsh2-172. Special Energy: Psychic; a Psychic Active holding it puts 2 counters on whoever damages it. */
export const HORROR_PSYCHIC_ENERGY = energy({
  id: 'swsh2-172',
  name: 'Horror Psychic Energy',
  basic: false,
  text:
    'Provides 1 Psychic Energy. If the Pokémon it is attached to is a Psychic Pokémon in the Active Spot and an ' +
    "opponent's attack damages it (even if it is Knocked Out), put 2 damage counters on the Attacking Pokémon.",
  provides: [{ types: ['psychic'] }],
  hooks: {
    afterDamagedByAttack: (h, d) => {
      if (!h.self || h.self.zone !== 'active' || !d.attacker || d.attacker.seat === h.owner) return
      if (h.typesOf(h.self).includes('psychic') && h.exists(d.attacker)) h.putCounters(d.attacker, 2)
    },
  },
})

import { trainer } from '../../kit'

/** swsh2-155. A Pokémon Tool: a Fire Pokémon holding it burns whoever damages it in the Active Spot. */
export const BURNING_SCARF = trainer('tool', {
  id: 'swsh2-155',
  name: 'Burning Scarf',
  text:
    "If the Pokémon holding this is a Fire Pokémon in the Active Spot and an opponent's attack damages it (even if it " +
    'is Knocked Out), the Attacking Pokémon is now Burned. It does nothing for other Pokémon.',
  hooks: {
    afterDamagedByAttack: (h, d) => {
      if (!h.self || h.self.zone !== 'active' || !d.attacker || d.attacker.seat === h.owner) return
      if (h.typesOf(h.self).includes('fire') && h.exists(d.attacker)) h.condition(d.attacker, 'burned')
    },
  },
})

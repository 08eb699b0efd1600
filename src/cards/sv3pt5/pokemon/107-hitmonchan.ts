import { attack, pokemon, weak } from '../../kit'
import { abilityReaches } from '../../effects/powers'

export const HITMONCHAN = pokemon({
  id: 'sv3pt5-107',
  name: 'Hitmonchan',
  stage: 'basic',
  hp: 120,
  types: ['fighting'],
  weakness: weak('psychic'),
  retreat: 1,
  abilities: [
    {
      name: 'Counterattack',
      text: "Whenever an attack by your opponent's Pokémon damages this Pokémon while it is in the Active Spot, put 3 damage counters on the attacking Pokémon (also when this Pokémon is Knocked Out by it).",
      hooks: {
        afterDamagedByAttack: (h, d) => {
          if (h.self?.zone !== 'active' || !d.attacker || d.attacker.seat === h.owner || !h.exists(d.attacker)) return
          if (abilityReaches(h, d.attacker)) h.putCounters(d.attacker, 3)
        },
      },
    },
  ],
  attacks: [
    attack('Excited Punch', ['fighting', 'fighting'], 60, {
      text: "During your next turn, this Pokémon's Excited Punch does 60 more damage (added before Weakness and Resistance).",
      effect(c) {
        c.dealDamage()
        c.mark(c.self, { source: 'sv3pt5-107', key: 'excited', until: 'my-next-turn', clearsOnMove: true })
      },
    }),
  ],
  markers: {
    excited: {
      outgoingDamage: (h, d) =>
        d.fromAttack && d.attackName === 'Excited Punch' && h.markerEndsThisTurn ? d.amount + 60 : d.amount,
    },
  },
})

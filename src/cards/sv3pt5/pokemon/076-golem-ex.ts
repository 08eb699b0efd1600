import { attack, pokemon, weak } from '../../kit'

export const GOLEM_EX = pokemon({
  id: 'sv3pt5-76',
  name: 'Golem ex',
  stage: 'stage2',
  evolvesFrom: 'Graveler',
  ruleBox: 'ex',
  hp: 330,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 4,
  attacks: [
    attack('Dynamic Roll', ['fighting'], 50, {
      text: "During your next turn, this Pokémon's attacks do 120 more damage to your opponent's Active Pokémon (before Weakness and Resistance).",
      effect(c) {
        c.dealDamage()
        c.mark(c.self, { source: 'sv3pt5-76', key: 'dynamic-roll', until: 'my-next-turn', clearsOnMove: true })
      },
    }),
    attack('Rock Blaster', ['fighting', 'colorless', 'colorless'], 180, {
      text: "Resistance does not change this attack's damage.",
      effect(c) {
        c.dealDamage(c.damage, c.defending, { resistance: false })
      },
    }),
  ],
  markers: {
    'dynamic-roll': {
      outgoingDamage: (h, d) =>
        d.fromAttack && h.markerEndsThisTurn && d.target.zone === 'active' && d.target.seat !== h.owner
          ? d.amount + 120
          : d.amount,
    },
  },
})

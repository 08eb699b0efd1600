import { attack, pokemon, weak } from '../../kit'

export const SANDACONDA_109 = pokemon({
  id: 'swsh1-109',
  name: 'Sandaconda',
  stage: 'stage1',
  evolvesFrom: 'Silicobra',
  hp: 140,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 2,
  attacks: [
    attack('Coil', ['colorless'], 10, {
      text: "During your next turn, this Pokémon's attacks do 120 more damage to your opponent's Active Pokémon (before Weakness and Resistance).",
      effect(c) {
        c.dealDamage()
        c.mark(c.self, { source: 'swsh1-109', key: 'coil', until: 'my-next-turn', clearsOnMove: true })
      },
    }),
    attack('Skull Bash', ['fighting', 'colorless', 'colorless'], 100),
  ],
  markers: {
    coil: {
      outgoingDamage: (h, d) =>
        d.fromAttack && d.target.zone === 'active' && d.target.seat !== h.owner ? d.amount + 120 : d.amount,
    },
  },
})

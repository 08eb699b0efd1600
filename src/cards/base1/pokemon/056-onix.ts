import { attack, pokemon, weak } from '../../kit'

export const ONIX = pokemon({
  id: 'base1-56',
  name: 'Onix',
  stage: 'basic',
  hp: 90,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 3,
  attacks: [
    attack('Rock Throw', ['fighting'], 10),
    attack('Harden', ['fighting', 'fighting'], 0, {
      text: "During your opponent's next turn, any attack damage to Onix of 30 or less (after Weakness and Resistance) is prevented. Their other effects still happen.",
      effect(c) {
        c.mark(c.self, { source: 'base1-56', key: 'harden', until: 'opponent-next-turn', clearsOnMove: true })
      },
    }),
  ],
  markers: {
    harden: {
      preventDamage: (h, d) => d.fromAttack && !!d.attacker && d.attacker.seat !== h.owner && d.amount <= 30,
    },
  },
})

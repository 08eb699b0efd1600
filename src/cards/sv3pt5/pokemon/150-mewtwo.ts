import { attack, pokemon, resist, weak } from '../../kit'

export const MEWTWO = pokemon({
  id: 'sv3pt5-150',
  name: 'Mewtwo',
  set: 'sv3pt5',
  number: '150',
  stage: 'basic',
  hp: 130,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 2,
  attacks: [
    attack('Reflective Barrier', ['colorless', 'colorless'], 20, {
      text: "During your opponent's next turn, whenever this Pokémon is damaged by an attack (even if it is Knocked Out), put damage counters on the Attacking Pokémon equal to the damage done to this Pokémon.",
      effect(c) {
        c.dealDamage()
        c.mark(c.self, { source: 'sv3pt5-150', key: 'reflective-barrier', until: 'opponent-next-turn', clearsOnMove: true })
      },
    }),
    attack('Psyslash', ['psychic', 'psychic', 'colorless'], 130, {
      text: 'Discard 2 Energy from this Pokémon.',
      *effect(c) {
        c.dealDamage()
        yield* c.discardEnergy(c.self, 2)
      },
    }),
  ],
  markers: {
    'reflective-barrier': {
      afterDamagedByAttack: (h, d) => {
        if (d.attacker && d.attacker.seat !== h.owner && h.t.slot(d.attacker)) h.t.addDamage(d.attacker, d.amount, true)
      },
    },
  },
})

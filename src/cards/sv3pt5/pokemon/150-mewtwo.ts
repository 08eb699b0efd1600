import { attack, pokemon, resist, weak } from '../../kit'

export const MEWTWO = pokemon({
  id: 'sv3pt5-150',
  name: 'Mewtwo',
  stage: 'basic',
  hp: 130,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 2,
  attacks: [
    attack('Reflective Barrier', ['colorless', 'colorless'], 20, {
      text: "Until the end of your opponent's next turn, each time an attack damages this Pokémon (even if that Knocks it Out), the attacking Pokémon gets 1 damage counter for every 10 damage this Pokémon took. Ends if this Pokémon leaves the Active Spot.",
      effect(c) {
        c.dealDamage()
        c.mark(c.self, {
          source: 'sv3pt5-150',
          key: 'reflective-barrier',
          until: 'opponent-next-turn',
          clearsOnMove: true,
        })
      },
    }),
    attack('Psyslash', ['psychic', 'psychic', 'colorless'], 130, {
      text: 'After the damage, discard 2 Energy attached to this Pokémon (you choose which).',
      *effect(c) {
        c.dealDamage()
        yield* c.discardEnergy(c.self, 2)
      },
    }),
  ],
  markers: {
    'reflective-barrier': {
      afterDamagedByAttack: (h, d) => {
        if (d.attacker && d.attacker.seat !== h.owner && h.exists(d.attacker)) h.putCounters(d.attacker, d.amount / 10)
      },
    },
  },
})

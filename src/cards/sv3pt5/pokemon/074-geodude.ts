import { attack, pokemon, weak } from '../../kit'

export const GEODUDE = pokemon({
  id: 'sv3pt5-74',
  name: 'Geodude',
  stage: 'basic',
  hp: 80,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 2,
  attacks: [
    attack('Stiffen', ['fighting'], 0, {
      text: "During your opponent's next turn, attacks do 30 less damage to this Pokémon (after Weakness and Resistance).",
      effect(c) {
        c.mark(c.self, {
          source: 'engine',
          key: 'reduce-damage',
          until: 'opponent-next-turn',
          clearsOnMove: true,
          data: { amount: 30 },
        })
      },
    }),
    attack('Knuckle Punch', ['fighting', 'colorless'], 20),
  ],
})

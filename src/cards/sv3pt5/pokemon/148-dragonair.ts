import { attack, pokemon } from '../../kit'

export const DRAGONAIR = pokemon({
  id: 'sv3pt5-148',
  name: 'Dragonair',
  stage: 'stage1',
  evolvesFrom: 'Dratini',
  hp: 100,
  types: ['dragon'],
  retreat: 2,
  attacks: [
    attack('Beat', ['water'], 20),
    attack('Aqua Slash', ['water', 'lightning'], 90, {
      text: "During your next turn, this Pokémon can't attack.",
      effect(c) {
        c.dealDamage()
        c.mark(c.self, { source: 'engine', key: 'cant-attack', until: 'my-next-turn', clearsOnMove: true })
      },
    }),
  ],
})

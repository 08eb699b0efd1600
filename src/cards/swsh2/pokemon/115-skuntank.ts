import { attack, pokemon, weak } from '../../kit'

export const SKUNTANK = pokemon({
  id: 'swsh2-115',
  name: 'Skuntank',
  stage: 'stage1',
  evolvesFrom: 'Stunky',
  hp: 120,
  types: ['darkness'],
  weakness: weak('fighting'),
  retreat: 3,
  attacks: [
    attack('Slash', ['colorless', 'colorless'], 50),
    attack('Poison Ring', ['darkness', 'colorless', 'colorless'], 80, {
      text: "Your opponent's Active Pokémon is now Poisoned. During your opponent's next turn, the Defending Pokémon can't retreat.",
      effect(c) {
        c.dealDamage()
        c.poison(c.defending)
        c.mark(c.defending, { source: 'engine', key: 'cant-retreat', until: 'opponent-next-turn', clearsOnMove: true })
      },
    }),
  ],
})

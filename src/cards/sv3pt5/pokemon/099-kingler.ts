import { attack, pokemon, weak } from '../../kit'

export const KINGLER = pokemon({
  id: 'sv3pt5-99',
  name: 'Kingler',
  stage: 'stage1',
  evolvesFrom: 'Krabby',
  hp: 140,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 3,
  attacks: [
    attack('Hammer Arm', ['water', 'water', 'water'], 90, {
      text: "After the damage, the top card of your opponent's deck goes to their discard pile.",
      effect(c) {
        c.dealDamage()
        c.discard(c.them.deck.slice(0, 1))
      },
    }),
    attack('Guillotine', ['water', 'water', 'water', 'water'], 220),
  ],
})

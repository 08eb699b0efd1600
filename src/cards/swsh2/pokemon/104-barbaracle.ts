import { attack, pokemon, weak } from '../../kit'

export const BARBARACLE = pokemon({
  id: 'swsh2-104',
  name: 'Barbaracle',
  stage: 'stage1',
  evolvesFrom: 'Binacle',
  hp: 120,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 3,
  attacks: [
    attack('Rock Hurl', ['fighting', 'colorless'], 50, {
      text: "Resistance doesn't change this attack's damage.",
      effect(c) {
        c.dealDamage(c.damage, c.defending, { resistance: false })
      },
    }),
    attack('Hand Press', ['fighting', 'colorless', 'colorless'], 80, {
      damageSuffix: '+',
      text: 'If you have more cards in your hand than your opponent has in theirs, this attack does 80 more damage.',
      effect(c) {
        if (c.me.hand.length > c.them.hand.length) c.damage += 80
      },
    }),
  ],
})

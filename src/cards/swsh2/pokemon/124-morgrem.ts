import { attack, pokemon, weak } from '../../kit'

export const MORGREM = pokemon({
  id: 'swsh2-124',
  name: 'Morgrem',
  stage: 'stage1',
  evolvesFrom: 'Impidimp',
  hp: 90,
  types: ['darkness'],
  weakness: weak('grass'),
  retreat: 2,
  attacks: [
    attack('Bite', ['darkness'], 30),
    attack('False Surrender', ['darkness', 'colorless', 'colorless'], 60, {
      text: "Effects on your opponent's Active Pokémon don't change this attack's damage.",
      effect(c) {
        c.dealDamage(c.damage, c.defending, { targetEffects: false })
      },
    }),
  ],
})

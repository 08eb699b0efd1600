import { attack, pokemon, resist, weak } from '../../kit'

export const METANG = pokemon({
  id: 'swsh12pt5-90',
  name: 'Metang',
  stage: 'stage1',
  evolvesFrom: 'Beldum',
  hp: 100,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass', 30),
  retreat: 2,
  attacks: [
    attack('Bullet Punch', ['metal', 'colorless'], 30, {
      damageSuffix: '+',
      text: 'Flip 2 coins: 30 more damage for each heads.',
      effect(c) {
        c.dealDamage(c.damage + 30 * c.flips(2))
      },
    }),
  ],
})

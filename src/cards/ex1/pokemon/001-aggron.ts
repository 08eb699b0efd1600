import { attack, pokemon, resist, weak } from '../../kit'
import { perHeads } from '../../effects/coins'
import { damageCountersOn } from '../../effects/damage'

/** ex1-1. Aggron: Retaliate hits back with the damage counters Aggron carries, on heads. */
export const AGGRON = pokemon({
  id: 'ex1-1',
  name: 'Aggron',
  stage: 'stage2',
  evolvesFrom: 'Lairon',
  hp: 110,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass'),
  retreat: 4,
  attacks: [
    attack('Retaliate', ['colorless'], 10, {
      damageSuffix: '×',
      text: 'Flip a coin. If heads, this attack does 10 damage for each damage counter on Aggron.',
      effect: (c) => {
        c.damage = c.flip() ? 10 * damageCountersOn(c, c.self) : 0
      },
    }),
    attack('Mega Punch', ['colorless', 'colorless', 'colorless'], 40),
    attack('Double Lariat', ['metal', 'metal', 'colorless', 'colorless', 'colorless'], 70, {
      damageSuffix: '×',
      text: 'Flip 2 coins. This attack does 70 damage for each heads.',
      effect: perHeads(2),
    }),
  ],
})

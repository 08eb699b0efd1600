import { attack, pokemon, weak } from '../../kit'
import { damageCountersOn } from '../../effects/damage'

/** ex1-55. Goldeen: Flail grows with its own damage counters. */
export const GOLDEEN = pokemon({
  id: 'ex1-55',
  name: 'Goldeen',
  stage: 'basic',
  hp: 50,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [
    attack('Flail', ['colorless'], 10, {
      damageSuffix: '×',
      text: 'Does 10 damage for each damage counter on Goldeen.',
      effect: (c) => {
        c.damage = 10 * damageCountersOn(c, c.self)
      },
    }),
  ],
})

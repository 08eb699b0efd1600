import { attack, pokemon, weak } from '../../kit'
import { perHeads } from '../../effects/coins'
import { damageCountersOn, moreDamageForEach } from '../../effects/damage'

/** ex1-47. Vigoroth (Fury Swipes, Rage). */
export const VIGOROTH = pokemon({
  id: 'ex1-47',
  name: 'Vigoroth',
  stage: 'stage1',
  evolvesFrom: 'Slakoth',
  hp: 70,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Fury Swipes', ['colorless', 'colorless'], 20, {
      damageSuffix: '×',
      text: 'Flip 3 coins. This attack does 20 damage for each heads.',
      effect: perHeads(3),
    }),
    attack('Rage', ['colorless', 'colorless', 'colorless'], 20, {
      damageSuffix: '+',
      text: 'This attack does 10 more damage for each damage counter on Vigoroth.',
      effect: moreDamageForEach(10, (c) => damageCountersOn(c, c.self)),
    }),
  ],
})

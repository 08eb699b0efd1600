import { attack, pokemon, weak } from '../../kit'

export const VOLTORB = pokemon({
  id: 'sv3pt5-100',
  name: 'Voltorb',
  stage: 'basic',
  hp: 60,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Tumbling Attack', ['lightning'], 10, {
      damageSuffix: '+',
      text: 'Flip a coin: 10 damage, or 30 on heads.',
      effect(c) {
        c.dealDamage(c.flip() ? 30 : 10)
      },
    }),
  ],
})

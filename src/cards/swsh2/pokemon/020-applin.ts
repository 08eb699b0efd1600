import { attack, pokemon, weak } from '../../kit'

export const APPLIN_20 = pokemon({
  id: 'swsh2-20',
  name: 'Applin',
  stage: 'basic',
  hp: 40,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Continuous Tumble', ['grass', 'colorless'], 10, {
      damageSuffix: '+',
      text: 'Flip a coin until you get tails: 30 more damage for each heads.',
      effect(c) {
        c.damage += 30 * c.flipUntilTails()
      },
    }),
  ],
})

import { ifHeadsMoreDamage } from '../../effects/coins'
import { attack, pokemon, resist, weak } from '../../kit'

export const GALARIAN_PERRSERKER = pokemon({
  id: 'swsh12pt5-85',
  name: 'Galarian Perrserker',
  stage: 'stage1',
  evolvesFrom: 'Galarian Meowth',
  hp: 120,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass', 30),
  retreat: 2,
  attacks: [
    attack('Sharp Claws', ['metal', 'colorless'], 30, {
      damageSuffix: '+',
      text: 'Flip a coin. On heads, this attack does 60 more damage.',
      effect: ifHeadsMoreDamage(60),
    }),
    attack('Slash', ['metal', 'colorless', 'colorless'], 90),
  ],
})

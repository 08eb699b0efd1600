import { ifHeadsMoreDamage } from '../../effects/coins'
import { attack, pokemon, resist, weak } from '../../kit'

export const GALARIAN_MEOWTH = pokemon({
  id: 'swsh12pt5-84',
  name: 'Galarian Meowth',
  stage: 'basic',
  hp: 70,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass', 30),
  retreat: 1,
  attacks: [
    attack('Fasten Claws', ['metal'], 10, {
      damageSuffix: '+',
      text: 'Flip a coin. On heads, this attack does 20 more damage.',
      effect: ifHeadsMoreDamage(20),
    }),
  ],
})

import { attack, pokemon, weak } from '../../kit'
import { ifHeadsMoreDamage } from '../../effects/coins'

export const KRICKETOT = pokemon({
  id: 'swsh12pt5-10',
  name: 'Kricketot',
  stage: 'basic',
  hp: 60,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Trip Over', ['grass'], 10, {
      damageSuffix: '+',
      text: 'Flip a coin. If heads, 20 more damage.',
      effect: ifHeadsMoreDamage(20),
    }),
  ],
})

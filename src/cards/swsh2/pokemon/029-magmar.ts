import { ifHeadsMoreDamage } from '../../effects/coins'
import { attack, pokemon, weak } from '../../kit'

export const MAGMAR = pokemon({
  id: 'swsh2-29',
  name: 'Magmar',
  stage: 'basic',
  hp: 90,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 2,
  attacks: [
    attack('Punch', ['colorless'], 10),
    attack('Heat Breath', ['fire', 'colorless'], 20, {
      damageSuffix: '+',
      text: 'Flip a coin. If heads, 30 more damage.',
      effect: ifHeadsMoreDamage(30),
    }),
  ],
})

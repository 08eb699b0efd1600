import { ifHeadsMoreDamage } from '../../effects/coins'
import { attack, pokemon, weak } from '../../kit'

export const STUFFUL = pokemon({
  id: 'swsh2-149',
  name: 'Stufful',
  stage: 'basic',
  hp: 80,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 2,
  attacks: [
    attack('Tackle', ['colorless'], 10),
    attack('Jump On', ['colorless', 'colorless', 'colorless'], 40, {
      damageSuffix: '+',
      text: 'Flip a coin. If heads, this attack does 40 more damage.',
      effect: ifHeadsMoreDamage(40),
    }),
  ],
})

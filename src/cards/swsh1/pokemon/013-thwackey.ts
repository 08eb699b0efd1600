import { attack, pokemon, weak } from '../../kit'
import { ifHeadsMoreDamage } from '../../effects/coins'

export const THWACKEY_13 = pokemon({
  id: 'swsh1-13',
  name: 'Thwackey',
  stage: 'stage1',
  evolvesFrom: 'Grookey',
  hp: 100,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 2,
  attacks: [
    attack('Beat', ['grass', 'colorless'], 30),
    attack('Ambush', ['grass', 'grass', 'colorless'], 50, {
      damageSuffix: '+',
      text: 'Flip a coin. On heads, this attack does 30 more damage.',
      effect: ifHeadsMoreDamage(30),
    }),
  ],
})

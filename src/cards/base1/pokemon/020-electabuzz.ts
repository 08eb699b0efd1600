import { attack, pokemon, weak } from '../../kit'
import { ifHeadsMoreDamageElseDamagesItself } from '../../effects/coins'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'

export const ELECTABUZZ = pokemon({
  id: 'base1-20',
  name: 'Electabuzz',
  stage: 'basic',
  hp: 70,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 2,
  attacks: [
    attack('Thundershock', ['lightning'], 10, {
      text: 'Flip a coin: on heads, the Defending Pokémon becomes Paralyzed.',
      effect: ifHeadsDefendingIsNow('paralyzed'),
    }),
    attack('Thunderpunch', ['lightning', 'colorless'], 30, {
      damageSuffix: '+',
      text: 'Flip a coin. If heads, this attack does 30 damage plus 10 more. If tails, it does 30 damage and Electabuzz does 10 damage to itself.',
      effect: ifHeadsMoreDamageElseDamagesItself(10, 10),
    }),
  ],
})

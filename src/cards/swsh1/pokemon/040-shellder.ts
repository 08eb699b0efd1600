import { attack, pokemon, weak } from '../../kit'
import { ifHeadsMoreDamage } from '../../effects/coins'

export const SHELLDER = pokemon({
  id: 'swsh1-40',
  name: 'Shellder',
  stage: 'basic',
  hp: 70,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [
    attack('Water Splash', ['water', 'colorless'], 20, {
      damageSuffix: '+',
      text: 'Flip a coin. On heads, this attack does 20 more damage.',
      effect: ifHeadsMoreDamage(20),
    }),
  ],
})

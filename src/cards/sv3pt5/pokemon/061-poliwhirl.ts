import { attack, pokemon, weak } from '../../kit'
import { ifHeadsMoreDamage } from '../../effects/coins'

export const POLIWHIRL = pokemon({
  id: 'sv3pt5-61',
  name: 'Poliwhirl',
  stage: 'stage1',
  evolvesFrom: 'Poliwag',
  hp: 90,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [
    attack('Wave Splash', ['water'], 20),
    attack('Frog Hop', ['water', 'colorless'], 30, {
      damageSuffix: '+',
      text: 'Flip a coin. If heads, this attack does 60 more damage.',
      effect: ifHeadsMoreDamage(60),
    }),
  ],
})

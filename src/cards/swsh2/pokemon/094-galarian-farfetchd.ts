import { attack, pokemon, weak } from '../../kit'
import { ifHeadsMoreDamage } from '../../effects/coins'

export const GALARIAN_FARFETCHD = pokemon({
  id: 'swsh2-94',
  name: "Galarian Farfetch'd",
  stage: 'basic',
  hp: 80,
  types: ['fighting'],
  weakness: weak('psychic'),
  retreat: 1,
  attacks: [
    attack('Rock Smash', ['fighting'], 10, {
      damageSuffix: '+',
      text: 'Flip a coin. If heads, this attack does 30 more damage.',
      effect: ifHeadsMoreDamage(30),
    }),
    attack('Pierce', ['colorless', 'colorless'], 30),
  ],
})

import { attack, pokemon, weak } from '../../kit'
import { perHeads } from '../../effects/coins'

export const GOLDEEN = pokemon({
  id: 'sv3pt5-118',
  name: 'Goldeen',
  stage: 'basic',
  hp: 70,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [
    attack('Triple Strike', ['water'], 10, {
      damageSuffix: '×',
      text: 'Flip 3 coins: 10 damage for each heads.',
      effect: perHeads(3),
    }),
    attack('Sprinkle Water', ['colorless', 'colorless'], 20),
  ],
})

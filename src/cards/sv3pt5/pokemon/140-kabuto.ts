import { attack, pokemon, weak } from '../../kit'
import { perHeads } from '../../effects/coins'

export const KABUTO = pokemon({
  id: 'sv3pt5-140',
  name: 'Kabuto',
  stage: 'stage1',
  evolvesFrom: 'Antique Dome Fossil',
  hp: 90,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 2,
  attacks: [
    attack('Double Scratch', ['fighting', 'colorless'], 70, {
      damageSuffix: '×',
      text: 'Flip 2 coins: 70 damage for each heads.',
      effect: perHeads(2),
    }),
  ],
})

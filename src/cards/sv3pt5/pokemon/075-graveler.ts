import { attack, pokemon, weak } from '../../kit'
import { perHeads } from '../../effects/coins'

export const GRAVELER = pokemon({
  id: 'sv3pt5-75',
  name: 'Graveler',
  stage: 'stage1',
  evolvesFrom: 'Geodude',
  hp: 110,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 3,
  attacks: [
    attack('Rock Cannon', ['fighting'], 40, {
      damageSuffix: '×',
      text: 'Flip coins until you get tails: 40 damage per heads.',
      effect: perHeads('until-tails'),
    }),
    attack('Heavy Impact', ['fighting', 'colorless', 'colorless'], 60),
  ],
})

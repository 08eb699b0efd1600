import { attack, pokemon, weak } from '../../kit'
import { perHeads } from '../../effects/coins'

export const MUDSDALE = pokemon({
  id: 'swsh1-106',
  name: 'Mudsdale',
  stage: 'stage1',
  evolvesFrom: 'Mudbray',
  hp: 150,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 3,
  attacks: [
    attack('Double Impact', ['fighting', 'fighting', 'fighting'], 120, {
      damageSuffix: '×',
      text: 'Flip 2 coins. 120 damage for each heads.',
      effect: perHeads(2),
    }),
  ],
})
